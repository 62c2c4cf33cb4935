import {
  npmConnect,
  npmDecode,
  npmPdu,
  npmRequest,
  startNpmSmppServer,
} from '../../test/interop/support/npm-smpp.js';
import { benchCredentials, sampleSubmit } from '../sample-message.js';
import type { BenchLibrary } from './types.js';

const { text, ...submitFields } = sampleSubmit;
const submitOptions = { ...submitFields, short_message: text };

/** npm `smpp` 0.5.1: the baseline. It has no window of its own; the driver keeps the window. */
export const npmSmppLibrary: BenchLibrary = {
  title: 'npm smpp',

  codecRoundTrip() {
    return () => {
      npmDecode(npmPdu('submit_sm', { ...submitOptions, sequence_number: 1 }).toBuffer());
    };
  },

  async startServer() {
    let nextMessageId = 1;
    const server = await startNpmSmppServer((session) => {
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
    return server;
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
      close: () => new Promise((resolve) => session.destroy(() => resolve())),
    };
  },
};
