import { RECEIPT_LATENCY_EDGES_MS, RECEIPT_OUTCOMES } from '@routelab/shared';
import { CommandId } from '@routelab/smpp';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';

/** The period asked for: `count` buckets of `size` ms from `from` (inclusive) to `to`. */
export interface AnalyticsWindow {
  from: number;
  to: number;
  size: number;
}

type Count = number | string;

/**
 * The accepted parts of the gateway's messages sent in the window, counted per bucket of their
 * message's sending time and per outcome: a final receipt's status, else 'awaiting'. The
 * messages are found by their (gateway_id, created_at) index and their parts by sms_id, so the
 * work grows with the window's traffic, not the table. A part's status only counts when a
 * receipt set it ('unknown' is also what an unanswered submit leaves). The bucket number is
 * cast: SQLite binds the window's numbers as reals, and their quotient kept a fraction.
 */
export function outcomesPerBucket(db: Db, gatewayId: number, window: AnalyticsWindow) {
  const outcome = sql<string>`case when p.receipt_session_id is not null and p.status in (${sql.join(
    RECEIPT_OUTCOMES.map((status) => sql.lit(status)),
  )}) then p.status else 'awaiting' end`;
  return db
    .selectFrom('smsc_messages as m')
    .innerJoin('smsc_message_parts as p', 'p.sms_id', 'm.id')
    .select((eb) => [
      sql<Count>`cast((m.created_at - ${window.from}) / ${window.size} as integer)`.as('bucket'),
      outcome.as('outcome'),
      eb.fn.countAll<Count>().as('parts'),
      eb.fn.count<Count>('p.receipt_session_id').as('receipts'),
    ])
    .where('m.gateway_id', '=', gatewayId)
    .where('m.created_at', '>=', window.from)
    .where('m.created_at', '<', window.to)
    .where('p.smsc_message_id', 'is not', null)
    .groupBy(['bucket', 'outcome'])
    .execute();
}

/**
 * The same parts' final receipts by latency bin (0 for under the first edge, one more per edge
 * passed), counted by a CASE over done_at − submitted_at.
 */
export function latencyBins(db: Db, gatewayId: number, window: AnalyticsWindow) {
  const latency = sql`p.done_at - p.submitted_at`;
  const bin = sql<Count>`case ${sql.join(
    RECEIPT_LATENCY_EDGES_MS.map(
      (edge, index) => sql`when ${latency} < ${sql.lit(edge)} then ${sql.lit(index)}`,
    ),
    sql` `,
  )} else ${sql.lit(RECEIPT_LATENCY_EDGES_MS.length)} end`;
  return db
    .selectFrom('smsc_messages as m')
    .innerJoin('smsc_message_parts as p', 'p.sms_id', 'm.id')
    .select((eb) => [bin.as('bin'), eb.fn.countAll<Count>().as('count')])
    .where('m.gateway_id', '=', gatewayId)
    .where('m.created_at', '>=', window.from)
    .where('m.created_at', '<', window.to)
    .where('p.smsc_message_id', 'is not', null)
    .where('p.receipt_session_id', 'is not', null)
    .where('p.status', 'in', RECEIPT_OUTCOMES)
    .where('p.submitted_at', 'is not', null)
    .where('p.done_at', 'is not', null)
    .groupBy('bin')
    .execute();
}

/**
 * Receipts of the gateway logged in the window that matched no part. The side and the mark are
 * written as literals: only then may SQLite use the partial index of marked rows (0036). The
 * command is checked too: rows logged before issue 36 could mark a submit_sm_resp beside the
 * deliver_sm.
 */
export async function unmatchedReceipts(
  db: Db,
  gatewayId: number,
  window: AnalyticsWindow,
): Promise<number> {
  const row = await db
    .selectFrom('pdu_logs')
    .select((eb) => eb.fn.countAll<Count>().as('count'))
    .where('side', '=', sql.lit('smsc'))
    .where('unmatched_receipt', '=', sql.lit(1))
    .where('command_id', '=', CommandId.deliver_sm)
    .where('connection_id', '=', gatewayId)
    .where('created_at', '>=', window.from)
    .where('created_at', '<', window.to)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
