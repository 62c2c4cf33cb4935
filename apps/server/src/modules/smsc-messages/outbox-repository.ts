import type { Db, Trx } from '../../db/database.js';
import type { Work } from '../../db/work.js';
import type { GatewayOutbox, MessageChange, OutboxPart } from '../../smpp/ports/gateway-parts.js';
import type { SmppAddressColumns } from '../../db/schema.js';
import type { StoredParams } from './build-message.js';
import { submitPduOf } from './submit-pdu.js';
import { refreshMessages } from './message-status.js';
import type { PartRefunds } from './part-refunds.js';
import { runRaw } from '../../db/raw-sql.js';

interface ClaimRow extends SmppAddressColumns {
  part_id: number;
  part_esm_class: number;
  short_message: string;
  tlvs: string;
  sms_id: number;
  user_id: number;
  load_test_id: string | null;
  data_coding: number;
  registered_delivery: number;
  params: string;
}

/** The oldest queued parts of a gateway with their message (index smsc_parts_outbox). */
const CLAIM_SELECT =
  'select p.id as part_id, p.esm_class as part_esm_class, p.short_message, p.tlvs, ' +
  'm.id as sms_id, m.user_id, m.load_test_id, m.source_addr, m.source_addr_ton, ' +
  'm.source_addr_npi, m.destination_addr, m.dest_addr_ton, m.dest_addr_npi, m.data_coding, ' +
  'm.registered_delivery, m.params ' +
  'from smsc_message_parts p inner join smsc_messages m on m.id = p.sms_id ' +
  "where p.gateway_id = ? and p.state = 'queued' order by p.id limit ?";

const placeholders = (count: number) => Array.from({ length: count }, () => '?').join(', ');

/**
 * The durable outbox: parts move queued -> reserved -> sending -> answered, in SQL. A link
 * reserves parts ahead of its window and rate (nothing of them has left yet) and marks as
 * 'sending', committed, only the ones it writes at once, just before writing them: after a
 * crash a reserved part goes out again, and only a 'sending' one may have reached the SMSC.
 * One answer per part records when and where it went out.
 */
export class OutboxRepository implements GatewayOutbox {
  constructor(
    private readonly db: Db,
    private readonly refunds: PartRefunds,
  ) {}

  /**
   * Reserves the oldest queued parts of a gateway for the session `sessionId` (state
   * 'reserved') and returns them.
   */
  async claim(gatewayId: number, sessionId: string, limit: number): Promise<OutboxPart[]> {
    const rows = await runRaw<ClaimRow>(this.db, CLAIM_SELECT, [gatewayId, limit]);
    if (rows.length === 0) return [];
    // No transaction is needed: only rows the UPDATE moved from 'queued' are ours (another
    // claimer may have won some). A queued part's content never changes, so the rows read above
    // are still current.
    const claimed = await runRaw<{ id: number }>(
      this.db,
      `update smsc_message_parts set state = 'reserved', session_id = ? ` +
        `where state = 'queued' and id in (${placeholders(rows.length)}) returning id`,
      [sessionId, ...rows.map((row) => row.part_id)],
    );
    const mine = new Set(claimed.map((row) => Number(row.id)));
    return rows
      .filter((row) => mine.has(row.part_id))
      .map((row) => ({
        partId: row.part_id,
        smsId: row.sms_id,
        userId: row.user_id,
        loadTestId: row.load_test_id,
        submit: submitPduOf({ ...row, params: JSON.parse(row.params) as StoredParams }),
      }));
  }

  /**
   * Marks parts this session reserved as 'sending', in the caller's transaction, which must
   * commit before any of them is written. Returns the ids it moved, the only ones that may go
   * out: a part no longer reserved by this session is someone else's now.
   */
  async markSending(trx: Trx, sessionId: string, partIds: number[]): Promise<Set<number>> {
    if (partIds.length === 0) return new Set();
    const rows = await runRaw<{ id: number }>(
      trx,
      `update smsc_message_parts set state = 'sending' where state = 'reserved' ` +
        `and session_id = ? and id in (${placeholders(partIds.length)}) returning id`,
      [sessionId, ...partIds],
    );
    return new Set(rows.map((row) => Number(row.id)));
  }

  /** Reserved or marked parts that never reached the socket go back to the queue. */
  async release(partIds: number[]): Promise<void> {
    if (partIds.length === 0) return;
    await this.db
      .updateTable('smsc_message_parts')
      .set({ state: 'queued', session_id: null })
      .where('id', 'in', partIds)
      .where('state', 'in', ['reserved', 'sending'])
      .execute();
  }

  /** Reserved parts never left: back to the queue, in the caller's transaction. */
  async requeueReserved(trx: Trx): Promise<void> {
    await trx
      .updateTable('smsc_message_parts')
      .set({ state: 'queued', session_id: null })
      .where('state', '=', 'reserved')
      .execute();
  }

  /**
   * Answers the parts in `state` (of one gateway or load test, or all) for good in the caller's
   * transaction, refunding the unsent (their ledger rows join `work`); returns their messages.
   */
  async settle(
    trx: Trx,
    work: Work,
    parts: { state: 'queued' | 'sending'; gatewayId?: number; loadTestId?: string },
    outcome: { status: 'unknown' | 'failed'; error: string },
    at: number,
  ): Promise<MessageChange[]> {
    let query = trx
      .selectFrom('smsc_message_parts')
      .select(['id', 'sms_id'])
      .where('state', '=', parts.state);
    if (parts.gatewayId !== undefined) query = query.where('gateway_id', '=', parts.gatewayId);
    const { loadTestId } = parts;
    if (loadTestId !== undefined) {
      query = query.where('sms_id', 'in', (messages) =>
        messages.selectFrom('smsc_messages').select('id').where('load_test_id', '=', loadTestId),
      );
    }
    const rows = await query.execute();
    if (rows.length === 0) return [];
    await trx
      .updateTable('smsc_message_parts')
      .set({ state: 'answered', ...outcome, responded_at: at })
      .where(
        'id',
        'in',
        rows.map((row) => row.id),
      )
      .execute();
    return refreshMessages(trx, work, [...new Set(rows.map((row) => row.sms_id))], this.refunds);
  }

  /** Queued parts per gateway (the `queued` figure of the connection list). */
  async queuedCounts(gatewayIds: number[]): Promise<Map<number, number>> {
    if (gatewayIds.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('smsc_message_parts')
      .select((eb) => ['gateway_id', eb.fn.countAll<number | string>().as('count')])
      .where('gateway_id', 'in', gatewayIds)
      .where('state', '=', 'queued')
      .groupBy('gateway_id')
      .execute();
    return new Map(rows.map((row) => [Number(row.gateway_id), Number(row.count)]));
  }
}
