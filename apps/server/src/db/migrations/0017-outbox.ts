import type { Kysely, Migration } from 'kysely';
import { autoIncrementId } from './column-types.js';

/**
 * The event outbox: events a subscriber must not lose (see DURABLE_EVENT_KINDS), written in the
 * transaction of the change they describe and delivered from here by the OutboxRelay, in id
 * order per user. `next_attempt_at` is when a row may next be tried; while a relay delivers it,
 * it is that relay's lease.
 */
export const outbox: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('outbox')
      .addColumn('id', ...autoIncrementId(db))
      .addColumn('kind', 'varchar(40)', (col) => col.notNull())
      .addColumn('user_id', 'integer', (col) =>
        col.notNull().references('users.id').onDelete('cascade'),
      )
      .addColumn('payload', 'text', (col) => col.notNull())
      .addColumn('created_at', 'bigint', (col) => col.notNull())
      .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('next_attempt_at', 'bigint', (col) => col.notNull())
      .addColumn('last_error', 'text')
      .addColumn('delivered_at', 'bigint')
      .execute();
    // Undelivered rows per user in order: the relay finds each user's oldest.
    await db.schema
      .createIndex('outbox_undelivered')
      .on('outbox')
      .columns(['delivered_at', 'user_id', 'id'])
      .execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('outbox').execute();
  },
};
