import type { Kysely, Migration } from 'kysely';
import { autoIncrementId } from './column-types.js';

/**
 * Webhooks (issue 23): each belongs to one ESME account or one gateway of its user. The secret is
 * sealed with the SecretBox (it signs every delivery, so it must be readable); `secret_prefix`
 * tells which one is set. Deliveries keep their JSON body for redelivery; the oldest open one of
 * each webhook is the next to go (order per webhook), found by `webhook_deliveries_open`.
 */
export const webhooks: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('webhooks')
      .addColumn('id', ...autoIncrementId(db))
      .addColumn('user_id', 'integer', (col) =>
        col.notNull().references('users.id').onDelete('cascade'),
      )
      .addColumn('client_id', 'integer', (col) => col.references('clients.id').onDelete('cascade'))
      .addColumn('gateway_id', 'integer', (col) =>
        col.references('gateways.id').onDelete('cascade'),
      )
      .addColumn('url', 'varchar(2000)', (col) => col.notNull())
      .addColumn('secret', 'text', (col) => col.notNull())
      .addColumn('secret_prefix', 'varchar(20)', (col) => col.notNull())
      .addColumn('events', 'text', (col) => col.notNull())
      .addColumn('enabled', 'integer', (col) => col.notNull().defaultTo(1))
      .addColumn('created_at', 'bigint', (col) => col.notNull())
      .addColumn('updated_at', 'bigint', (col) => col.notNull())
      .execute();
    await db.schema.createIndex('webhooks_user_id').on('webhooks').column('user_id').execute();
    await db.schema.createIndex('webhooks_client_id').on('webhooks').column('client_id').execute();
    await db.schema
      .createIndex('webhooks_gateway_id')
      .on('webhooks')
      .column('gateway_id')
      .execute();

    await db.schema
      .createTable('webhook_deliveries')
      .addColumn('id', ...autoIncrementId(db))
      .addColumn('webhook_id', 'integer', (col) =>
        col.notNull().references('webhooks.id').onDelete('cascade'),
      )
      .addColumn('event', 'varchar(40)', (col) => col.notNull())
      .addColumn('event_id', 'varchar(64)', (col) => col.notNull())
      .addColumn('payload', 'text', (col) => col.notNull())
      .addColumn('status', 'varchar(16)', (col) => col.notNull())
      .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('http_status', 'integer')
      .addColumn('latency_ms', 'integer')
      .addColumn('response_excerpt', 'text')
      .addColumn('created_at', 'bigint', (col) => col.notNull())
      .addColumn('last_attempt_at', 'bigint')
      .addColumn('next_attempt_at', 'bigint')
      .execute();
    // The delivery log, newest first; and whether an event already has its delivery.
    await db.schema
      .createIndex('webhook_deliveries_log')
      .on('webhook_deliveries')
      .columns(['webhook_id', 'id'])
      .execute();
    await db.schema
      .createIndex('webhook_deliveries_event')
      .on('webhook_deliveries')
      .columns(['webhook_id', 'event_id'])
      .execute();
    // The due queue: open deliveries (next_attempt_at set) by webhook, oldest first.
    await db.schema
      .createIndex('webhook_deliveries_open')
      .on('webhook_deliveries')
      .columns(['next_attempt_at', 'webhook_id', 'id'])
      .execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('webhook_deliveries').execute();
    await db.schema.dropTable('webhooks').execute();
  },
};
