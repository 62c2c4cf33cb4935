import type { ReceiptStatus } from '@routelab/smpp';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createSqlite, type Db } from '../../db/database.js';
import { migrateToLatest } from '../../db/migrate.js';
import type { ReceiptUpdate } from '../../smpp/ports/gateway-parts.js';
import { applyReceipts, markAnswered } from './part-updates.js';
import { smscMessageRow, smscPartRow } from '../../../test/support/smsc-rows.js';

const GATEWAY = 7;

const answer = (messageId: string) => ({
  status: 'submitted' as const,
  sent: { sessionId: 's1', sequenceNumber: 1, at: 10 },
  commandStatus: 0,
  messageId,
  error: null,
  at: 11,
});

const receipt = (id: string, status: ReceiptStatus, gatewayId = GATEWAY): ReceiptUpdate => ({
  gatewayId,
  id,
  status,
  text: `id:${id} stat:${status}`,
  at: 20,
  sessionId: 's2',
  sequenceNumber: 5,
});

describe('applyReceipts', () => {
  let db: Db;
  let parts: number[];

  beforeEach(async () => {
    db = createSqlite(':memory:').db;
    await migrateToLatest(db);
    // Only the matching SQL is under test here: no user or gateway rows.
    await sql`pragma foreign_keys = off`.execute(db);
    const message = await db
      .insertInto('smsc_messages')
      .values(smscMessageRow(3, GATEWAY, { registered_delivery: 1, parts: 2, load_test_id: 'lt' }))
      .returning('id')
      .executeTakeFirstOrThrow();
    const part = (seq: number) => smscPartRow(message.id, GATEWAY, { seq, state: 'sending' });
    const rows = await db
      .insertInto('smsc_message_parts')
      .values([part(1), part(2)])
      .returning('id')
      .execute();
    parts = rows.map((row) => row.id);
    await db.transaction().execute((trx) =>
      markAnswered(trx, [
        { partId: parts[0]!, answer: answer('3E8') },
        { partId: parts[1]!, answer: answer('1000') },
      ]),
    );
  });
  afterEach(() => db.destroy());

  const statuses = async () =>
    (
      await db.selectFrom('smsc_message_parts').select(['status', 'state']).orderBy('id').execute()
    ).map((row) => `${row.state}/${row.status}`);

  it('matches by exact spelling first, then by numeric value; a later receipt wins', async () => {
    const matched = await db.transaction().execute((trx) =>
      applyReceipts(trx, [
        receipt('1000', 'enroute'),
        // Read as hex 0x3E8 = 1000: both parts have that value; the newer one (the second) wins.
        receipt('0x3E8', 'delivered'),
        receipt('3E8', 'undeliverable'),
        receipt('ZZZ', 'delivered'),
        receipt('3E8', 'delivered', GATEWAY + 1),
      ]),
    );
    const found = { smsId: expect.any(Number), userId: 3, loadTestId: 'lt' };
    expect(matched).toEqual([found, found, found, undefined, undefined]);
    expect(await statuses()).toEqual(['answered/undeliverable', 'answered/delivered']);
    const first = await db
      .selectFrom('smsc_message_parts')
      .select(['dlr_text', 'receipt_sequence_number', 'done_at', 'id_hex_value'])
      .where('id', '=', parts[0]!)
      .executeTakeFirstOrThrow();
    expect(first).toEqual({
      dlr_text: 'id:3E8 stat:undeliverable',
      receipt_sequence_number: 5,
      done_at: 20,
      id_hex_value: '1000',
    });
  });

  const setPart = (index: number, messageId: string, status: string) =>
    db.transaction().execute(async (trx) => {
      await markAnswered(trx, [{ partId: parts[index]!, answer: answer(messageId) }]);
      await trx
        .updateTable('smsc_message_parts')
        .set({ status })
        .where('id', '=', parts[index]!)
        .execute();
    });

  it('gives a reused id to the open part, not to a newer final one', async () => {
    // The first part still waits for its receipt; the SMSC restarted its counter and the
    // second one, sent later under the same id, is already delivered.
    await setPart(0, '3E8', 'enroute');
    await setPart(1, '3E8', 'delivered');
    await db.transaction().execute((trx) => applyReceipts(trx, [receipt('3E8', 'delivered')]));
    expect(await statuses()).toEqual(['answered/delivered', 'answered/delivered']);
    const receiptSeqs = await db
      .selectFrom('smsc_message_parts')
      .select('receipt_sequence_number')
      .orderBy('id')
      .execute();
    expect(receiptSeqs.map((row) => row.receipt_sequence_number)).toEqual([5, null]);
  });

  it('gives an id to an open part found by its value before a final one spelt exactly', async () => {
    // Submitted as hex 3E8 (= 1000) and still open; an old delivered part was submitted as 1000.
    await setPart(0, '3E8', 'submitted');
    await setPart(1, '1000', 'delivered');
    await db.transaction().execute((trx) => applyReceipts(trx, [receipt('1000', 'undeliverable')]));
    expect(await statuses()).toEqual(['answered/undeliverable', 'answered/delivered']);
  });

  it('leaves a receipt unmatched that only a final part has, when told to match open ones', async () => {
    // The second part (1000) stays open and has nothing to do with ABC (0xABC = 2748).
    await setPart(0, 'ABC', 'delivered');
    const matched = await db
      .transaction()
      .execute((trx) => applyReceipts(trx, [{ ...receipt('ABC', 'expired'), openOnly: true }]));
    expect(matched).toEqual([undefined]);
    expect((await statuses())[0]).toBe('answered/delivered');
  });

  it('still gives a receipt to a final part when no open one has its id', async () => {
    await setPart(0, '3E8', 'delivered');
    await setPart(1, '1000', 'delivered');
    const matched = await db
      .transaction()
      .execute((trx) => applyReceipts(trx, [receipt('1000', 'undeliverable')]));
    expect(matched).toEqual([expect.objectContaining({ userId: 3 })]);
    // Exact spelling first among final parts, as among open ones.
    expect(await statuses()).toEqual(['answered/delivered', 'answered/undeliverable']);
  });
});
