/** The statements and column lists by which received messages and their receipts are written. */

import type { NewEsmeMessagePartRow, NewEsmeMessageRow } from '../../db/schema.js';
import type { InsertColumn } from '../../db/raw-sql.js';
import type { Work } from '../../db/work.js';
import { STATUS_PRECEDENCE } from '../smsc-messages/aggregate-status.js';
import { addOutboxEvents } from '../../event-outbox/write-outbox.js';
import type { IngestBatch, Replacement } from '../../smpp/ports/ingest-store.js';
import type { RetriedReport, SentReport } from '../../smpp/ports/report-store.js';

const MARK_PART_SENT =
  'update esme_message_parts set status = ?, dlr_text = ?, done_at = ?, report_due_at = null where id = ?';
/** The message's status comes after, from all its parts (aggregateStatusSql). */
const MARK_MESSAGE_SENT = 'update esme_messages set dlr_text = ?, done_at = ? where id = ?';

/**
 * Outcomes of parts, worst first (as on the client side): a message reads the worst outcome any
 * of its parts was reported with (or refused with), so one undelivered part of three is not
 * hidden by the last receipt. Parts never reported on (an ESME may ask for a receipt on the last
 * part only) count for nothing.
 */
const NOT_OUTCOMES = new Set(['queued', 'submitted', 'enroute']);
const PART_OUTCOMES = STATUS_PRECEDENCE.filter((status) => !NOT_OUTCOMES.has(status));
const OUTCOME_RANK = PART_OUTCOMES.map((status, rank) => `when '${status}' then ${rank}`);
const WORST_PART_OUTCOME =
  '(select p.status from esme_message_parts p where p.esme_message_id = esme_messages.id' +
  ` and p.status in (${PART_OUTCOMES.map((status) => `'${status}'`).join(', ')})` +
  ` order by case p.status ${OUTCOME_RANK.join(' ')} end limit 1)`;

/** The message status from its parts (see PART_OUTCOMES), for the messages of `ids`. */
export const aggregateStatusSql = (ids: string) =>
  `update esme_messages set status = coalesce(${WORST_PART_OUTCOME}, status) where id in (${ids})`;

/**
 * Parts whose automatic outcome is due take it as their state (those already reported on keep
 * theirs), their messages the worst outcome of their parts, then the parts leave the queue.
 * One `now` parameter each, in one transaction, in this order.
 */
export const SETTLE_OUTCOMES = [
  `update esme_message_parts set status = coalesce(report_status, status), done_at = outcome_at
    where outcome_at <= ? and status = 'enroute'`,
  `update esme_messages set status = coalesce(${WORST_PART_OUTCOME}, status),
    done_at = (select max(p.done_at) from esme_message_parts p where p.esme_message_id = esme_messages.id)
    where id in (select esme_message_id from esme_message_parts where outcome_at <= ?)`,
  'update esme_message_parts set outcome_at = null where outcome_at <= ?',
];

/** The account's pending messages a replacement matches (older than the new message). */
const REPLACED_MESSAGES = `client_id = ? and source_addr = ? and destination_addr = ?
  and service_type = ? and status = 'enroute' and id < ?`;

/** Parts first: they are found by their messages, which are still pending then. */
const REPLACE_PARTS = `update esme_message_parts
  set status = 'deleted', done_at = ?, report_due_at = null, outcome_at = null
  where status = 'enroute' and esme_message_id in (select id from esme_messages where ${REPLACED_MESSAGES})`;
const REPLACE_MESSAGES = `update esme_messages set status = 'deleted', done_at = ?, replaced_by = ?
  where ${REPLACED_MESSAGES}`;

/** replace_if_present_flag 1: the pending messages it matches end deleted, naming their successor. */
export function addReplacement(work: Work, replacement: Replacement): void {
  const { clientId, sourceAddr, destinationAddr, serviceType, byMessage, at } = replacement;
  const match = [clientId, sourceAddr, destinationAddr, serviceType, byMessage];
  work.run(REPLACE_PARTS, [at, ...match]);
  work.run(REPLACE_MESSAGES, [at, byMessage, ...match]);
}

/**
 * Sent receipts: the part and its message take the reported status (a message with several
 * parts here takes its last one's), then each message its status from its parts. Parts are
 * locked before their messages, in the order the outcome settler takes them (SETTLE_OUTCOMES):
 * the other order deadlocks with it on PostgreSQL. PostgreSQL updates each table from one set of
 * arrays, SQLite runs two updates per report.
 */
export function addSentReports(work: Work, reports: readonly SentReport[]): void {
  const messageIds = [...new Set(reports.map((report) => report.messageRowId))];
  if (work.postgres) {
    const columns = reportColumns(reports);
    work.run(MARK_PARTS_SENT_POSTGRES, columns.parts);
    work.run(MARK_MESSAGES_SENT_POSTGRES, columns.messages);
    work.run(aggregateStatusSql('select unnest(?::bigint[])'), [messageIds]);
    return;
  }
  for (const { partId, status, dlrText, doneAt } of reports) {
    work.run(MARK_PART_SENT, [status, dlrText, doneAt, partId]);
  }
  for (const { messageRowId, dlrText, doneAt } of lastReportOfEachMessage(reports)) {
    work.run(MARK_MESSAGE_SENT, [dlrText, doneAt, messageRowId]);
  }
  work.run(aggregateStatusSql(messageIds.map(() => '?').join(', ')), messageIds);
}

const MARK_PARTS_SENT_POSTGRES = `update esme_message_parts p
  set status = sent.status, dlr_text = sent.dlr_text, done_at = sent.done_at, report_due_at = null
  from unnest(?::bigint[], ?::varchar[], ?::text[], ?::bigint[])
    as sent(part_id, status, dlr_text, done_at)
  where p.id = sent.part_id`;

const MARK_MESSAGES_SENT_POSTGRES = `update esme_messages m
  set dlr_text = sent.dlr_text, done_at = sent.done_at
  from unnest(?::bigint[], ?::text[], ?::bigint[]) as sent(message_row_id, dlr_text, done_at)
  where m.id = sent.message_row_id`;

/** Each message's last report of the batch: that is the one its row shows. */
function lastReportOfEachMessage(reports: readonly SentReport[]): SentReport[] {
  return [...new Map(reports.map((report) => [report.messageRowId, report])).values()];
}

function reportColumns(reports: readonly SentReport[]): { parts: unknown[]; messages: unknown[] } {
  const last = lastReportOfEachMessage(reports);
  return {
    parts: [
      reports.map((report) => report.partId),
      reports.map((report) => report.status),
      reports.map((report) => report.dlrText),
      reports.map((report) => report.doneAt),
    ],
    messages: [
      last.map((report) => report.messageRowId),
      last.map((report) => report.dlrText),
      last.map((report) => report.doneAt),
    ],
  };
}

/**
 * A report that goes out again later (or not at all): its refusals so far, the last refusal's
 * command_status (null keeps the one stored), the next try or when the server gave up.
 */
const MARK_PART_RETRIED =
  'update esme_message_parts set report_attempts = ?, report_refused_status = coalesce(?, report_refused_status), report_due_at = ?, report_failed_at = ? where id = ?';

/** Reports to be tried again later (or given up on): one statement from arrays on PostgreSQL. */
export function addRetriedReports(work: Work, reports: readonly RetriedReport[]): void {
  if (work.postgres) {
    work.run(MARK_RETRIED_POSTGRES, retryColumns(reports));
    return;
  }
  for (const { partId, attempts, refusedStatus, dueAt, failedAt } of reports) {
    work.run(MARK_PART_RETRIED, [attempts, refusedStatus, dueAt, failedAt, partId]);
  }
}

/** PostgreSQL: retried reports from arrays (retryColumns). */
const MARK_RETRIED_POSTGRES = `update esme_message_parts p
  set report_attempts = retried.attempts,
    report_refused_status = coalesce(retried.refused_status, p.report_refused_status),
    report_due_at = retried.due_at, report_failed_at = retried.failed_at
  from unnest(?::bigint[], ?::integer[], ?::integer[], ?::bigint[], ?::bigint[])
    as retried(part_id, attempts, refused_status, due_at, failed_at)
  where p.id = retried.part_id`;

const retryColumns = (reports: readonly RetriedReport[]): unknown[][] => [
  reports.map((report) => report.partId),
  reports.map((report) => report.attempts),
  reports.map((report) => report.refusedStatus),
  reports.map((report) => report.dueAt),
  reports.map((report) => report.failedAt),
];

/** Every column of a received message, with its PostgreSQL type (for insertRows). */
export const MESSAGE_COLUMNS: readonly InsertColumn<NewEsmeMessageRow>[] = [
  ['id', 'bigint'],
  ['user_id', 'integer'],
  ['client_id', 'integer'],
  ['command', 'varchar'],
  ['service_type', 'varchar'],
  ['source_addr', 'varchar'],
  ['source_addr_ton', 'integer'],
  ['source_addr_npi', 'integer'],
  ['destination_addr', 'varchar'],
  ['dest_addr_ton', 'integer'],
  ['dest_addr_npi', 'integer'],
  ['text', 'text'],
  ['data_coding', 'integer'],
  ['esm_class', 'integer'],
  ['registered_delivery', 'integer'],
  ['concatenation', 'varchar'],
  ['parts', 'integer'],
  ['parts_received', 'integer'],
  ['message_id', 'varchar'],
  ['status', 'varchar'],
  ['command_status', 'integer'],
  ['dlr_text', 'text'],
  ['tlvs', 'text'],
  ['created_at', 'bigint'],
  ['done_at', 'bigint'],
  ['scheduled_at', 'bigint'],
  ['valid_until', 'bigint'],
  ['replaced_by', 'bigint'],
  ['cost_micros', 'bigint'],
];

/** Every column of a received part, with its PostgreSQL type. */
export const PART_COLUMNS: readonly InsertColumn<NewEsmeMessagePartRow>[] = [
  ['id', 'bigint'],
  ['esme_message_id', 'bigint'],
  ['client_id', 'integer'],
  ['seq', 'integer'],
  ['message_id', 'varchar'],
  ['short_message_hex', 'text'],
  ['esm_class', 'integer'],
  ['registered_delivery', 'integer'],
  ['tlvs', 'text'],
  ['status', 'varchar'],
  ['command_status', 'integer'],
  ['submitted_at', 'bigint'],
  ['done_at', 'bigint'],
  ['dlr_text', 'text'],
  ['report_due_at', 'bigint'],
  ['report_expires_at', 'bigint'],
  ['report_status', 'varchar'],
  ['report_error', 'integer'],
  ['outcome_at', 'bigint'],
  ['session_id', 'varchar'],
];

/** A later part of a stored message: its count, the whole text once complete, its cost. */
const PROGRESS_SQL = new Map<number, string>();
for (let shape = 1; shape < 8; shape++) {
  const sets = [
    shape & 1 ? 'parts_received = ?' : '',
    shape & 2 ? 'text = ?' : '',
    shape & 4 ? 'cost_micros = coalesce(cost_micros, 0) + ?' : '',
  ].filter(Boolean);
  PROGRESS_SQL.set(shape, `update esme_messages set ${sets.join(', ')} where id = ?`);
}

/** A received batch: new messages, their parts, then progress of earlier messages. */
export function addIngestBatch(work: Work, batch: IngestBatch): void {
  work.insert('esme_messages', MESSAGE_COLUMNS, batch.messages);
  work.insert('esme_message_parts', PART_COLUMNS, batch.parts);
  for (const change of batch.progress) {
    const { parts_received: received, text, cost_micros: cost } = change;
    const values = [received, text, cost];
    let shape = 0;
    values.forEach((value, bit) => {
      if (value !== undefined) shape |= 1 << bit;
    });
    const sql = PROGRESS_SQL.get(shape);
    if (sql) work.run(sql, [...values.filter((value) => value !== undefined), change.id]);
  }
  for (const replacement of batch.replacements ?? []) addReplacement(work, replacement);
  if (batch.events) addOutboxEvents(work, batch.events);
}
