import { sql, type Kysely, type Migration } from 'kysely';
import { isPostgres } from './column-types.js';

/**
 * Fewer B-trees per received message and per PDU log row: the ingest path inserts four rows per
 * submit_sm, and every index is one more B-tree to change in each.
 * - SQLite: esme_messages and esme_message_parts get `integer primary key` ids (the rowid
 *   itself) instead of `bigint primary key` (a rowid plus a separate unique index).
 * - pdu_logs: the created_at index goes (retention purges by id range, ids grow with time), and
 *   the message_id index keeps only rows that carry a message id.
 */
export const leanIngest: Migration = {
  async up(db: Kysely<unknown>) {
    if (!isPostgres(db)) await rebuildEsmeTables(db, 'integer');
    await sql`drop index pdu_logs_created`.execute(db);
    await sql`drop index pdu_logs_message_id`.execute(db);
    await sql`create index pdu_logs_message_id on pdu_logs (side, message_id) where message_id is not null`.execute(
      db,
    );
  },

  async down(db: Kysely<unknown>) {
    await sql`drop index pdu_logs_message_id`.execute(db);
    await sql`create index pdu_logs_message_id on pdu_logs (side, message_id)`.execute(db);
    await sql`create index pdu_logs_created on pdu_logs (created_at)`.execute(db);
    if (!isPostgres(db)) await rebuildEsmeTables(db, 'bigint');
  },
};

/**
 * SQLite cannot change a primary key in place: each table is copied into a new one. Foreign keys
 * are off meanwhile (SQLite migrations run outside a transaction, so the pragma takes effect),
 * or dropping the old esme_messages would cascade into the parts.
 */
async function rebuildEsmeTables(db: Kysely<unknown>, idType: 'integer' | 'bigint') {
  await sql`pragma foreign_keys = off`.execute(db);
  await sql`begin`.execute(db);
  try {
    for (const [table, columns, indexes] of [
      ['esme_messages', messageColumns, messageIndexes],
      ['esme_message_parts', partColumns, partIndexes],
    ] as const) {
      await sql.raw(`create table ${table}_new (id ${idType} primary key, ${columns})`).execute(db);
      await sql.raw(`insert into ${table}_new select * from ${table}`).execute(db);
      await sql.raw(`drop table ${table}`).execute(db);
      await sql.raw(`alter table ${table}_new rename to ${table}`).execute(db);
      for (const index of indexes) await sql.raw(index).execute(db);
    }
    const broken = await sql`pragma foreign_key_check`.execute(db);
    if (broken.rows.length > 0) throw new Error('foreign keys broken by the table rebuild');
    await sql`commit`.execute(db);
  } catch (error) {
    await sql`rollback`.execute(db);
    throw error;
  } finally {
    await sql`pragma foreign_keys = on`.execute(db);
  }
}

// The columns after id, exactly as 0003-esme created them.
const messageColumns = `"user_id" integer not null,
  "client_id" integer not null references "clients" ("id") on delete cascade,
  "command" varchar(20) not null, "service_type" varchar(6) not null,
  "source_addr" varchar(65) not null, "source_addr_ton" integer not null,
  "source_addr_npi" integer not null, "destination_addr" varchar(65) not null,
  "dest_addr_ton" integer not null, "dest_addr_npi" integer not null, "text" text not null,
  "data_coding" integer not null, "esm_class" integer not null,
  "registered_delivery" integer not null, "concatenation" varchar(10), "parts" integer not null,
  "parts_received" integer not null, "message_id" varchar(65), "status" varchar(20) not null,
  "command_status" integer, "dlr_text" text, "tlvs" text not null, "created_at" bigint not null,
  "done_at" bigint`;

const partColumns = `"esme_message_id" bigint not null
    references "esme_messages" ("id") on delete cascade,
  "client_id" integer not null, "seq" integer not null, "message_id" varchar(65),
  "short_message_hex" text not null, "esm_class" integer not null,
  "registered_delivery" integer not null, "tlvs" text not null, "status" varchar(20) not null,
  "command_status" integer, "submitted_at" bigint not null, "done_at" bigint, "dlr_text" text,
  "report_due_at" bigint, "report_expires_at" bigint, "report_status" varchar(20),
  "report_error" integer`;

const messageIndexes = [
  'create index esme_messages_user_created on esme_messages (user_id, created_at)',
  'create index esme_messages_client_id on esme_messages (client_id)',
];

const partIndexes = [
  'create index esme_message_parts_message on esme_message_parts (esme_message_id)',
  'create index esme_message_parts_client_message_id on esme_message_parts (client_id, message_id)',
  'create index esme_message_parts_report_due on esme_message_parts (client_id, report_due_at) where report_due_at is not null',
];
