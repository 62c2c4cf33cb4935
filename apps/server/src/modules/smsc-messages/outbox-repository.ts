import { createPdu, messageIdKeys, normalizeMessageId, type PduOf, type Tlv } from '@routelab/smpp';
import type { Transaction } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Database, SmscMessagePartRow } from '../../db/schema.js';
import { aggregateStatus, FINAL_STATUSES } from './aggregate-status.js';
import { caseUpdate } from './case-update.js';
import type { StoredParams, StoredTlv } from './build-message.js';

export type Trx = Transaction<Database>;

/** A part claimed for sending: where it belongs and the submit_sm it goes out as. */
export interface OutboxPart {
  partId: number;
  smsId: number;
  userId: number;
  loadTestId: string | null;
  submit: PduOf<'submit_sm'>;
}

export interface PartAnswer {
  status: 'submitted' | 'failed' | 'unknown';
  /** Where and when the submit_sm went out; null when it never reached the socket. */
  sent: { sessionId: string; sequenceNumber: number; at: number } | null;
  commandStatus: number | null;
  messageId: string | null;
  error: string | null;
  at: number;
}

export interface ReceiptUpdate {
  gatewayId: number;
  id: string;
  status: string;
  text: string;
  at: number;
  sessionId: string;
  sequenceNumber: number;
}

export interface MatchedReceipt {
  smsId: number;
  userId: number;
  loadTestId: string | null;
}

export interface MessageChange {
  id: number;
  userId: number;
  status: string;
  loadTestId: string | null;
}

export const AMBIGUOUS_RESTART =
  'Interrupted by a server restart after it may have reached the SMSC; not resent to avoid a duplicate.';

const tlvsOf = (json: string): Tlv[] =>
  (JSON.parse(json) as StoredTlv[]).map((tlv) => ({
    tag: tlv.tag,
    value: Buffer.from(tlv.value, 'hex'),
  }));

/**
 * The durable outbox: parts move queued -> sending -> answered, in SQL. 'sending' is written
 * (committed) before a part may reach the socket, so after a crash every part that might have
 * reached the SMSC is known; one answer per part records when and where it went out.
 */
export class OutboxRepository {
  constructor(private readonly db: Db) {}

  /** Claims the oldest queued parts of a gateway (state 'sending') and returns them. */
  async claim(gatewayId: number, limit: number): Promise<OutboxPart[]> {
    return this.db.transaction().execute(async (trx) => {
      const rows = await trx
        .selectFrom('smsc_message_parts as p')
        .innerJoin('smsc_messages as m', 'm.id', 'p.sms_id')
        .select([
          'p.id as part_id',
          'p.esm_class as part_esm_class',
          'p.short_message',
          'p.tlvs',
          'm.id as sms_id',
          'm.user_id',
          'm.load_test_id',
          'm.source_addr',
          'm.source_addr_ton',
          'm.source_addr_npi',
          'm.destination_addr',
          'm.dest_addr_ton',
          'm.dest_addr_npi',
          'm.data_coding',
          'm.registered_delivery',
          'm.params',
        ])
        .where('p.gateway_id', '=', gatewayId)
        .where('p.state', '=', 'queued')
        .orderBy('p.id')
        .limit(limit)
        .execute();
      if (rows.length === 0) return [];
      // Only rows still queued are ours: another claimer (a second process) may have won some.
      const claimed = await trx
        .updateTable('smsc_message_parts')
        .set({ state: 'sending' })
        .where(
          'id',
          'in',
          rows.map((row) => row.part_id),
        )
        .where('state', '=', 'queued')
        .returning('id')
        .execute();
      const mine = new Set(claimed.map((row) => row.id));
      return rows
        .filter((row) => mine.has(row.part_id))
        .map((row) => {
          const params = JSON.parse(row.params) as StoredParams;
          return {
            partId: row.part_id,
            smsId: row.sms_id,
            userId: row.user_id,
            loadTestId: row.load_test_id,
            submit: createPdu('submit_sm', {
              service_type: params.service_type,
              source_addr_ton: row.source_addr_ton,
              source_addr_npi: row.source_addr_npi,
              source_addr: row.source_addr,
              dest_addr_ton: row.dest_addr_ton,
              dest_addr_npi: row.dest_addr_npi,
              destination_addr: row.destination_addr,
              esm_class: row.part_esm_class,
              schedule_delivery_time: params.schedule_delivery_time,
              validity_period: params.validity_period,
              registered_delivery: row.registered_delivery,
              data_coding: row.data_coding,
              short_message: Buffer.from(row.short_message, 'hex'),
              tlvs: tlvsOf(row.tlvs),
            }),
          };
        });
    });
  }

  /** Claimed parts that never reached the socket go back to the queue. */
  async release(partIds: number[]): Promise<void> {
    if (partIds.length === 0) return;
    await this.db
      .updateTable('smsc_message_parts')
      .set({ state: 'queued' })
      .where('id', 'in', partIds)
      .where('state', '=', 'sending')
      .execute();
  }

  /**
   * After a restart: parts claimed but never answered may or may not have reached
   * the SMSC. They are marked unknown and never resent (see DESIGN notes in the README).
   */
  async markInterrupted(at: number): Promise<number[]> {
    return this.db.transaction().execute(async (trx) => {
      const rows = await trx
        .selectFrom('smsc_message_parts')
        .select(['id', 'sms_id'])
        .where('state', '=', 'sending')
        .execute();
      if (rows.length === 0) return [];
      await trx
        .updateTable('smsc_message_parts')
        .set({ state: 'answered', status: 'unknown', error: AMBIGUOUS_RESTART, responded_at: at })
        .where(
          'id',
          'in',
          rows.map((row) => row.id),
        )
        .execute();
      const smsIds = [...new Set(rows.map((row) => row.sms_id))];
      await refreshMessages(trx, smsIds);
      return smsIds;
    });
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

/** The SMSC refused for now (throttled, queue full, not bound): the part goes out again. */
export async function markRequeued(trx: Trx, partId: number): Promise<void> {
  await trx
    .updateTable('smsc_message_parts')
    .set({ state: 'queued', status: 'queued', session_id: null, sequence_number: null })
    .where('id', '=', partId)
    .execute();
}

/** Records many answers in one statement per chunk; see PartAnswer. */
export async function markAnswered(
  trx: Trx,
  answers: readonly { partId: number; answer: PartAnswer }[],
): Promise<void> {
  const rows = answers.map(({ partId, answer }) => {
    const id = answer.messageId ? normalizeMessageId(answer.messageId) : undefined;
    return {
      id: partId,
      status: answer.status,
      session_id: answer.sent?.sessionId ?? null,
      sequence_number: answer.sent?.sequenceNumber ?? null,
      submitted_at: answer.sent?.at ?? null,
      command_status: answer.commandStatus,
      error: answer.error,
      smsc_message_id: id?.text ?? null,
      id_decimal: id?.decimal ?? null,
      id_hex_value: id?.hexValue ?? null,
      responded_at: answer.at,
    };
  });
  await caseUpdate(
    trx,
    'smsc_message_parts',
    rows,
    [
      { name: 'status', numeric: false },
      { name: 'session_id', numeric: false },
      { name: 'sequence_number', numeric: true },
      { name: 'submitted_at', numeric: true },
      { name: 'command_status', numeric: true },
      { name: 'error', numeric: false },
      { name: 'smsc_message_id', numeric: false },
      { name: 'id_decimal', numeric: false },
      { name: 'id_hex_value', numeric: false },
      { name: 'responded_at', numeric: true },
    ],
    { state: 'answered' },
  );
}

/**
 * Applies a delivery receipt to the part it names on this gateway, trying the id's keys in
 * order (as written, then its decimal value, then its value read as hex).
 */
export async function applyReceipt(
  trx: Trx,
  receipt: ReceiptUpdate,
): Promise<MatchedReceipt | undefined> {
  let part:
    { id: number; sms_id: number; user_id: number; load_test_id: string | null } | undefined;
  for (const key of messageIdKeys(receipt.id)) {
    const value = key.slice(2);
    let query = trx
      .selectFrom('smsc_message_parts as p')
      .innerJoin('smsc_messages as m', 'm.id', 'p.sms_id')
      .select(['p.id', 'p.sms_id', 'm.user_id', 'm.load_test_id'])
      .where('p.gateway_id', '=', receipt.gatewayId);
    query = key.startsWith('s:')
      ? query.where('p.smsc_message_id', '=', value)
      : query.where((eb) =>
          eb.or([eb('p.id_decimal', '=', value), eb('p.id_hex_value', '=', value)]),
        );
    part = await query.orderBy('p.id', 'desc').limit(1).executeTakeFirst();
    if (part) break;
  }
  if (!part) return undefined;
  await trx
    .updateTable('smsc_message_parts')
    .set({
      status: receipt.status,
      dlr_text: receipt.text,
      done_at: receipt.at,
      receipt_session_id: receipt.sessionId,
      receipt_sequence_number: receipt.sequenceNumber,
    })
    .where('id', '=', part.id)
    .execute();
  return { smsId: part.sms_id, userId: part.user_id, loadTestId: part.load_test_id };
}

interface MessageState {
  id: number;
  status: string;
  message_id: string | null;
  command_status: number | null;
  error: string | null;
  dlr_text: string | null;
  submitted_at: number | null;
  done_at: number | null;
}

function messageState(smsId: number, list: SmscMessagePartRow[]): MessageState {
  const first = list[0]!;
  const failed = list.find((part) => part.error !== null || (part.command_status ?? 0) !== 0);
  const submitted = list.map((part) => part.submitted_at).filter((t) => t !== null);
  const done = list.map((part) => Number(part.done_at ?? part.responded_at ?? 0));
  return {
    id: smsId,
    status: aggregateStatus(list.map((part) => part.status)),
    message_id: first.smsc_message_id,
    command_status: failed?.command_status ?? first.command_status,
    error: failed?.error ?? null,
    dlr_text: list.find((part) => part.dlr_text !== null)?.dlr_text ?? null,
    submitted_at: submitted.length > 0 ? Math.min(...submitted.map(Number)) : null,
    done_at: list.every((part) => FINAL_STATUSES.has(part.status)) ? Math.max(...done) : null,
  };
}

/**
 * Recomputes each message's status, ids and times from its parts, many messages per UPDATE
 * (CASE by id); returns what changed.
 */
export async function refreshMessages(trx: Trx, smsIds: number[]): Promise<MessageChange[]> {
  if (smsIds.length === 0) return [];
  const rows = await trx
    .selectFrom('smsc_message_parts as p')
    .innerJoin('smsc_messages as m', 'm.id', 'p.sms_id')
    .selectAll('p')
    .select(['m.user_id as owner_id', 'm.load_test_id as owner_load_test_id'])
    .where('p.sms_id', 'in', smsIds)
    .orderBy('p.sms_id')
    .orderBy('p.seq')
    .execute();
  const bySms = new Map<number, typeof rows>();
  for (const row of rows) {
    let list = bySms.get(row.sms_id);
    if (!list) bySms.set(row.sms_id, (list = []));
    list.push(row);
  }
  const states = [...bySms].map(([smsId, list]) => messageState(smsId, list));
  await updateMessages(trx, states);
  return states.map((state) => {
    const owner = bySms.get(state.id)![0]!;
    return {
      id: state.id,
      userId: owner.owner_id,
      status: state.status,
      loadTestId: owner.owner_load_test_id,
    };
  });
}

function updateMessages(trx: Trx, states: MessageState[]): Promise<void> {
  return caseUpdate(trx, 'smsc_messages', states, [
    { name: 'status', numeric: false },
    { name: 'message_id', numeric: false },
    { name: 'command_status', numeric: true },
    { name: 'error', numeric: false },
    { name: 'dlr_text', numeric: false },
    { name: 'submitted_at', numeric: true },
    { name: 'done_at', numeric: true },
  ]);
}
