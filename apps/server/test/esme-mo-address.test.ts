import type { PduOf } from '@routelab/smpp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { bindEsme, createAccount, eventually, smppPortOf } from './esme-harness.js';
import type { ApiClient } from './support/api-client.js';
import { describeEachDialect } from './support/dialects.js';

type DeliverSm = PduOf<'deliver_sm'>;

describeEachDialect('MO injection addresses', (server) => {
  let api: ApiClient;
  let accountId: number;
  let esme: Awaited<ReturnType<typeof bindEsme>>;
  const received: DeliverSm[] = [];

  beforeAll(async () => {
    api = await server().signedInClient('esme-mo-address@example.com');
    const account = await createAccount(api);
    accountId = account.id;
    esme = await bindEsme(await smppPortOf(server()), account, { bindType: 'transceiver' });
    esme.on('pdu', (pdu, session) => {
      if (pdu.command === 'deliver_sm') received.push(pdu);
      session.respond(pdu);
    });
  });

  afterAll(async () => {
    await esme.close();
  });

  /** Injects one MO and returns the deliver_sm the ESME got for it. */
  async function mo(body: Record<string, unknown>): Promise<DeliverSm> {
    const text = `MO ${received.length + 1}`;
    const sent = await api.post('/api/message/esme/mo/', { client: accountId, text, ...body });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    return eventually(`the deliver_sm "${text}"`, () =>
      Promise.resolve(received.find((pdu) => Buffer.from(pdu.short_message).toString() === text)),
    );
  }

  it('detects TON/NPI as the client side does and drops the +', async () => {
    expect(await mo({ source_addr: 'ACME', destination_addr: '+4915100000601' })).toMatchObject({
      source_addr: 'ACME',
      source_addr_ton: 5,
      source_addr_npi: 0,
      destination_addr: '4915100000601',
      dest_addr_ton: 1,
      dest_addr_npi: 1,
    });
    expect(await mo({ source_addr: '+4915100000602', destination_addr: '12345' })).toMatchObject({
      source_addr: '4915100000602',
      source_addr_ton: 1,
      source_addr_npi: 1,
      destination_addr: '12345',
      dest_addr_ton: 3,
      dest_addr_npi: 0,
    });
  });

  it("lets the dialog's TON/NPI win, keeping the address as typed", async () => {
    expect(
      await mo({
        source_addr: '+4915100000603',
        source_addr_ton: 2,
        source_addr_npi: 8,
        destination_addr: 'ACME',
        dest_addr_ton: 0,
        dest_addr_npi: 0,
      }),
    ).toMatchObject({
      source_addr: '+4915100000603',
      source_addr_ton: 2,
      source_addr_npi: 8,
      destination_addr: 'ACME',
      dest_addr_ton: 0,
      dest_addr_npi: 0,
    });
  });

  it('answers a bad TON or NPI with 400 and the field', async () => {
    const response = await api.post('/api/message/esme/mo/', {
      client: accountId,
      source_addr: 'ACME',
      source_addr_ton: 7,
      destination_addr: '12345',
      dest_addr_npi: 'x',
      text: 'never sent',
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      source_addr_ton: ['TON must be between 0 and 6'],
      dest_addr_npi: ['NPI must be a number'],
    });
  });
});
