import {
  npmConnect,
  npmRequest,
  type NpmSmppPdu,
  type NpmSmppSession,
} from '../../../../packages/smpp/test/interop/support/npm-smpp.js';

/**
 * npm `smpp` bound to our SMPP server as a transceiver (SMPP 3.4) for the account, answering
 * every deliver_sm and keeping them; rejects when the bind is refused.
 */
export async function bindNpmEsme(
  port: number,
  account: { system_id: string; password: string },
): Promise<{ session: NpmSmppSession; delivered: NpmSmppPdu[] }> {
  const session = await npmConnect(port);
  session.on('error', () => undefined);
  const delivered: NpmSmppPdu[] = [];
  session.on('pdu', (pdu: NpmSmppPdu) => {
    if (pdu.command === 'deliver_sm') {
      delivered.push(pdu);
      session.send(pdu.response());
    }
  });
  const bind = await npmRequest(session, 'bind_transceiver', {
    system_id: account.system_id,
    password: account.password,
    interface_version: 0x34,
  });
  if (bind.command_status !== 0) {
    session.destroy();
    throw new Error(`npm smpp bind refused: 0x${bind.command_status.toString(16)}`);
  }
  return { session, delivered };
}
