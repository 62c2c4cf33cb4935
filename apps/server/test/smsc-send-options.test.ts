import type { MessageDetail } from '@routelab/shared';
import type { ReceivedSubmit, SmscSimulator } from '@routelab/smpp/testing';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { ApiClient } from './support/api-client.js';
import { describeEachDialect } from './support/dialects.js';
import {
  createGateway,
  eventually,
  messageDetail,
  sendSms,
  startSmsc,
  waitForState,
} from './support/smsc-api.js';

/** A WAP push UDH (ports 2948 <- 9200) and a few octets of body. */
const WAP_UDH = '0605040b8423f0';
const WAP_BODY = `${WAP_UDH}01060403ae81ea`;

describeEachDialect('the advanced fields of a sent message reach the submit_sm', (server) => {
  let smsc: SmscSimulator;
  let client: ApiClient;
  let gatewayId: number;

  beforeAll(async () => {
    smsc = await startSmsc();
    client = await server().signedInClient('advanced@example.com');
    gatewayId = (await createGateway(client, smsc.port)).id;
    await waitForState(client, gatewayId, 'bound');
  });

  afterAll(async () => {
    await smsc.stop();
  });

  /** Sends one message and returns what the SMSC got for it, and its detail. */
  async function send(
    destination: string,
    body: Record<string, unknown>,
  ): Promise<{ submits: ReceivedSubmit[]; detail: MessageDetail }> {
    const [id] = await sendSms(client, {
      gateway: gatewayId,
      destinations: [destination],
      registered_delivery: 0,
      ...body,
    });
    const submits = await eventually(`the submit to ${destination}`, () => {
      const found = smsc.submits.filter((s) => s.pdu.destination_addr === destination);
      return Promise.resolve(found.length > 0 ? found : undefined);
    });
    return { submits, detail: await messageDetail(client, id!) };
  }

  it('sends binary with its own UDH with UDHI (0x40) set, as one short message', async () => {
    const { submits, detail } = await send('491700000101', {
      coding: 'binary',
      hex: WAP_BODY,
      udh: true,
    });
    expect(submits).toHaveLength(1);
    expect(submits[0]!.pdu.esm_class).toBe(0x40);
    expect(submits[0]!.pdu.data_coding).toBe(0x04);
    expect(Buffer.from(submits[0]!.pdu.short_message).toString('hex')).toBe(WAP_BODY);
    expect(detail.esm_class).toBe(0x40);
    expect(detail.send_options).toMatchObject({ udh: true });
  });

  it('keeps a raw esm_class and adds UDHI to it when a UDH goes out', async () => {
    const { submits } = await send('491700000102', {
      coding: 'binary',
      hex: WAP_BODY,
      udh: true,
      esm_class: 0x03,
    });
    expect(submits[0]!.pdu.esm_class).toBe(0x43);
    const plain = await send('491700000103', { text: 'store and forward', esm_class: 3 });
    expect(plain.submits[0]!.pdu.esm_class).toBe(0x03);
  });

  it('sends protocol_id, priority, message class, validity and schedule as given', async () => {
    const { submits, detail } = await send('491700000104', {
      text: 'Flash!',
      protocol_id: 0x41,
      priority_flag: 2,
      message_class: 0,
      validity_period: { type: 'relative', amount: 90, unit: 'minutes' },
      schedule_delivery_time: { type: 'absolute', at: '2030-01-02T23:59:59Z' },
    });
    const pdu = submits[0]!.pdu;
    expect(pdu).toMatchObject({
      protocol_id: 0x41,
      priority_flag: 2,
      data_coding: 0x10,
      validity_period: '000000013000000R',
      schedule_delivery_time: '300102235959000+',
    });
    expect(submits[0]!.text).toBe('Flash!');
    expect(detail.data_coding).toBe(0x10);
    expect(detail.send_options).toEqual({
      protocol_id: 0x41,
      priority_flag: 2,
      validity_period: '000000013000000R',
      schedule_delivery_time: '300102235959000+',
      packed: false,
      udh: false,
    });

    const hours = await send('491700000105', {
      text: 'Привет',
      message_class: 1,
      validity_period: { type: 'relative', amount: 49, unit: 'hours' },
      schedule_delivery_time: '000000001000000R',
    });
    expect(hours.submits[0]!.pdu).toMatchObject({
      data_coding: 0x19,
      validity_period: '000002010000000R',
      schedule_delivery_time: '000000001000000R',
    });
  });

  it('packs GSM 7-bit text into septets when asked', async () => {
    const { submits, detail } = await send('491700000106', { text: 'hellohello', packed: true });
    expect(submits[0]!.pdu.data_coding).toBe(0);
    // 3GPP TS 23.038's own example: "hellohello" packs into these nine octets.
    expect(Buffer.from(submits[0]!.pdu.short_message).toString('hex')).toBe('e8329bfd4697d9ec37');
    expect(detail.send_options).toMatchObject({ packed: true });

    const long = await send('491700000107', { text: 'a'.repeat(200), packed: true });
    expect(long.submits).toHaveLength(2);
    // 6 octets of UDH, one fill bit, 153 septets: 140 octets, the air interface's limit.
    expect(long.submits[0]!.pdu.short_message).toHaveLength(140);
    expect(long.submits[0]!.pdu.esm_class).toBe(0x40);
  });

  it('answers bad advanced values with 400 and a message per field', async () => {
    const response = await client.post<Record<string, string[]>>('/api/message/smsc/create/', {
      gateway: gatewayId,
      destinations: ['491700000108'],
      text: 'x',
      protocol_id: 256,
      priority_flag: 4,
      esm_class: -1,
      message_class: 5,
      validity_period: { type: 'relative', amount: 0, unit: 'minutes' },
      schedule_delivery_time: { type: 'absolute', at: 'tomorrow' },
      packed: 'yes',
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      protocol_id: ['Protocol ID must be between 0 and 255'],
      priority_flag: ['Priority must be between 0 and 3'],
      esm_class: ['ESM class must be between 0 and 255'],
      message_class: ['Message class must be between 0 and 3'],
      'validity_period.amount': ['Duration must be at least 1'],
      'schedule_delivery_time.at': ['Use an ISO 8601 date-time'],
      packed: ['Packed must be true or false'],
    });

    const tooLong = await client.post('/api/message/smsc/create/', {
      gateway: gatewayId,
      destinations: ['491700000108'],
      text: 'x',
      validity_period: { type: 'relative', amount: 2377, unit: 'hours' },
      schedule_delivery_time: 'tomorrow',
    });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body).toEqual({
      'validity_period.amount': ['A relative time cannot exceed 99 days'],
      schedule_delivery_time: ['Use the SMPP time format YYMMDDhhmmsstnnp (16 characters)'],
    });
  });

  it('refuses fields the coding cannot carry, with a field error', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ text: 'Привет', packed: true }, 'packed', 'Only GSM 7-bit text can be packed'],
      [{ text: 'x', coding: 'ucs2', packed: true }, 'packed', 'Only GSM 7-bit text can be packed'],
      [
        { text: 'x', coding: 'latin1', message_class: 0 },
        'message_class',
        'A message class needs GSM 7-bit, UCS2 or binary coding',
      ],
      [{ text: 'x', udh: true }, 'udh', 'A UDH of your own needs binary coding'],
      [
        { coding: 'binary', hex: '0900', udh: true },
        'hex',
        'The hex does not start with a valid UDH',
      ],
      [
        { coding: 'binary', hex: `${WAP_UDH}${'00'.repeat(140)}`, udh: true },
        'hex',
        'A body with its own UDH must fit one message (140 octets)',
      ],
    ];
    for (const [body, field, message] of cases) {
      const response = await client.post('/api/message/smsc/create/', {
        gateway: gatewayId,
        destinations: ['491700000109'],
        ...body,
      });
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body, JSON.stringify(body)).toEqual({ [field]: [message] });
    }
    expect(smsc.submits.some((s) => s.pdu.destination_addr === '491700000109')).toBe(false);
  });
});
