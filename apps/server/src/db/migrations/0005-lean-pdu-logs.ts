import { sql, type Kysely, type Migration } from 'kysely';
import { isPostgres } from './column-types.js';

/**
 * Two PDU log rows are written per received message, so every B-tree they touch counts:
 * - the (side, connection_id, sequence_number) index served only the SMSC side's message view
 *   (which finds a part's PDUs by session and sequence number): it becomes a partial index of
 *   the SMSC side's rows, and the ESME side's traffic no longer feeds it;
 * - the foreign key to users goes (each insert looked the user up): deleting a user deletes
 *   their PDU logs explicitly (users repository), and a row logged in the moment of that
 *   deletion is never shown and leaves with the retention.
 * SQLite cannot drop a foreign key in place: the table is copied into a new one.
 */
export const leanPduLogs: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`drop index pdu_logs_connection_sequence`.execute(db);
    if (isPostgres(db)) {
      await sql`alter table pdu_logs drop constraint pdu_logs_user_id_fkey`.execute(db);
    } else {
      await rebuildPduLogs(db, '');
    }
    await sql`create index pdu_logs_smsc_exchange on pdu_logs (connection_id, sequence_number) where side = 'smsc'`.execute(
      db,
    );
  },

  async down(db: Kysely<unknown>) {
    await sql`drop index pdu_logs_smsc_exchange`.execute(db);
    const userReference = 'references "users" ("id") on delete cascade';
    if (isPostgres(db)) {
      await sql`delete from pdu_logs where user_id not in (select id from users)`.execute(db);
      await sql
        .raw(
          `alter table pdu_logs add constraint pdu_logs_user_id_fkey foreign key (user_id) ${userReference}`,
        )
        .execute(db);
    } else {
      await rebuildPduLogs(db, userReference);
    }
    await sql`create index pdu_logs_connection_sequence on pdu_logs (side, connection_id, sequence_number)`.execute(
      db,
    );
  },
};

/** Copies pdu_logs into a table whose user_id has `userReference` (or none), with its indexes. */
async function rebuildPduLogs(db: Kysely<unknown>, userReference: string) {
  await sql`begin`.execute(db);
  try {
    await sql
      .raw(
        `create table pdu_logs_new ("id" integer primary key autoincrement,
          "side" varchar(4) not null, "user_id" integer not null ${userReference},
          "connection_id" integer not null, "session_id" varchar(40) not null,
          "direction" varchar(3) not null, "command_id" bigint not null,
          "command_status" bigint not null, "sequence_number" bigint not null,
          "message_id" varchar(65), "length" integer not null, "raw" blob not null,
          "created_at" bigint not null)`,
      )
      .execute(db);
    // Back to a foreign key: rows of users deleted meanwhile cannot come along.
    const kept = userReference ? 'where user_id in (select id from users)' : '';
    await sql.raw(`insert into pdu_logs_new select * from pdu_logs ${kept}`).execute(db);
    await sql`drop table pdu_logs`.execute(db);
    await sql`alter table pdu_logs_new rename to pdu_logs`.execute(db);
    await sql`create index pdu_logs_user_side_id on pdu_logs (user_id, side, id)`.execute(db);
    await sql`create index pdu_logs_message_id on pdu_logs (side, message_id) where message_id is not null`.execute(
      db,
    );
    await sql`commit`.execute(db);
  } catch (error) {
    await sql`rollback`.execute(db);
    throw error;
  }
}
