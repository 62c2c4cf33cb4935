import type { SmscPreview } from '@routelab/shared';
import type { SmscSimulator } from '@routelab/smpp/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from './support/api-client.js';
import { describeEachDialect } from './support/dialects.js';
import { createGateway, startSmsc, waitForState } from './support/smsc-api.js';
import type { TestServer } from './support/test-server.js';

const RU = { headers: { 'accept-language': 'ru' } };
const UK = { headers: { 'accept-language': 'uk' } };

/** What a refused send must not leave behind: messages, parts, charges, PDUs. */
async function traces(server: TestServer, userId: number) {
  const count = async (table: 'smsc_messages' | 'ledger_entries') =>
    Number(
      (
        await server.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .where('user_id', '=', userId)
          .executeTakeFirstOrThrow()
      ).n,
    );
  const balance = await server.db
    .selectFrom('users')
    .select('balance_micros')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  return {
    messages: await count('smsc_messages'),
    ledger: await count('ledger_entries'),
    balance: Number(balance.balance_micros),
  };
}

/**
 * Sends the console refuses before Send are refused by the API too (400, field messages in the
 * request's language), before anything is stored or charged; the preview writes nothing.
 */
describeEachDialect('refused sends and the send preview', (server) => {
  let smsc: SmscSimulator;
  let client: ApiClient;
  let userId: number;
  let gateway: number;

  beforeAll(async () => {
    smsc = await startSmsc();
    client = await server().signedInClient('refusals@example.com');
    userId = (await client.get<{ id: number }>('/api/user/profile/')).body.id;
    gateway = (await createGateway(client, smsc.port)).id;
    await waitForState(client, gateway, 'bound');
  });

  afterAll(async () => {
    await smsc.stop();
  });

  const post = (path: string, body: Record<string, unknown>, options = {}) =>
    client.post<Record<string, unknown>>(path, { gateway, ...body }, options);

  describe('refusals', () => {
    it('refuses an alphanumeric destination without allow_alphanumeric, by its line', async () => {
      const before = await traces(server(), userId);
      const body = { destinations: ['447700900123', 'abc'], text: 'Hello' };
      const refused = await post('/api/message/smsc/create/', body, RU);
      expect(refused.status).toBe(400);
      expect(refused.body).toEqual({
        'destinations.1': [
          'Это не номер телефона (цифры и, возможно, + в начале): чтобы отправить на такой адрес, разрешите буквенно-цифровых получателей',
        ],
      });
      expect(await traces(server(), userId)).toEqual(before);
      expect(smsc.submits).toHaveLength(0);
    });

    it('refuses an international number longer than E.164 allows', async () => {
      const refused = await post('/api/message/smsc/create/', {
        destinations: ['+1234567890123456'],
        text: 'Hello',
      });
      expect(refused.status).toBe(400);
      expect(refused.body).toEqual({
        'destinations.0': ['An international number has at most 15 digits (E.164)'],
      });
    });

    it('refuses Cyrillic in forced GSM 7-bit with a translated message, not the encoder’s', async () => {
      const before = await traces(server(), userId);
      const refused = await post(
        '/api/message/smsc/create/',
        { destinations: ['447700900123'], text: 'Привет', coding: 'gsm7' },
        UK,
      );
      expect(refused.status).toBe(400);
      expect(refused.body).toEqual({
        text: [
          'У вибраному кодуванні не можна передати деякі символи тексту: виберіть UCS-2 або «Авто»',
        ],
      });
      expect(await traces(server(), userId)).toEqual(before);
      const preview = await post('/api/message/smsc/preview/', {
        destinations: ['447700900123'],
        text: 'Привет',
        coding: 'gsm7',
      });
      expect(preview.status).toBe(400);
      expect(preview.body).toEqual({
        text: ['The chosen coding cannot carry some characters of the text: choose UCS-2 or Auto'],
      });
    });

    it('sends to an alphanumeric destination when allowed, as TON 5', async () => {
      const sent = await post('/api/message/smsc/create/', {
        destinations: ['Shop'],
        text: 'Hello',
        allow_alphanumeric: true,
      });
      expect(sent.status, JSON.stringify(sent.body)).toBe(201);
      await smsc.waitForMessage('Shop');
      const submit = smsc.submits.find(({ pdu }) => pdu.destination_addr === 'Shop');
      expect([submit?.pdu.dest_addr_ton, submit?.pdu.dest_addr_npi]).toEqual([5, 0]);
    });
  });

  describe('preview', () => {
    it('answers the submit_sm of each part with decoded fields, UDH and hex, storing nothing', async () => {
      const before = await traces(server(), userId);
      const submitsBefore = smsc.submits.length;
      const response = await client.post<SmscPreview>('/api/message/smsc/preview/', {
        gateway,
        source_addr: '12345',
        destinations: ['+44 7700 900123', '447700900124'],
        text: 'x'.repeat(200),
        service_type: 'CMT',
      });
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      const { destinations, pdus } = response.body;
      expect(destinations).toBe(2);
      expect(pdus.map((pdu) => pdu.seq)).toEqual([1, 2]);
      const field = (index: number, name: string) =>
        pdus[index]!.fields.find((item) => item.name === name)?.value;
      expect(field(0, 'service_type')).toBe('CMT');
      expect(field(0, 'source_addr')).toBe('12345');
      expect(field(0, 'source_addr_ton')).toBe('3 (0x03)');
      expect(field(0, 'destination_addr')).toBe('447700900123');
      expect(field(0, 'dest_addr_ton')).toBe('1 (0x01)');
      expect(field(0, 'dest_addr_npi')).toBe('1 (0x01)');
      expect(field(0, 'esm_class')).toBe('64 (0x40)');
      expect(field(0, 'data_coding')).toBe('0 (0x00)');
      expect(field(0, 'registered_delivery')).toBe('1 (0x01)');
      expect(pdus[1]!.udh?.concatenation).toMatchObject({ total: 2, seq: 2, bits: 8 });
      // command_id submit_sm (0x00000004) after the length; the text's septets in the body.
      expect(pdus[0]!.hex.slice(8, 16)).toBe('00000004');
      expect(pdus[0]!.hex).toContain('78'.repeat(153));
      expect(await traces(server(), userId)).toEqual(before);
      expect(smsc.submits.length).toBe(submitsBefore);
    });

    it('answers 404 for a gateway that is not the user’s', async () => {
      const other = await server().signedInClient('refusals-other@example.com');
      const response = await other.post('/api/message/smsc/preview/', {
        gateway,
        destinations: ['447700900123'],
        text: 'Hello',
      });
      expect(response.status).toBe(404);
    });
  });
});
