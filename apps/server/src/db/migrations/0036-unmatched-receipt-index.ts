import { sql, type Kysely, type Migration } from 'kysely';

/**
 * A gateway's delivery analytics (issue 36) count its receipts that matched no part over a
 * period: a partial index holds only those marked deliver_sm rows, by gateway and time. Every
 * other PDU logged leaves it untouched (its row fails the WHERE), so ingest pays nothing.
 */
export const unmatchedReceiptIndex: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`create index pdu_logs_unmatched_receipts on pdu_logs (connection_id, created_at) where side = 'smsc' and unmatched_receipt = 1`.execute(
      db,
    );
  },

  async down(db: Kysely<unknown>) {
    await sql`drop index pdu_logs_unmatched_receipts`.execute(db);
  },
};
