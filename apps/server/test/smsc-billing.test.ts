import { CommandStatus } from '@routelab/smpp';
import { DEFAULT_PRICES, type LoadTestProgress } from '@routelab/shared';
import type { SmscSimulator } from '@routelab/smpp/testing';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { refreshMessages } from '../src/modules/smsc-messages/message-status.js';
import { PartRefunds } from '../src/modules/smsc-messages/part-refunds.js';
import type { ApiClient } from './support/api-client.js';
import { describeEachDialect } from './support/dialects.js';
import {
  allMessages,
  createGateway,
  eventually,
  messageDetail,
  startSmsc,
  waitForState,
  waitForStatus,
} from './support/smsc-api.js';
import { SseReader } from './support/sse-reader.js';
import type { TestServer } from './support/test-server.js';

/** The price of a segment sent through a gateway, tier "any". */
const PRICE = DEFAULT_PRICES.find((price) => price.tier === 'any')!.sent_segment_micros;
/** 200 GSM characters: two parts. */
const TWO_PARTS = 'a'.repeat(200);
const THREE_PARTS = 'b'.repeat(400);
const RU = { headers: { 'accept-language': 'ru' } };

interface User {
  id: number;
  client: ApiClient;
}

async function signUp(server: TestServer, name: string): Promise<User> {
  const client = await server.signedInClient(`${name}@example.com`);
  const { id } = (await client.get<{ id: number }>('/api/user/profile/')).body;
  return { id, client };
}

const balanceOf = async (server: TestServer, userId: number) =>
  Number(
    (
      await server.db
        .selectFrom('users')
        .select('balance_micros')
        .where('id', '=', userId)
        .executeTakeFirstOrThrow()
    ).balance_micros,
  );

const entriesOf = async (server: TestServer, userId: number) =>
  (
    await server.db
      .selectFrom('ledger_entries')
      .select(['kind', 'amount_micros', 'reference', 'note'])
      .where('user_id', '=', userId)
      .orderBy('id')
      .execute()
  ).map((row) => ({ ...row, amount_micros: Number(row.amount_micros) }));

const credit = (server: TestServer, userId: number, amountMicros: number) =>
  server.ctx.ledger.apply({ userId, amountMicros, kind: 'adjustment', note: 'test', at: 1 });

/** Sends through the gateway; answers the response as is. */
const send = (client: ApiClient, body: Record<string, unknown>, options = {}) =>
  client.post<{ ids: number[]; load_test_id: string | null; detail?: string; code?: string }>(
    '/api/message/smsc/create/',
    body,
    options,
  );

/** Charges of sends through gateways: debited up front, refunded for what the SMSC never took. */
describeEachDialect(
  'sends are charged',
  (server) => {
    let accepting: SmscSimulator;
    const users: User[] = [];

    beforeAll(async () => {
      accepting = await startSmsc();
    });

    afterAll(async () => {
      await accepting.stop();
    });

    const user = async (name: string) => {
      const created = await signUp(server(), name);
      users.push(created);
      return created;
    };

    // Whatever a test did, every balance is the sum of its ledger rows.
    afterEach(async () => {
      for (const { id } of users.splice(0)) {
        const sum = (await entriesOf(server(), id)).reduce((t, row) => t + row.amount_micros, 0);
        expect(await balanceOf(server(), id)).toBe(sum);
      }
    });

    it('debits every segment of a send in one ledger row and shows each message its cost', async () => {
      const { id, client } = await user('charge-send');
      await credit(server(), id, 1_000_000);
      const gateway = await createGateway(client, accepting.port);
      await waitForState(client, gateway.id, 'bound');

      const response = await send(client, {
        gateway: gateway.id,
        destinations: ['491700000001', '491700000002'],
        text: TWO_PARTS,
      });
      expect(response.status, JSON.stringify(response.body)).toBe(201);
      const { ids } = response.body;

      expect(await balanceOf(server(), id)).toBe(1_000_000 - 4 * PRICE);
      const charges = (await entriesOf(server(), id)).slice(1);
      expect(charges).toEqual([
        {
          kind: 'message_charge',
          amount_micros: -4 * PRICE,
          reference: `sms:${Math.min(...ids)}`,
          note: '4 segments to 2 destinations',
        },
      ]);
      for (const sms of ids) {
        const delivered = await waitForStatus(client, sms, ['delivered']);
        expect(delivered.cost_micros).toBe(2 * PRICE);
      }
      expect((await allMessages(client)).map((message) => message.cost_micros)).toEqual([
        2 * PRICE,
        2 * PRICE,
      ]);
      // Accepted parts are never refunded.
      expect(await balanceOf(server(), id)).toBe(1_000_000 - 4 * PRICE);
    });

    it('answers 402 with its code when the balance cannot cover a send, and stores nothing', async () => {
      const { id, client } = await user('charge-short');
      await credit(server(), id, 1_000);
      const gateway = await createGateway(client, 1, { enabled: false });
      const body = { gateway: gateway.id, destinations: ['491700000003'], text: THREE_PARTS };

      const refused = await send(client, body);
      expect(refused.status).toBe(402);
      expect(refused.body).toEqual({
        detail: 'This needs $0.006; the balance is $0.001.',
        code: 'insufficient_balance',
      });
      const ru = await send(client, body, RU);
      expect(ru.status).toBe(402);
      expect(ru.body).toEqual({
        detail: 'Для этого нужно $0.006; на балансе $0.001.',
        code: 'insufficient_balance',
      });
      expect(await allMessages(client)).toEqual([]);
      expect(await balanceOf(server(), id)).toBe(1_000);
      expect(await entriesOf(server(), id)).toHaveLength(1);
    });

    it('refunds a part the SMSC refused, once, and the message costs only what it accepted', async () => {
      const { id, client } = await user('charge-refused');
      await credit(server(), id, 1_000_000);
      // Refuses the second part of every message (its UDH names part 2).
      const refusing = await startSmsc({
        reply: ({ pdu }) => ({
          status: pdu.short_message[5] === 2 ? CommandStatus.ESME_RSUBMITFAIL : 0,
        }),
      });
      const events = await SseReader.open(client);
      try {
        const gateway = await createGateway(client, refusing.port);
        await waitForState(client, gateway.id, 'bound');
        const response = await send(client, {
          gateway: gateway.id,
          destinations: ['491700000004'],
          text: TWO_PARTS,
        });
        expect(response.status, JSON.stringify(response.body)).toBe(201);
        const [sms] = response.body.ids;

        const failed = await waitForStatus(client, sms!, ['failed']);
        expect(failed.part_list.map((part) => part.command_status)).toEqual([
          0,
          CommandStatus.ESME_RSUBMITFAIL,
        ]);
        expect(failed.cost_micros).toBe(PRICE);
        expect(await balanceOf(server(), id)).toBe(1_000_000 - PRICE);
        const refund = {
          kind: 'refund',
          amount_micros: PRICE,
          reference: `sms:${sms}`,
          note: '1 segment not accepted by the SMSC',
        };
        expect((await entriesOf(server(), id)).slice(1)).toEqual([
          expect.objectContaining({ kind: 'message_charge', amount_micros: -2 * PRICE }),
          refund,
        ]);

        // Another path that sees the part end (a later batch) refunds nothing more.
        const refunds = new PartRefunds(server().ctx.ledger, () => Date.now());
        await server().database.transactions.readWrite((trx, work) =>
          refreshMessages(trx, work, [sms!], refunds),
        );
        expect((await entriesOf(server(), id)).filter((row) => row.kind === 'refund')).toEqual([
          refund,
        ]);
        expect((await messageDetail(client, sms!)).cost_micros).toBe(PRICE);
        // The console hears of the debit and of the refund.
        await eventually('the refunded balance announced', async () =>
          events
            .of('balance.changed')
            .some(
              (data) => (data as { balance_micros: number }).balance_micros === 1_000_000 - PRICE,
            )
            ? true
            : undefined,
        );
        expect(
          events
            .of('balance.changed')
            .map((data) => (data as { balance_micros: number }).balance_micros),
        ).toContain(1_000_000 - 2 * PRICE);
      } finally {
        await events.close();
        await refusing.stop();
      }
    });

    it('refunds parts whose submit_sm_resp never came', async () => {
      const { id, client } = await user('charge-timeout');
      await credit(server(), id, 1_000_000);
      const silent = await startSmsc({ reply: () => ({ silent: true }) });
      try {
        const gateway = await createGateway(client, silent.port);
        await waitForState(client, gateway.id, 'bound');
        const response = await send(client, {
          gateway: gateway.id,
          destinations: ['491700000005'],
          text: TWO_PARTS,
        });
        const [sms] = response.body.ids;

        const unknown = await waitForStatus(client, sms!, ['unknown']);
        expect(unknown.part_list.map((part) => part.command_status)).toEqual([null, null]);
        await eventually('the refund', async () =>
          (await balanceOf(server(), id)) === 1_000_000 ? true : undefined,
        );
        expect((await messageDetail(client, sms!)).cost_micros).toBe(0);
        // The two parts may time out in one batch or in two: one refund row per batch.
        const [, charge, ...refunds] = await entriesOf(server(), id);
        expect(charge?.amount_micros).toBe(-2 * PRICE);
        expect(refunds.every((row) => row.kind === 'refund')).toBe(true);
        expect(refunds.reduce((sum, row) => sum + row.amount_micros, 0)).toBe(2 * PRICE);
      } finally {
        await silent.stop();
      }
    });

    it('refunds the queued parts of a deleted gateway', async () => {
      const { id, client } = await user('charge-deleted');
      await credit(server(), id, 1_000_000);
      // Disabled: its parts stay queued.
      const gateway = await createGateway(client, 1, { enabled: false });
      const response = await send(client, {
        gateway: gateway.id,
        destinations: ['491700000006', '491700000007'],
        text: THREE_PARTS,
      });
      expect(response.status).toBe(201);
      expect(await balanceOf(server(), id)).toBe(1_000_000 - 6 * PRICE);

      const deleted = await client.request('DELETE', `/api/gateway/delete/${gateway.id}/`);
      expect(deleted.status).toBeLessThan(300);

      expect(await balanceOf(server(), id)).toBe(1_000_000);
      const refunds = (await entriesOf(server(), id)).filter((row) => row.kind === 'refund');
      expect(refunds).toEqual([
        expect.objectContaining({
          amount_micros: 6 * PRICE,
          note: '6 segments not accepted by the SMSC',
        }),
      ]);
      const messages = await allMessages(client);
      expect(messages.map((message) => [message.status, message.cost_micros])).toEqual([
        ['failed', 0],
        ['failed', 0],
      ]);
    });

    it('checks and debits the whole cost of a load test up front (402 when short, nothing created)', async () => {
      const { id, client } = await user('charge-load-short');
      // Enough for 9 of its 10 two-part messages.
      await credit(server(), id, 18 * PRICE);
      const gateway = await createGateway(client, 1, { enabled: false });
      const refused = await send(client, {
        gateway: gateway.id,
        destinations: ['491700000008'],
        text: TWO_PARTS,
        load_test: { count: 10, rate: 100 },
      });
      expect(refused.status).toBe(402);
      expect(refused.body).toEqual({
        detail: 'This needs $0.040; the balance is $0.036.',
        code: 'insufficient_balance',
      });
      expect(await allMessages(client)).toEqual([]);
      expect(await entriesOf(server(), id)).toHaveLength(1);
    });

    it('refunds a load test stopped early: the messages it never created and the parts never sent', async () => {
      const { id, client } = await user('charge-load-stop');
      await credit(server(), id, 1_000_000);
      // Disabled: what it creates stays queued.
      const gateway = await createGateway(client, 1, { enabled: false });
      const created = await send(client, {
        gateway: gateway.id,
        destinations: ['491700000009', '491700000010'],
        text: TWO_PARTS,
        load_test: { count: 100, rate: 10 },
      });
      expect(created.status).toBe(201);
      const loadTest = created.body.load_test_id!;
      expect(await entriesOf(server(), id)).toEqual([
        expect.objectContaining({ kind: 'adjustment' }),
        {
          kind: 'message_charge',
          amount_micros: -200 * PRICE,
          reference: `load-test:${loadTest}`,
          note: 'Load test: 100 messages',
        },
      ]);
      await eventually('a few messages created', async () =>
        (await allMessages(client)).length >= 2 ? true : undefined,
      );

      const stopped = await client.post<LoadTestProgress>(
        `/api/message/smsc/load-test/${loadTest}/stop/`,
      );
      expect(stopped.status).toBe(200);

      const messages = await allMessages(client);
      expect(messages.length).toBeLessThan(100);
      await eventually('every refund', async () =>
        (await balanceOf(server(), id)) === 1_000_000 ? true : undefined,
      );
      const refunds = (await entriesOf(server(), id)).filter((row) => row.kind === 'refund');
      const uncreated = 100 - messages.length;
      expect(refunds).toContainEqual({
        kind: 'refund',
        amount_micros: uncreated * 2 * PRICE,
        reference: `load-test:${loadTest}`,
        note: `Load test: ${uncreated} messages not created`,
      });
      expect(refunds.reduce((sum, row) => sum + row.amount_micros, 0)).toBe(200 * PRICE);
      expect((await allMessages(client)).every((message) => message.cost_micros === 0)).toBe(true);
    });
  },
  { env: { SIGNUP_CREDIT_USD: '0' }, gatewayResponseTimeoutMs: 1_000 },
);

describeEachDialect(
  'sends with billing off',
  (server) => {
    it('charges nothing and gives messages no cost', async () => {
      const { id, client } = await signUp(server(), 'billing-off-send');
      const gateway = await createGateway(client, 1, { enabled: false });
      const response = await send(client, {
        gateway: gateway.id,
        destinations: ['491700000011'],
        text: TWO_PARTS,
      });
      expect(response.status).toBe(201);
      const [sms] = response.body.ids;
      expect((await messageDetail(client, sms!)).cost_micros).toBeNull();
      expect((await allMessages(client)).map((message) => message.cost_micros)).toEqual([null]);

      const deleted = await client.request('DELETE', `/api/gateway/delete/${gateway.id}/`);
      expect(deleted.status).toBeLessThan(300);
      expect(await entriesOf(server(), id)).toEqual([]);
      expect((await messageDetail(client, sms!)).cost_micros).toBeNull();
    });
  },
  { env: { BILLING: 'off' } },
);
