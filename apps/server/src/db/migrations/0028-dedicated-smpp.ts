import type { Kysely, Migration } from 'kysely';
import { autoIncrementId } from './column-types.js';

/**
 * Dedicated SMPP subscriptions (issue 24): one per user (a unique index, so two concurrent
 * subscribes make one), each with a listener port of its own (unique: the port stays the
 * subscription's across restarts). `status` is active, grace or suspended; a cancelled
 * subscription is deleted (its charges and refund stay in the ledger). `price_per_ip_micros` is
 * what the current period was charged per address: pro rata charges and refunds use it. Refused connections are
 * counted by the listener and stored now and then.
 */
export const dedicatedSmpp: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('dedicated_smpp')
      .addColumn('id', ...autoIncrementId(db))
      .addColumn('user_id', 'integer', (col) =>
        col.notNull().unique().references('users.id').onDelete('cascade'),
      )
      .addColumn('port', 'integer', (col) => col.notNull().unique())
      .addColumn('ip_addresses', 'text', (col) => col.notNull())
      .addColumn('status', 'varchar(16)', (col) => col.notNull())
      .addColumn('period_start', 'bigint', (col) => col.notNull())
      .addColumn('period_end', 'bigint', (col) => col.notNull())
      .addColumn('grace_until', 'bigint')
      .addColumn('price_per_ip_micros', 'bigint', (col) => col.notNull())
      .addColumn('language', 'varchar(8)', (col) => col.notNull().defaultTo('en'))
      .addColumn('refused_count', 'bigint', (col) => col.notNull().defaultTo(0))
      .addColumn('refused_last_address', 'varchar(64)')
      .addColumn('refused_last_at', 'bigint')
      .addColumn('created_at', 'bigint', (col) => col.notNull())
      .addColumn('updated_at', 'bigint', (col) => col.notNull())
      .execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('dedicated_smpp').execute();
  },
};
