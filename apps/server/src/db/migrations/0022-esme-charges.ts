import type { Kysely, Migration } from 'kysely';

/**
 * Charges on the SMPP server (issue 22): what each received message cost (its accepted parts at
 * the owner's price; null where nothing was charged because billing was off), and per account
 * how many submits were refused because the balance could not cover them, and the last time.
 * One column per statement: SQLite alters a table one change at a time.
 */
export const esmeCharges: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('esme_messages').addColumn('cost_micros', 'bigint').execute();
    await db.schema
      .alterTable('clients')
      .addColumn('refused_for_balance', 'integer', (col) => col.notNull().defaultTo(0))
      .execute();
    await db.schema.alterTable('clients').addColumn('refused_for_balance_at', 'bigint').execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('clients').dropColumn('refused_for_balance_at').execute();
    await db.schema.alterTable('clients').dropColumn('refused_for_balance').execute();
    await db.schema.alterTable('esme_messages').dropColumn('cost_micros').execute();
  },
};
