import type { PduLog } from '@routelab/shared';
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

describeEachDialect('sending through a gateway to the simulator', (server) => {
  let smsc: SmscSimulator;
  let client: ApiClient;
  let gatewayId: number;

  beforeAll(async () => {
    smsc = await startSmsc({ idFormat: 'hex', receiptIdFormat: 'padded' });
    client = await server().signedInClient('sender@example.com');
    gatewayId = (await createGateway(client, smsc.port)).id;
    await waitForState(client, gatewayId, 'bound');
  });

  afterAll(async () => {
    await smsc.stop();
  });

  it('submits, matches the receipt by normalised id, and shows every part and PDU', async () => {
    const [id] = await sendSms(client, {
      gateway: gatewayId,
      source_addr: 'RouteLab',
      destinations: ['+4915112345678'],
      text: 'Hello from RouteLab',
    });
    const detail = await waitForStatus(client, id!, ['delivered']);
    expect(detail).toMatchObject({
      source_addr: 'RouteLab',
      source_addr_ton: 5,
      source_addr_npi: 0,
      destination_addr: '4915112345678',
      dest_addr_ton: 1,
      dest_addr_npi: 1,
      data_coding: 0,
      parts: 1,
    });
    const submit = smsc.submits.find((s) => s.pdu.destination_addr === '4915112345678')!;
    expect(detail.message_id).toBe(submit.messageId);
    expect(detail.dlr_text).toContain('stat:DELIVRD');
    expect(detail.part_list[0]).toMatchObject({ seq: 1, status: 'delivered' });
    expect(detail.part_list[0]!.submitted_at).not.toBeNull();
    expect(detail.part_list[0]!.responded_at).not.toBeNull();
    expect(detail.part_list[0]!.done_at).not.toBeNull();

    // The PDU log is written in batches: wait for the receipt's answer to be stored.
    const pdus = await eventually('the PDUs of the message', async () => {
      const response = await client.get<{ results: PduLog[] }>(`/api/message/smsc/${id}/pdus/`);
      return response.body.results.length >= 4 ? response : undefined;
    });
    const commands = pdus.body.results.map((pdu) => `${pdu.direction} ${pdu.command}`);
    expect(commands).toEqual([
      'out submit_sm',
      'in submit_sm_resp',
      'in deliver_sm',
      'out deliver_sm_resp',
    ]);
    const submitPdu = pdus.body.results.find((pdu) => pdu.command === 'submit_sm')!;
    expect(submitPdu.fields).toEqual(
      expect.arrayContaining([{ name: 'destination_addr', value: '4915112345678' }]),
    );
  });

  it('splits long text (UDH, SAR, payload) and aggregates the parts', async () => {
    const text = 'Ж'.repeat(150);
    for (const concatenation of ['udh8', 'sar', 'payload'] as const) {
      const [id] = await sendSms(client, {
        gateway: gatewayId,
        source_addr: '12345',
        destinations: ['491700000001'],
        text,
        concatenation,
      });
      const detail = await waitForStatus(client, id!, ['delivered']);
      expect(detail.data_coding).toBe(8);
      expect(detail.parts).toBe(concatenation === 'payload' ? 1 : 3);
      expect(detail.source_addr_ton).toBe(3);
    }
    const sar = smsc.submits.filter((s) => s.pdu.tlvs.some((tlv) => tlv.tag === 0x020c));
    expect(sar).toHaveLength(3);
    const udh = smsc.submits.filter((s) => (s.pdu.esm_class & 0x40) !== 0);
    expect(udh).toHaveLength(3);
  });

  it('refuses text the chosen coding cannot carry, with a field error', async () => {
    const response = await client.post('/api/message/smsc/create/', {
      gateway: gatewayId,
      destinations: ['491700000002'],
      text: 'Привет',
      coding: 'gsm7',
    });
    expect(response.status).toBe(400);
    expect(response.body).toHaveProperty('text');
  });

  it('stores an MO deliver_sm and answers it', async () => {
    const statuses = await smsc.sendMo({
      source: '491711111111',
      destination: '12345',
      text: 'Hi RouteLab',
    });
    expect(statuses).toEqual([0]);
    const list = await client.get<{
      count: number;
      results: { text: string; direction: string }[];
    }>('/api/message/smsc/list/?direction=mo');
    expect(list.body.results).toEqual([
      expect.objectContaining({ direction: 'mo', text: 'Hi RouteLab' }),
    ]);
  });

  it('stores the parts of a long MO as one message', async () => {
    const statuses = await smsc.sendLongMo({
      source: '491722222222',
      destination: '12345',
      ref: 42,
      parts: [
        { seq: 2, text: 'second part, ' },
        { seq: 1, text: 'First part, ' },
        { seq: 3, text: 'and the end.' },
      ],
    });
    expect(statuses).toEqual([0, 0, 0]);
    const list = await client.get<{
      results: { id: number; text: string; parts: number; source_addr: string }[];
    }>('/api/message/smsc/list/?direction=mo');
    const long = list.body.results.filter((row) => row.source_addr === '491722222222');
    expect(long).toEqual([
      expect.objectContaining({
        source_addr: '491722222222',
        text: 'First part, second part, and the end.',
        parts: 3,
      }),
    ]);

    // Its PDUs: each part's deliver_sm and our answer, by the part's session and sequence.
    const pdus = await eventually('every deliver_sm and answer logged', async () => {
      const page = await client.get<{ results: PduLog[] }>(
        `/api/message/smsc/${long[0]!.id}/pdus/`,
      );
      return page.body.results.length === 6 ? page.body.results : undefined;
    });
    expect(pdus.map((pdu) => pdu.command).sort()).toEqual(
      [...Array<string>(3).fill('deliver_sm'), ...Array<string>(3).fill('deliver_sm_resp')].sort(),
    );
  });

  it('holds back sending while the PDU log lags, and sends once it has caught up', async () => {
    const gate = server().app.pduLogWriter.flowGate;
    const before = smsc.submits.length;
    gate.hold();
    try {
      const [id] = await sendSms(client, {
        gateway: gatewayId,
        source_addr: 'RouteLab',
        destinations: ['+4915112345699'],
        text: 'Held back by the log',
      });
      // Many times what one submit_sm takes on loopback.
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(smsc.submits.length).toBe(before);

      gate.release();
      await waitForStatus(client, id!, ['delivered']);
      expect(smsc.submits.length).toBe(before + 1);
    } finally {
      gate.release();
    }
  });
});
