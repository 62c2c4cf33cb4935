import type { ReceiptStatus } from '@routelab/smpp';
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSqlite, type DatabaseHandle, type Db } from '../../db/database.js';
import { migrateToLatest } from '../../db/migrate.js';
import { EventBus } from '../../bus/event-bus.js';
import { Ledger } from '../../modules/billing/ledger.js';
import { OutboxRepository } from '../../modules/smsc-messages/outbox-repository.js';
import { PartRefunds } from '../../modules/smsc-messages/part-refunds.js';
import { SentPartUpdates } from '../../modules/smsc-messages/sent-part-updates.js';
import type { MatchedReceipt, PartAnswer, ReceiptUpdate } from '../ports/gateway-parts.js';
import { CommitQueue } from './commit-queue.js';
import { smscMessageRow, smscPartRow } from '../../../test/support/smsc-rows.js';

const GATEWAY = 7;
/** The holds last milliseconds; a loaded machine may take far longer, and only a hang fails. */
const UNTIL = { timeout: 30_000 };

const submitted = (messageId: string): PartAnswer => ({
  status: 'submitted',
  sent: { sessionId: 's1', sequenceNumber: 1, at: 10 },
  commandStatus: 0,
  messageId,
  error: null,
  at: 11,
});

const receipt = (id: string, status: ReceiptStatus, openOnly = false): ReceiptUpdate => ({
  gatewayId: GATEWAY,
  id,
  status,
  text: `id:${id} stat:${status}`,
  at: 20,
  sessionId: 's2',
  sequenceNumber: 5,
  openOnly,
});

describe('CommitQueue receipts', () => {
  let database: DatabaseHandle;
  let db: Db;
  let smsId: number;
  let partId: number;
  let warnings: { fields: Record<string, unknown>; message: string }[];
  let matches: MatchedReceipt[];
  let unmatched: string[];
  const onMatch = (matched: MatchedReceipt) => matches.push(matched);

  const queue = (options: { holdMs?: number; holdMax?: number } = {}) => {
    // Only warn and error are used; the rest of the logger does not matter here.
    const log = {
      warn: (fields: Record<string, unknown>, message: string) =>
        warnings.push({ fields, message }),
      error: vi.fn(),
    } as unknown as FastifyBaseLogger;
    const ledger = new Ledger(db, database.transactions, new EventBus());
    const refunds = new PartRefunds(ledger, () => Date.now());
    const parts = new SentPartUpdates(new OutboxRepository(db, refunds), refunds);
    return new CommitQueue(database.transactions, parts, log, () => undefined, {
      ...options,
      onUnmatched: (update) => unmatched.push(update.id),
    });
  };

  const status = async () =>
    (
      await db
        .selectFrom('smsc_message_parts')
        .select('status')
        .where('id', '=', partId)
        .executeTakeFirstOrThrow()
    ).status;

  beforeEach(async () => {
    warnings = [];
    matches = [];
    unmatched = [];
    database = createSqlite(':memory:');
    db = database.db;
    await migrateToLatest(db);
    // Only the queue and its SQL are under test here: no user or gateway rows.
    await sql`pragma foreign_keys = off`.execute(db);
    const message = await db
      .insertInto('smsc_messages')
      .values(smscMessageRow(3, GATEWAY, { registered_delivery: 1 }))
      .returning('id')
      .executeTakeFirstOrThrow();
    smsId = message.id;
    const part = await db
      .insertInto('smsc_message_parts')
      .values(smscPartRow(smsId, GATEWAY, { state: 'sending' }))
      .returning('id')
      .executeTakeFirstOrThrow();
    partId = part.id;
  });
  afterEach(() => db.destroy());

  it('holds a receipt that comes before its response and applies it with the response', async () => {
    const commits = queue();
    // Settles once held: the SMSC is answered without waiting for the response.
    await commits.receipt(receipt('1000', 'delivered'), onMatch);
    expect(matches).toEqual([]);
    expect(await status()).toBe('queued');

    // The response writes the id in hex (0x3E8 = 1000).
    commits.answer(GATEWAY, partId, smsId, submitted('3E8'));
    await commits.flush();
    expect(matches).toEqual([{ smsId, userId: 3, loadTestId: null }]);
    expect(await status()).toBe('delivered');
    expect(warnings).toEqual([]);
    expect(unmatched).toEqual([]);
  });

  it("does not give a receipt to another gateway's response with the same id", async () => {
    const commits = queue();
    await commits.receipt({ ...receipt('1000', 'delivered'), gatewayId: GATEWAY + 1 }, onMatch);
    commits.answer(GATEWAY, partId, smsId, submitted('1000'));
    await commits.flush();
    expect(matches).toEqual([]);
    expect(await status()).toBe('submitted');
    commits.stopHolding();
    expect(warnings.map((warning) => warning.fields.reason)).toEqual(['stopped']);
    // Cut short by the stop: logged, not counted as unmatched.
    expect(unmatched).toEqual([]);
  });

  it('drops and logs a receipt whose response never comes', async () => {
    const commits = queue({ holdMs: 20 });
    await commits.receipt(receipt('ZZZ', 'delivered'), onMatch);
    await vi.waitFor(() => expect(warnings).toHaveLength(1), UNTIL);
    expect(warnings[0]).toEqual({
      message: 'delivery receipt dropped: no part was submitted with its id',
      fields: expect.objectContaining({
        gateway: GATEWAY,
        messageId: 'ZZZ',
        session: 's2',
        sequenceNumber: 5,
        reason: 'expired',
        droppedReceipts: 1,
      }),
    });
    expect(matches).toEqual([]);
    // Unmatched only once it has waited for its response in vain.
    expect(unmatched).toEqual(['ZZZ']);
  });

  it('drops the oldest held receipt when the hold is full', async () => {
    const commits = queue({ holdMax: 1 });
    await commits.receipt(receipt('111', 'delivered'), onMatch);
    await commits.receipt(receipt('222', 'delivered'), onMatch);
    expect(warnings.map((warning) => [warning.fields.messageId, warning.fields.reason])).toEqual([
      ['111', 'overflow'],
    ]);
    commits.stopHolding();
  });

  it('gives a receipt held for an open part to the final one when no response names it', async () => {
    const commits = queue({ holdMs: 20 });
    commits.answer(GATEWAY, partId, smsId, submitted('3E8'));
    await commits.receipt(receipt('3E8', 'delivered'), onMatch);
    expect(await status()).toBe('delivered');

    // Later, with submits awaiting their response: only an open part takes it at once.
    await commits.receipt(receipt('3E8', 'undeliverable', true), onMatch);
    expect(await status()).toBe('delivered');
    await vi.waitFor(async () => expect(await status()).toBe('undeliverable'), UNTIL);
    expect(matches).toHaveLength(2);
    expect(warnings).toEqual([]);
  });
});
