import { sql, type Kysely, type Migration } from 'kysely';

/**
 * The PDU log's message id index keys by length first: the decimal ids we hand out on the ESME
 * side (and many providers' ids) then sort in the order they are logged, so each submit_sm_resp
 * appends to the index instead of changing a leaf page in its middle. callgrind, replaying the
 * writer thread's jobs for 20,000 received messages: 7% fewer SQLite instructions. Lookups say
 * `length(message_id) = length(?)` to use it.
 */
export const pduLogMessageIdOrder: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`drop index pdu_logs_message_id`.execute(db);
    await sql`create index pdu_logs_message_id on pdu_logs (side, length(message_id), message_id) where message_id is not null`.execute(
      db,
    );
  },

  async down(db: Kysely<unknown>) {
    await sql`drop index pdu_logs_message_id`.execute(db);
    await sql`create index pdu_logs_message_id on pdu_logs (side, message_id) where message_id is not null`.execute(
      db,
    );
  },
};
