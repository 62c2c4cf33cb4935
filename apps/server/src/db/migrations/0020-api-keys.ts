import type { Kysely, Migration } from 'kysely';
import { autoIncrementId } from './column-types.js';

/**
 * API keys (issue 21's API-client scope; managed in issue 23). Only a keyed hash of the key is
 * stored; `prefix` is its visible start. Permissions and the address allow-list are JSON arrays.
 */
export const apiKeys: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('api_keys')
      .addColumn('id', ...autoIncrementId(db))
      .addColumn('user_id', 'integer', (col) =>
        col.notNull().references('users.id').onDelete('cascade'),
      )
      .addColumn('name', 'varchar(100)', (col) => col.notNull())
      .addColumn('prefix', 'varchar(20)', (col) => col.notNull())
      .addColumn('key_hash', 'varchar(64)', (col) => col.notNull().unique())
      .addColumn('permissions', 'text', (col) => col.notNull().defaultTo('[]'))
      .addColumn('allowed_ips', 'text', (col) => col.notNull().defaultTo('[]'))
      .addColumn('enabled', 'integer', (col) => col.notNull().defaultTo(1))
      .addColumn('expires_at', 'bigint')
      .addColumn('last_used_at', 'bigint')
      .addColumn('last_used_ip', 'varchar(45)')
      .addColumn('created_at', 'bigint', (col) => col.notNull())
      .execute();
    await db.schema.createIndex('api_keys_user_id').on('api_keys').column('user_id').execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('api_keys').execute();
  },
};
