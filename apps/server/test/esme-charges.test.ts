import type { ClientList, EsmeMessage } from '@routelab/shared';
import {
  CommandStatus,
  SmppCommandError,
  TlvTag,
  makeTlv,
  segmentMessage,
  type SmppClient,
} from '@routelab/smpp';
import { afterEach, expect, it } from 'vitest';
import { bindEsme, createAccount, eventually, gsm, smppPortOf } from './esme-harness.js';
import { describeEachDialect } from './support/dialects.js';
import type { TestServer } from './support/test-server.js';

type Paged = { count: number; results: EsmeMessage[] };

/** The price of a segment received by the SMPP server, tier `any` (the shipped list). */
const SEGMENT = 1_000;

/** What a submit was answered: its message id, or the command_status of its refusal. */
async function answerOf(sent: Promise<{ message_id: string }>): Promise<string | number> {
  try {
    return (await sent).message_id;
  } catch (error) {
    if (error instanceof SmppCommandError) return error.commandStatus;
    throw error;
  }
}

const submit = (esme: SmppClient, text: string, destination = '4915100000001') =>
  answerOf(
    esme.submitSm({ source_addr: 'Shop', destination_addr: destination, short_message: gsm(text) }),
  );

/** Every user's balance equals the sum of their ledger rows. */
async function expectLedgerMatchesBalances(server: TestServer): Promise<void> {
  const rows = await server.db
    .selectFrom('users')
    .leftJoin('ledger_entries', 'ledger_entries.user_id', 'users.id')
    .select((eb) => [
      'users.id',
      'users.balance_micros',
      eb.fn.coalesce(eb.fn.sum<number>('ledger_entries.amount_micros'), eb.lit(0)).as('sum'),
    ])
    .groupBy(['users.id', 'users.balance_micros'])
    .execute();
  for (const row of rows) {
    expect(Number(row.sum), `user ${row.id}`).toBe(Number(row.balance_micros));
  }
}

function billingSuite(server: () => TestServer) {
  /** A user with `balance` micro-dollars, an ESME account and a bound session. */
  async function setUp(name: string, balance: number) {
    const api = await server().signedInClient(`${name}@example.com`);
    const { id: userId } = (await api.get('/api/user/profile/')).body as { id: number };
    if (balance > 0) {
      await server().ctx.ledger.apply({ userId, amountMicros: balance, kind: 'top_up', at: 1 });
    }
    const account = await createAccount(api);
    const esme = await bindEsme(await smppPortOf(server()), account);
    return { api, userId, account, esme };
  }

  const balanceOf = (userId: number) => server().ctx.ledger.balanceOf(userId);

  const chargesOf = (userId: number) =>
    server()
      .db.selectFrom('ledger_entries')
      .select(['amount_micros', 'reference', 'note'])
      .where('user_id', '=', userId)
      .where('kind', '=', 'message_charge')
      .orderBy('id')
      .execute();

  async function messagesOf(api: Awaited<ReturnType<typeof setUp>>['api'], clientId: number) {
    const list = await api.get<Paged>(
      `/api/message/esme/list/?client=${clientId}&page_size=100&ordering=created_at`,
    );
    expect(list.status).toBe(200);
    return list.body.results;
  }

  async function refusedForBalance(api: Awaited<ReturnType<typeof setUp>>['api'], id: number) {
    const list = await api.get<ClientList>('/api/client/list/');
    return list.body.clients.find((client) => client.id === id)?.refused_for_balance;
  }

  afterEach(async () => {
    await expectLedgerMatchesBalances(server());
  });

  it('charges each stored segment: submit_sm, a long message, submit_multi, data_sm', async () => {
    const { api, userId, account, esme } = await setUp('charges-segments', 1_000_000);
    expect(typeof (await submit(esme, 'single'))).toBe('string');

    const long = segmentMessage('x'.repeat(400), { method: 'udh8' });
    expect(long.parts).toHaveLength(3);
    for (const part of long.parts) {
      await esme.submitSm({
        source_addr: 'Shop',
        destination_addr: '4915100000002',
        esm_class: 0x40,
        data_coding: long.dataCoding,
        short_message: Buffer.from(part.shortMessage),
      });
    }
    const multi = await esme.submitMulti({
      source_addr: 'Shop',
      dest_address: [
        { dest_flag: 1, dest_addr_ton: 1, dest_addr_npi: 1, destination_addr: '4915100000003' },
        { dest_flag: 1, dest_addr_ton: 1, dest_addr_npi: 1, destination_addr: '4915100000004' },
      ],
      short_message: gsm('to two'),
    });
    expect(multi.unsuccess_sme).toEqual([]);
    await esme.dataSm({
      source_addr: 'Shop',
      destination_addr: '4915100000005',
      tlvs: [makeTlv(TlvTag.message_payload, gsm('data sm'))],
    });
    await esme.close();

    // 1 + 3 + 2 + 1 segments, one ledger row per batch (each submit here waited for the last).
    expect(await balanceOf(userId)).toBe(1_000_000 - 7 * SEGMENT);
    const charges = await chargesOf(userId);
    expect(charges.reduce((sum, row) => sum + Number(row.amount_micros), 0)).toBe(-7 * SEGMENT);
    expect(charges[0]).toMatchObject({ note: '1 segment received' });
    const messages = await messagesOf(api, account.id);
    const costs = Object.fromEntries(messages.map((m) => [m.destination_addr, m.cost_micros]));
    expect(costs).toEqual({
      '4915100000001': SEGMENT,
      '4915100000002': 3 * SEGMENT,
      '4915100000003': SEGMENT,
      '4915100000004': SEGMENT,
      '4915100000005': SEGMENT,
    });
    const single = messages.find((m) => m.destination_addr === '4915100000001');
    const detail = await api.get<EsmeMessage>(`/api/message/esme/${single?.id}/`);
    expect(detail.body.cost_micros).toBe(SEGMENT);
  });

  it('writes one ledger row per user for the submits of one batch', async () => {
    const { userId, esme } = await setUp('charges-batch', 1_000_000);
    // Sent in one turn: one socket write, read at once, stored in one transaction.
    const answers = await Promise.all(
      [1, 2, 3, 4, 5].map((n) => submit(esme, `batch ${n}`, `491510000010${n}`)),
    );
    await esme.close();
    expect(answers.every((answer) => typeof answer === 'string')).toBe(true);
    const first = Math.min(...answers.map(Number));
    expect(await chargesOf(userId)).toEqual([
      {
        amount_micros: -5 * SEGMENT,
        reference: `esme-batch:${first}`,
        note: '5 segments received',
      },
    ]);
  });

  it("charges the price of the owner's tier", async () => {
    const api = await server().signedInClient('charges-tier@example.com');
    const { id: userId } = (await api.get('/api/user/profile/')).body as { id: number };
    await server().ctx.ledger.apply({ userId, amountMicros: 10_000, kind: 'top_up', at: 1 });
    await server()
      .db.updateTable('users')
      .set({ tier: 'VIP 3' })
      .where('id', '=', userId)
      .execute();
    const account = await createAccount(api);
    const esme = await bindEsme(await smppPortOf(server()), account);
    await submit(esme, 'vip');
    await esme.close();
    expect(await balanceOf(userId)).toBe(10_000 - 250);
  });

  it('refuses a submit the balance cannot cover with ESME_RSUBMITFAIL, stored failed and counted', async () => {
    const { api, userId, account, esme } = await setUp('charges-edge', 2 * SEGMENT);
    const answers = [];
    for (const n of [1, 2, 3]) answers.push(await submit(esme, `edge ${n}`, `491510000020${n}`));
    await esme.close();

    expect(typeof answers[0]).toBe('string');
    expect(typeof answers[1]).toBe('string');
    expect(answers[2]).toBe(CommandStatus.ESME_RSUBMITFAIL);
    expect(await balanceOf(userId)).toBe(0);
    const refused = (await messagesOf(api, account.id)).find(
      (m) => m.destination_addr === '4915100000203',
    );
    expect(refused).toMatchObject({
      status: 'failed',
      command_status: CommandStatus.ESME_RSUBMITFAIL,
      message_id: null,
      cost_micros: 0,
    });
    expect(await refusedForBalance(api, account.id)).toBe(1);
    const stored = await server()
      .db.selectFrom('clients')
      .select('refused_for_balance_at')
      .where('id', '=', account.id)
      .executeTakeFirstOrThrow();
    expect(stored.refused_for_balance_at).not.toBeNull();
  });

  it('answers a flood of submits it cannot charge for, storing only a few of them a second', async () => {
    const { api, account, esme } = await setUp('charges-refused-flood', 0);
    const storedRefusals = async () =>
      Number(
        (
          await server()
            .db.selectFrom('esme_messages')
            .select((eb) => eb.fn.countAll().as('count'))
            .where('client_id', '=', account.id)
            .executeTakeFirstOrThrow()
        ).count,
      );
    const flood = 1_000;
    const started = server().clock.now();
    const answers = await Promise.all(
      Array.from({ length: flood }, (_, n) => submit(esme, `flood ${n}`, `49151000050${n}`)),
    );
    const elapsedMs = server().clock.now() - started;
    expect(answers).toEqual(Array(flood).fill(CommandStatus.ESME_RSUBMITFAIL));
    // A burst of 20, then 10 a second: however long the flood took on this machine.
    const stored = await storedRefusals();
    expect(stored).toBeGreaterThanOrEqual(20);
    expect(stored).toBeLessThanOrEqual(20 + Math.ceil(elapsedMs / 100));

    // The ones not stored count with the account's next stored refusal, and in the log.
    server().clock.advance(10_000);
    expect(await submit(esme, 'one more')).toBe(CommandStatus.ESME_RSUBMITFAIL);
    await esme.close();
    expect(await storedRefusals()).toBe(stored + 1);
    await eventually('every refusal counted', async () =>
      (await refusedForBalance(api, account.id)) === flood + 1 ? true : undefined,
    );
    const notStored = server()
      .logLines.map((line) => JSON.parse(line) as { clientId?: number; notStored?: number })
      .filter((entry) => entry.clientId === account.id)
      .reduce((sum, entry) => sum + (entry.notStored ?? 0), 0);
    expect(notStored).toBe(flood - stored);
  });

  it('refuses the submit_multi destinations the balance cannot cover, one by one', async () => {
    const { api, userId, account, esme } = await setUp('charges-multi-edge', SEGMENT);
    const multi = await esme.submitMulti({
      source_addr: 'Shop',
      dest_address: [
        { dest_flag: 1, dest_addr_ton: 1, dest_addr_npi: 1, destination_addr: '4915100000501' },
        { dest_flag: 1, dest_addr_ton: 1, dest_addr_npi: 1, destination_addr: '4915100000502' },
      ],
      short_message: gsm('one of two'),
    });
    await esme.close();
    expect(multi.unsuccess_sme).toEqual([
      {
        dest_addr_ton: 1,
        dest_addr_npi: 1,
        destination_addr: '4915100000502',
        error_status_code: CommandStatus.ESME_RSUBMITFAIL,
      },
    ]);
    expect(await balanceOf(userId)).toBe(0);
    const costs = Object.fromEntries(
      (await messagesOf(api, account.id)).map((m) => [
        m.destination_addr,
        [m.status, m.cost_micros],
      ]),
    );
    expect(costs).toEqual({
      '4915100000501': ['enroute', SEGMENT],
      '4915100000502': ['failed', 0],
    });
    expect(await refusedForBalance(api, account.id)).toBe(1);
  });

  it('lets the next submit through once the balance is topped up while bound', async () => {
    const { userId, esme } = await setUp('charges-top-up', 0);
    expect(await submit(esme, 'before')).toBe(CommandStatus.ESME_RSUBMITFAIL);
    await server().ctx.ledger.apply({ userId, amountMicros: SEGMENT, kind: 'top_up', at: 2 });
    expect(typeof (await submit(esme, 'after'))).toBe('string');
    await esme.close();
    expect(await balanceOf(userId)).toBe(0);
  });

  it('tells the console the balance after its charges, at most once a second', async () => {
    const { userId, esme } = await setUp('charges-announce', 1_000_000);
    const heard: { at: number; balance: number }[] = [];
    const unsubscribe = server().ctx.bus.subscribe(userId, (event) => {
      if (event.kind === 'balance.changed') {
        heard.push({ at: performance.now(), balance: event.data.balance_micros });
      }
    });
    try {
      for (const n of [1, 2, 3, 4, 5]) await submit(esme, `announce ${n}`);
      await esme.close();
      await eventually('the balance after five charges', () =>
        heard.at(-1)?.balance === 1_000_000 - 5 * SEGMENT ? true : undefined,
      );
    } finally {
      unsubscribe();
    }
    for (let i = 1; i < heard.length; i++) {
      expect(heard[i]!.at - heard[i - 1]!.at).toBeGreaterThanOrEqual(990);
    }
  });

  it('refuses, never ESME_RSYSERR, the submits of a batch whose balance was spent elsewhere', async () => {
    const { api, userId, account, esme } = await setUp('charges-race', 10 * SEGMENT);
    // Charged behind the ingest's back (as another process would): the ingest still counts 10
    // segments, so its batch fails in the database, and is written again with refusals.
    await server().database.transactions.write((work) =>
      server().ctx.ledger.add(work, {
        userId,
        amountMicros: -6 * SEGMENT,
        kind: 'message_charge',
        reference: 'elsewhere',
        at: 2,
      }),
    );
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, n) => submit(esme, `race ${n}`, `49151000003${n}0`)),
    );
    expect(answers.filter((answer) => typeof answer === 'string')).toHaveLength(4);
    expect(answers.filter((answer) => answer === CommandStatus.ESME_RSUBMITFAIL)).toHaveLength(6);
    expect(await balanceOf(userId)).toBe(0);
    expect(await refusedForBalance(api, account.id)).toBe(6);
    const messages = await messagesOf(api, account.id);
    expect(messages.filter((m) => m.status === 'failed')).toHaveLength(6);
    expect(messages.reduce((sum, m) => sum + (m.cost_micros ?? 0), 0)).toBe(4 * SEGMENT);

    // And a top-up with a charge racing the submits (announced, as the HTTP side does).
    await server().ctx.ledger.apply({ userId, amountMicros: 10 * SEGMENT, kind: 'top_up', at: 3 });
    const raced = await Promise.all([
      ...Array.from({ length: 10 }, (_, n) => submit(esme, `raced ${n}`, `49151000004${n}0`)),
      server()
        .ctx.ledger.apply({ userId, amountMicros: -5 * SEGMENT, kind: 'message_charge', at: 4 })
        .then(
          () => 'charged',
          () => 'not charged',
        ),
    ]);
    await esme.close();
    expect(raced).not.toContain(CommandStatus.ESME_RSYSERR);
    const accepted = raced.slice(0, 10).filter((answer) => typeof answer === 'string').length;
    const charged = raced[10] === 'charged' ? 5 * SEGMENT : 0;
    expect(accepted * SEGMENT + charged).toBeLessThanOrEqual(10 * SEGMENT);
    await eventually('the balance after the race', async () =>
      (await balanceOf(userId)) === 10 * SEGMENT - accepted * SEGMENT - charged ? true : undefined,
    );
  });
}

describeEachDialect('ESME charges', billingSuite, {
  env: { SIGNUP_CREDIT_USD: '0' },
  // The refusals for money are logged (warn) with how many were not stored.
  logLevel: 'info',
});

describeEachDialect(
  'ESME charges with billing off',
  (server) => {
    it('charges nothing and leaves the cost null', async () => {
      const api = await server().signedInClient('charges-off@example.com');
      const { id: userId } = (await api.get('/api/user/profile/')).body as { id: number };
      const account = await createAccount(api);
      const esme = await bindEsme(await smppPortOf(server()), account);
      expect(typeof (await submit(esme, 'free'))).toBe('string');
      await esme.close();
      const list = await api.get<Paged>(`/api/message/esme/list/?client=${account.id}`);
      expect(list.body.results.map((m) => m.cost_micros)).toEqual([null]);
      const rows = await server()
        .db.selectFrom('ledger_entries')
        .select('id')
        .where('user_id', '=', userId)
        .execute();
      expect(rows).toEqual([]);
      expect(await server().ctx.ledger.balanceOf(userId)).toBe(0);
    });
  },
  { env: { BILLING: 'off' } },
);
