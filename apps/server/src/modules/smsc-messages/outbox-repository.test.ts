import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { seedUser, SEEDED_BALANCE_MICROS } from '../../../test/support/seed-accounts.js';
import { EventBus } from '../../bus/event-bus.js';
import { createSqlite, type Db } from '../../db/database.js';
import { migrateToLatest } from '../../db/migrate.js';
import type { PartState } from '../../db/schema.js';
import { Ledger } from '../billing/ledger.js';
import { OutboxRepository } from './outbox-repository.js';
import { OutboxSettlement } from './outbox-settlement.js';
import { AMBIGUOUS_RESTART } from '../../smpp/gateway-manager/part-errors.js';
import { PartRefunds } from './part-refunds.js';
import { smscMessageRow, smscPartRow } from '../../../test/support/smsc-rows.js';

const GATEWAY = 7;
const PRICE = 2_000;

describe('OutboxRepository states', () => {
  let db: Db;
  let outbox: OutboxRepository;
  let settlement: OutboxSettlement;
  let userId: number;

  /** One message of one part per state given, charged PRICE; resolves with the part ids. */
  async function parts(...states: PartState[]): Promise<number[]> {
    const ids: number[] = [];
    for (const state of states) {
      const message = await db
        .insertInto('smsc_messages')
        .values(smscMessageRow(userId, GATEWAY, { cost_micros: PRICE }))
        .returning('id')
        .executeTakeFirstOrThrow();
      const part = await db
        .insertInto('smsc_message_parts')
        .values(
          smscPartRow(message.id, GATEWAY, {
            state,
            short_message: '6869',
            session_id: state === 'reserved' || state === 'sending' ? 's1' : null,
            charged_micros: PRICE,
          }),
        )
        .returning('id')
        .executeTakeFirstOrThrow();
      ids.push(part.id);
    }
    return ids;
  }

  const rows = () =>
    db
      .selectFrom('smsc_message_parts')
      .select(['id', 'state', 'status', 'error', 'session_id', 'charged_micros'])
      .orderBy('id')
      .execute();

  const statesOf = async () => (await rows()).map((row) => [row.state, row.session_id]);

  beforeEach(async () => {
    const database = createSqlite(':memory:');
    db = database.db;
    await migrateToLatest(db);
    // No gateway row: only the outbox's SQL and the refunds are under test here.
    await sql`pragma foreign_keys = off`.execute(db);
    userId = await seedUser(db, 'outbox@example.com', 'not a hash');
    const { transactions } = database;
    const ledger = new Ledger(db, transactions, new EventBus());
    const refunds = new PartRefunds(ledger, () => 5);
    outbox = new OutboxRepository(db, refunds);
    settlement = new OutboxSettlement(transactions, outbox, refunds);
  });
  afterEach(() => db.destroy());

  it('reserves the oldest queued parts for one session, which no other claim gets', async () => {
    const ids = await parts('queued', 'queued', 'queued');
    const first = await outbox.claim(GATEWAY, 's1', 2);
    expect(first.map((part) => part.partId)).toEqual(ids.slice(0, 2));
    expect(first[0]!.submit.short_message.toString()).toBe('hi');
    const second = await outbox.claim(GATEWAY, 's2', 5);
    expect(second.map((part) => part.partId)).toEqual(ids.slice(2));
    expect(await statesOf()).toEqual([
      ['reserved', 's1'],
      ['reserved', 's1'],
      ['reserved', 's2'],
    ]);
  });

  it("marks as sending only the session's own reserved parts", async () => {
    const [mine, theirs, queued] = await parts('reserved', 'reserved', 'queued');
    await db
      .updateTable('smsc_message_parts')
      .set({ session_id: 's2' })
      .where('id', '=', theirs!)
      .execute();
    const marked = await db
      .transaction()
      .execute((trx) => outbox.markSending(trx, 's1', [mine!, theirs!, queued!]));
    expect([...marked]).toEqual([mine]);
    expect(await statesOf()).toEqual([
      ['sending', 's1'],
      ['reserved', 's2'],
      ['queued', null],
    ]);
  });

  it('puts reserved and marked parts that never left back in the queue', async () => {
    const ids = await parts('reserved', 'sending', 'answered');
    await outbox.release(ids);
    expect((await rows()).map((row) => row.state)).toEqual(['queued', 'queued', 'answered']);
  });

  it('after a restart requeues reserved parts and ends sending ones unknown, refunded', async () => {
    await parts('queued', 'reserved', 'sending', 'answered');
    await settlement.recoverInterrupted(10);
    const after = await rows();
    expect(
      after.map((row) => [row.state, row.status, row.error, Number(row.charged_micros)]),
    ).toEqual([
      ['queued', 'queued', null, PRICE],
      ['queued', 'queued', null, PRICE],
      ['answered', 'unknown', AMBIGUOUS_RESTART, 0],
      ['answered', 'queued', null, PRICE],
    ]);
    expect(after[1]!.session_id).toBeNull();
    const refunds = await db
      .selectFrom('ledger_entries')
      .select(['amount_micros', 'note'])
      .where('kind', '=', 'refund')
      .execute();
    expect(refunds.map((row) => [Number(row.amount_micros), row.note])).toEqual([
      [PRICE, '1 segment not accepted by the SMSC'],
    ]);
    const user = await db
      .selectFrom('users')
      .select('balance_micros')
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    expect(Number(user.balance_micros)).toBe(SEEDED_BALANCE_MICROS + PRICE);
    // The reserved part goes out again.
    expect((await outbox.claim(GATEWAY, 's3', 10)).length).toBe(2);
  });
});
