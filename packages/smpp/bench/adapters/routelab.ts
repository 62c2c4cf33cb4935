import { encodeText } from '../../src/encoding/index.js';
import { SmppClient, SmppServer } from '../../src/index.js';
import { benchCredentials, sampleSubmit } from '../sample-message.js';
import { routelabCodecRoundTrip } from './routelab-codec.js';
import type { BenchLibrary } from './types.js';

const { text, ...submitFields } = sampleSubmit;

/** RouteLab's packages/smpp: SmppServer and SmppClient as an application would use them. */
export const routelabLibrary: BenchLibrary = {
  title: 'RouteLab',
  codecRoundTrip: routelabCodecRoundTrip,

  async startServer() {
    let nextMessageId = 1;
    const server = new SmppServer({
      authenticate: () => ({ status: 0 }),
      systemId: 'routelab-smsc',
      // The driver keeps up to 1,000 requests outstanding; the default inbound window is 1,000.
      session: { inboundWindow: 10_000, enquireLinkIntervalMs: 0 },
    });
    server.on('session', (session) => {
      session.on('pdu', (pdu) => {
        if (pdu.command === 'submit_sm') {
          session.respond(pdu, { message_id: String(nextMessageId++) });
        } else {
          session.respond(pdu);
        }
      });
    });
    const { port } = await server.listen(0, '127.0.0.1');
    return { port, close: () => server.close() };
  },

  async connect(port, { window, responseTimeoutMs }) {
    const client = new SmppClient({
      host: '127.0.0.1',
      port,
      bindType: 'transmitter',
      ...benchCredentials,
      windowSize: window,
      responseTimeoutMs,
      enquireLinkIntervalMs: 0,
    });
    client.on('error', () => undefined);
    await client.connect();
    // Like the npm smpp adapter: one options object for every message, and the text encoded per
    // message (npm smpp encodes its string inside toBuffer()). createPdu copies the fields, so the
    // object may change once the call returns.
    const fields = { ...submitFields, short_message: Buffer.alloc(0) as Buffer };
    const nextFields = () => {
      const octets = encodeText(text, 'gsm7');
      fields.short_message = Buffer.from(octets.buffer, octets.byteOffset, octets.byteLength);
      return fields;
    };
    return {
      submit(done) {
        client.submitSm(nextFields()).then(
          () => done(true),
          () => done(false),
        );
      },
      async offer() {
        const { response } = await client.send({ command: 'submit_sm', ...nextFields() });
        response.catch(() => undefined);
      },
      close: () => client.close(),
    };
  },
};
