import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { createPdu, encodePdu, readHeader } from '@routelab/smpp';
import { createSqlite } from '../dist/db/database.js';
import { migrateToLatest } from '../dist/db/migrate.js';
import { runStatement } from '../dist/db/sqlite-threads/run-statement.js';
import {
  insertOf,
  WRITER_CACHE_KIB,
  type InsertStatement,
} from '../dist/db/sqlite-threads/write-job.js';
import { PduLogBatch } from '../dist/modules/logs/pdu-log-batch.js';
import { sampleSubmit } from '../../../packages/smpp/bench/sample-message.js';
import { cpuMicros, tell } from './ingest-process.js';
import { seedAccount, seedUser } from '../test/support/seed-accounts.js';

// Usage (forked by ingest.ts): sqlite-floor.ts <messages> <window> <variant>
// What SQLite alone takes to store what the server stores per message, the floor under any
// design that keeps these tables: in one thread, no SMPP, no hand-off between threads, the
// rows built before the clock runs. Per round of <window> messages one transaction (as a group
// commit): a message row and a part row each, with the server's statements (runStatement) on
// the migrated schema and its indexes, checkpoints as SQLite runs them by itself. `rows` adds
// both PDUs as pdu_logs rows, as the server logs them; `unindexed` the same rows with no
// secondary index on the three tables (what the rows cost whatever the indexes); `unlogged`
// leaves the PDU log out; `segments` writes each round's PDUs as one row of raw bytes with no
// index (the log as append-only segments, the first direction); `segments-indexed` adds
// what the console's reads of such a log would need at the least: the segments by user and side,
// and a lookup row per PDU that carries a message id (the message view, the message id filter).
const total = Number(process.argv[2] ?? 100_000);
const window = Number(process.argv[3] ?? 100);
const variant = process.argv[4] ?? 'rows';

const dataDir = await mkdtemp(join(tmpdir(), 'routelab-floor-'));
const file = join(dataDir, 'routelab.sqlite');
const migrated = createSqlite(file).db;
await migrateToLatest(migrated);
const userId = await seedUser(migrated, 'floor@example.com', 'x');
const clientId = await seedAccount(migrated, {
  userId,
  systemId: 'floor',
  passwordHash: 'x',
  maxBinds: 1,
});
await migrated.destroy();

// The writer thread's connection settings (writer-thread.ts), with SQLite's own checkpoints.
const database = new SqliteDatabase(file);
database.pragma('journal_mode = WAL');
database.pragma('synchronous = normal');
database.pragma('foreign_keys = ON');
database.pragma(`cache_size = -${WRITER_CACHE_KIB}`);
database.exec(`create table pdu_log_segments (id integer primary key, user_id integer not null,
  side text not null, connection_id integer not null, first_at integer not null,
  count integer not null, headers blob not null, raw blob not null)`);
if (variant === 'segments-indexed') {
  database.exec(`create index pdu_log_segments_user on pdu_log_segments (user_id, side, id);
    create table pdu_log_message_ids (segment_id integer not null, side text not null,
      message_id text not null);
    create index pdu_log_message_ids_id on pdu_log_message_ids (side, message_id)`);
}
if (variant === 'unindexed') {
  const indexes = database
    .prepare(
      "select name from sqlite_master where type = 'index' and sql is not null and tbl_name in ('esme_messages', 'esme_message_parts', 'pdu_logs')",
    )
    .pluck()
    .all() as string[];
  for (const index of indexes) database.exec(`drop index "${index}"`);
}
const begin = database.prepare('begin immediate');
const commit = database.prepare('commit');
const insertSegment = database.prepare(
  'insert into pdu_log_segments (user_id, side, connection_id, first_at, count, headers, raw) values (?, ?, ?, ?, ?, ?, ?)',
);
/** The message ids a segment's PDUs carry, as rows of the lookup table (server's statements). */
function messageIdRows(segmentId: number, pdus: PduLogBatch): InsertStatement | undefined {
  const rows = pdus
    .rows()
    .filter((row) => row.message_id)
    .map((row) => ({ segment_id: segmentId, side: 'esme', message_id: row.message_id }));
  return rows.length > 0 ? insertOf('pdu_log_message_ids', rows) : undefined;
}

const { text, ...fields } = sampleSubmit;
const submitFrame = encodePdu(
  createPdu('submit_sm', { ...fields, short_message: Buffer.from(text, 'latin1') }),
);
const hex = Buffer.from(text, 'latin1').toString('hex');
const target = { side: 'esme' as const, userId, connectionId: clientId, sessionId: 'floor' };

/** One round's statements: what the server's ingest and PDU log writer hand the writer thread. */
function round(firstId: number, size: number): { rows: InsertStatement[]; pdus: PduLogBatch } {
  const now = Date.now();
  const messages = [];
  const parts = [];
  const pdus = new PduLogBatch();
  for (let id = firstId; id < firstId + size; id++) {
    const messageId = String(id);
    messages.push({
      id,
      user_id: userId,
      client_id: clientId,
      command: 'submit_sm',
      service_type: '',
      source_addr: fields.source_addr,
      source_addr_ton: fields.source_addr_ton,
      source_addr_npi: fields.source_addr_npi,
      destination_addr: fields.destination_addr,
      dest_addr_ton: fields.dest_addr_ton,
      dest_addr_npi: fields.dest_addr_npi,
      text,
      data_coding: 0,
      esm_class: 0,
      registered_delivery: 1,
      concatenation: 'none',
      parts: 1,
      parts_received: 1,
      message_id: messageId,
      status: 'enroute',
      command_status: 0,
      dlr_text: null,
      tlvs: '[]',
      created_at: now,
      done_at: null,
      scheduled_at: null,
      valid_until: null,
      replaced_by: null,
      cost_micros: 0,
    });
    parts.push({
      id,
      esme_message_id: id,
      client_id: clientId,
      seq: 1,
      message_id: messageId,
      short_message_hex: hex,
      esm_class: 0,
      registered_delivery: 1,
      tlvs: '[]',
      status: 'enroute',
      command_status: 0,
      submitted_at: now,
      done_at: null,
      dlr_text: null,
      report_due_at: now + 1_000,
      report_expires_at: now + 86_400_000,
      report_status: 'delivered',
      report_error: 0,
      outcome_at: now + 1_000,
      session_id: 'floor',
    });
    const submit = Buffer.from(submitFrame);
    submit.writeUInt32BE(id, 12);
    pdus.add(target, 'in', submit, readHeader(submit), null, now);
    const response = encodePdu(
      createPdu('submit_sm_resp', { message_id: messageId, sequenceNumber: id }),
    );
    pdus.add(target, 'out', response, readHeader(response), messageId, now);
  }
  return {
    rows: [insertOf('esme_messages', messages), insertOf('esme_message_parts', parts)],
    pdus,
  };
}

/**
 * A round's PDUs as one segment's parameters: per PDU its command id, sequence number, length and
 * time packed, the frames one after another.
 */
function segmentOf(pdus: PduLogBatch): unknown[] {
  const { values, blob } = pdus.toInsert();
  const headers = new Float64Array(pdus.size * 4);
  const columns = [values[5], values[7], values[9], values[11]] as (number | Float64Array)[];
  for (let row = 0; row < pdus.size; row++) {
    columns.forEach((column, index) => {
      headers[row * 4 + index] = typeof column === 'number' ? column : column[row]!;
    });
  }
  return [userId, 'esme', clientId, Date.now(), pdus.size, headers, blob];
}

let cpu = 0;
const started = performance.now();
for (let first = 1; first <= total; first += window) {
  const { rows, pdus } = round(first, Math.min(window, total - first + 1));
  const logRows = variant === 'rows' || variant === 'unindexed' ? pdus.toInsert() : undefined;
  const segmented = variant === 'segments' || variant === 'segments-indexed';
  const segment = segmented ? segmentOf(pdus) : undefined;
  const lookups = variant === 'segments-indexed' ? messageIdRows(first, pdus) : undefined;
  const before = cpuMicros();
  begin.run();
  for (const statement of rows) runStatement(database, statement);
  if (logRows) runStatement(database, logRows);
  if (segment) insertSegment.run(...segment);
  if (lookups) runStatement(database, lookups);
  commit.run();
  cpu += cpuMicros() - before;
}
const elapsedMs = performance.now() - started;
database.close();
await rm(dataDir, { recursive: true, force: true });
tell({ type: 'storage', messages: total, cpuMicros: cpu, elapsedMs });
setTimeout(() => process.exit(0), 100);
