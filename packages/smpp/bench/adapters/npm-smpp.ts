import {
  npmConnect,
  npmDecode,
  npmDestroy,
  npmPdu,
  npmRequest,
  startNpmSmppServer,
} from '../../test/interop/support/npm-smpp.js';
import { benchCredentials, sampleSubmit } from '../sample-message.js';
import type { BenchLibrary, CodecCase } from './types.js';

const { text, ...submitFields } = sampleSubmit;
const submitOptions = { ...submitFields, short_message: text };
const textOptions = { ...submitOptions, sequence_number: 1 };
// The sample text is plain ASCII letters, digits and punctuation: the same octets in GSM 7-bit.
const bytesOptions = {
  ...submitFields,
  short_message: Buffer.from(text, 'latin1'),
  sequence_number: 1,
};

function codecRoundTrip(kind: CodecCase): () => void {
  switch (kind) {
    case 'encode-decode': {
      // toBuffer() may be called again on the same PDU: its fields are already in wire form.
      const pdu = npmPdu('submit_sm', bytesOptions);
      return () => void npmDecode(pdu.toBuffer());
    }
    case 'build-encode-decode':
      return () => void npmDecode(npmPdu('submit_sm', bytesOptions).toBuffer());
    case 'text-build-encode-decode':
      // npm smpp turns text into octets in toBuffer() and back into text when it decodes.
      return () => void npmDecode(npmPdu('submit_sm', textOptions).toBuffer());
  }
}

/** npm `smpp` 0.5.1: the baseline. It has no window of its own; the driver keeps the window. */
export const npmSmppLibrary: BenchLibrary = {
  title: 'npm smpp',
  codecRoundTrip,

  async startServer() {
    let nextMessageId = 1;
    return startNpmSmppServer((session) => {
      session.on('pdu', (pdu) => {
        if (pdu.command === 'submit_sm') {
          session.send(pdu.response({ message_id: String(nextMessageId++) }));
        } else if (pdu.command.startsWith('bind_')) {
          session.send(pdu.response({ system_id: 'npm-smsc' }));
        } else if (!pdu.isResponse()) {
          session.send(pdu.response());
        }
      });
    });
  },

  async connect(port) {
    const session = await npmConnect(port);
    session.on('error', () => session.destroy());
    const bind = await npmRequest(session, 'bind_transmitter', {
      ...benchCredentials,
      interface_version: 0x34,
    });
    if (bind.command_status !== 0) throw new Error(`npm smpp bind failed: ${bind.command_status}`);
    return {
      submit(done) {
        session.send(npmPdu('submit_sm', submitOptions), (response) =>
          done(response.command_status === 0),
        );
      },
      async offer() {
        session.send(npmPdu('submit_sm', submitOptions), () => undefined);
      },
      close: () => npmDestroy(session),
    };
  },
};
