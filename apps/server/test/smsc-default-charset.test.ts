import type { Gateway, GatewayList, Message } from '@routelab/shared';
import type { SmscSimulator } from '@routelab/smpp/testing';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { ApiClient } from './support/api-client.js';
import { describeEachDialect } from './support/dialects.js';
import {
  createGateway,
  eventually,
  sendSms,
  startSmsc,
  waitForState,
  waitForStatus,
} from './support/smsc-api.js';

const CHARSETS = ['gsm7', 'ascii', 'latin1'] as const;

describeEachDialect("what data_coding 0 means on a gateway's link", (server) => {
  let smsc: SmscSimulator;
  let client: ApiClient;
  const gateways = {} as Record<(typeof CHARSETS)[number], Gateway>;

  beforeAll(async () => {
    // Text receipts only, with ids that GSM 03.38 misreads: MSG_4097 would be MSG§4097.
    smsc = await startSmsc({ idPrefix: 'MSG_', firstId: 4097, receiptTlvs: false });
    client = await server().signedInClient('charset@example.com');
    for (const charset of CHARSETS) {
      gateways[charset] = await createGateway(client, smsc.port, {
        name: `SMSC ${charset}`,
        default_charset: charset,
      });
    }
    for (const gateway of Object.values(gateways)) await waitForState(client, gateway.id, 'bound');
  });

  afterAll(async () => {
    await smsc.stop();
  });

  it('stores the setting, GSM 03.38 unless chosen, and refuses an unknown one', async () => {
    expect(CHARSETS.map((charset) => gateways[charset].default_charset)).toEqual(CHARSETS);
    const plain = await createGateway(client, smsc.port, { enabled: false });
    expect(plain.default_charset).toBe('gsm7');

    const bad = await client.post('/api/gateway/create/', {
      name: 'bad',
      host: '127.0.0.1',
      port: smsc.port,
      system_id: 'x',
      password: 'x',
      default_charset: 'utf8',
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({
      default_charset: ['Default charset must be gsm7, ascii or latin1'],
    });
    const badUpdate = await client.put('/api/gateway/update/', { ...plain, default_charset: 7 });
    expect(badUpdate.status).toBe(400);
    expect(badUpdate.body).toHaveProperty('default_charset');

    const updated = await client.put<Gateway>('/api/gateway/update/', {
      ...plain,
      default_charset: 'latin1',
    });
    expect(updated.status).toBe(200);
    expect(updated.body.default_charset).toBe('latin1');
    const list = await client.get<GatewayList>('/api/gateway/list/');
    expect(list.body.gateways.find((g) => g.id === plain.id)?.default_charset).toBe('latin1');
  });

  it('matches a text receipt for MSG_4097 by its octets, and keeps its text in the link charset', async () => {
    const sendOn = async (gateway: Gateway) => {
      const [id] = await sendSms(client, {
        gateway: gateway.id,
        destinations: ['491700000001'],
        text: 'Hi',
      });
      return id!;
    };
    const gsmId = await sendOn(gateways.gsm7);
    const latin1Id = await sendOn(gateways.latin1);
    const gsm = await waitForStatus(client, gsmId, ['delivered']);
    const latin1 = await waitForStatus(client, latin1Id, ['delivered']);
    const ids = smsc.submits.map((submit) => submit.messageId);
    expect(ids).toContain('MSG_4097');
    expect(ids).toContain(gsm.message_id);
    expect(gsm.message_id).toMatch(/^MSG_\d+$/);
    expect(gsm.dlr_text).toContain(`id:${gsm.message_id!.replace('_', '§')} `);
    expect(latin1.dlr_text).toContain(`id:${latin1.message_id} `);
  });

  it('reads MO text a_b@c in the link charset: exact with ascii and latin1, GSM with gsm7', async () => {
    // One deliver_sm on every bound session: one for each gateway.
    const statuses = await smsc.sendMo({
      source: '491711111111',
      destination: '12345',
      text: 'a_b@c',
    });
    expect(statuses).toEqual([0, 0, 0]);
    const textOn = async (gateway: Gateway) => {
      const list = await eventually(`the MO on ${gateway.name}`, async () => {
        const page = await client.get<{ results: Message[] }>(
          `/api/message/smsc/list/?direction=mo&gateway=${gateway.id}`,
        );
        return page.body.results.length > 0 ? page.body.results : undefined;
      });
      return list.map((message) => message.text);
    };
    expect(await textOn(gateways.gsm7)).toEqual(['a§b¡c']);
    expect(await textOn(gateways.ascii)).toEqual(['a_b@c']);
    expect(await textOn(gateways.latin1)).toEqual(['a_b@c']);
  });

  it('sends text that fits the link charset as data_coding 0 in that charset', async () => {
    const text = 'Grüße a_b@c';
    const [id] = await sendSms(client, {
      gateway: gateways.latin1.id,
      destinations: ['491700000002'],
      text,
    });
    const detail = await waitForStatus(client, id!, ['delivered']);
    expect(detail.data_coding).toBe(0);
    const submit = smsc.submits.find((s) => s.pdu.destination_addr === '491700000002')!;
    expect(submit.pdu.data_coding).toBe(0);
    expect(submit.pdu.short_message.toString('hex')).toBe(
      Buffer.from(text, 'latin1').toString('hex'),
    );

    const [ascii] = await sendSms(client, {
      gateway: gateways.ascii.id,
      destinations: ['491700000003'],
      text: 'a_b@c',
      coding: 'gsm7',
    });
    await waitForStatus(client, ascii!, ['delivered']);
    const asciiSubmit = smsc.submits.find((s) => s.pdu.destination_addr === '491700000003')!;
    expect(asciiSubmit.pdu.data_coding).toBe(0);
    expect(asciiSubmit.pdu.short_message.toString('latin1')).toBe('a_b@c');

    // A character the link charset lacks, with data_coding 0 forced: a field error.
    const refused = await client.post('/api/message/smsc/create/', {
      gateway: gateways.latin1.id,
      destinations: ['491700000004'],
      text: '€5',
      coding: 'gsm7',
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toHaveProperty('text');
  });
});
