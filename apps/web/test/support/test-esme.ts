// The test process plays the user's SMS software: an ESME from our own SMPP library, outside
// the console (the web code itself never imports it).
import { SmppClient, type PduOf } from '@routelab/smpp';

type DeliverSm = PduOf<'deliver_sm'>;

export interface TestEsme {
  client: SmppClient;
  /** deliver_sm PDUs received so far, each answered with ESME_ROK. */
  delivered: DeliverSm[];
  /** Resolves with the first received deliver_sm that `match` accepts (bounded wait). */
  waitForDeliver: (match: (pdu: DeliverSm) => boolean, timeoutMs?: number) => Promise<DeliverSm>;
  close: () => Promise<void>;
}

/** Binds a transceiver to the console's SMPP server with an account's credentials. */
export async function bindTestEsme(
  port: number,
  account: { system_id: string; password: string },
): Promise<TestEsme> {
  const client = new SmppClient({
    host: '127.0.0.1',
    port,
    system_id: account.system_id,
    password: account.password,
    bindType: 'transceiver',
    responseTimeoutMs: 5_000,
    enquireLinkIntervalMs: 0,
  });
  const delivered: TestEsme['delivered'] = [];
  client.on('error', () => undefined);
  client.on('pdu', (pdu, session) => {
    if (pdu.command === 'deliver_sm') delivered.push(pdu);
    session.respond(pdu);
  });
  await client.connect();

  const waitForDeliver: TestEsme['waitForDeliver'] = async (match, timeoutMs = 15_000) => {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      const found = delivered.find(match);
      if (found) return found;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`no matching deliver_sm within ${timeoutMs} ms (got ${delivered.length})`);
  };
  return { client, delivered, waitForDeliver, close: () => client.close() };
}
