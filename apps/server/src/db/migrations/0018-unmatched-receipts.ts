import type { Kysely, Migration } from 'kysely';

/**
 * Delivery receipts that matched no sent part (after waiting for a late submit_sm_resp): counted
 * per gateway with the last one's time and receipted id, and their deliver_sm marked in the PDU
 * log. One column per statement: SQLite alters a table one change at a time.
 */
export const unmatchedReceipts: Migration = {
  async up(db: Kysely<unknown>) {
    const gateways = () => db.schema.alterTable('gateways');
    await gateways()
      .addColumn('unmatched_receipts', 'integer', (col) => col.notNull().defaultTo(0))
      .execute();
    await gateways().addColumn('unmatched_receipt_at', 'bigint').execute();
    await gateways().addColumn('unmatched_receipt_id', 'varchar(65)').execute();
    await db.schema
      .alterTable('pdu_logs')
      .addColumn('unmatched_receipt', 'integer', (col) => col.notNull().defaultTo(0))
      .execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('pdu_logs').dropColumn('unmatched_receipt').execute();
    const gateways = () => db.schema.alterTable('gateways');
    await gateways().dropColumn('unmatched_receipt_id').execute();
    await gateways().dropColumn('unmatched_receipt_at').execute();
    await gateways().dropColumn('unmatched_receipts').execute();
  },
};
