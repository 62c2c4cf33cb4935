import type { Kysely, Migration } from 'kysely';
import { autoIncrementId } from './column-types.js';

/**
 * Payments (issue 22): one row per top-up attempt through a provider. `reference` is the order
 * number the provider knows (unique, letters and digits); `credited_at` is set in the unit of
 * work that credits the balance, so a payment is credited at most once.
 */
export const payments: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('payments')
      .addColumn('id', ...autoIncrementId(db))
      .addColumn('user_id', 'integer', (col) =>
        col.notNull().references('users.id').onDelete('cascade'),
      )
      .addColumn('provider', 'varchar(20)', (col) => col.notNull())
      .addColumn('amount', 'integer', (col) => col.notNull())
      .addColumn('currency', 'varchar(3)', (col) => col.notNull().defaultTo('USD'))
      .addColumn('status', 'varchar(20)', (col) => col.notNull())
      .addColumn('reference', 'varchar(32)', (col) => col.notNull().unique())
      .addColumn('checkout_url', 'varchar(2000)')
      .addColumn('reason', 'varchar(500)')
      .addColumn('sandbox', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('created_at', 'bigint', (col) => col.notNull())
      .addColumn('updated_at', 'bigint', (col) => col.notNull())
      .addColumn('expires_at', 'bigint', (col) => col.notNull())
      .addColumn('credited_at', 'bigint')
      .execute();
    // The user's list, newest first; the reconciliation job's open payments by deadline.
    await db.schema
      .createIndex('payments_user')
      .on('payments')
      .columns(['user_id', 'id'])
      .execute();
    await db.schema
      .createIndex('payments_open')
      .on('payments')
      .columns(['status', 'expires_at'])
      .execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('payments').execute();
  },
};
