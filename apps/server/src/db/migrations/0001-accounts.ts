import type { Kysely, Migration } from 'kysely';
import { autoIncrementId } from './column-types.js';

/** Users, their sessions and their single-use mail tokens. */
export const accounts: Migration = {
  // Migrations must not depend on the current Database type: it changes with later migrations.
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('users')
      .addColumn('id', ...autoIncrementId(db))
      .addColumn('email', 'varchar(254)', (col) => col.notNull().unique())
      .addColumn('password_hash', 'varchar(255)', (col) => col.notNull())
      .addColumn('first_name', 'varchar(150)', (col) => col.notNull().defaultTo(''))
      .addColumn('last_name', 'varchar(150)', (col) => col.notNull().defaultTo(''))
      .addColumn('avatar', 'varchar(255)')
      .addColumn('groups', 'varchar(100)', (col) => col.notNull().defaultTo('user'))
      .addColumn('tier', 'varchar(20)', (col) => col.notNull().defaultTo('any'))
      .addColumn('balance_micros', 'bigint', (col) => col.notNull().defaultTo(0))
      .addColumn('email_confirmed_at', 'bigint')
      .addColumn('created_at', 'bigint', (col) => col.notNull())
      .execute();

    await db.schema
      .createTable('sessions')
      .addColumn('id', ...autoIncrementId(db))
      .addColumn('token_hash', 'varchar(64)', (col) => col.notNull().unique())
      .addColumn('user_id', 'integer', (col) =>
        col.notNull().references('users.id').onDelete('cascade'),
      )
      .addColumn('created_at', 'bigint', (col) => col.notNull())
      .addColumn('expires_at', 'bigint', (col) => col.notNull())
      .execute();
    await db.schema.createIndex('sessions_user_id').on('sessions').column('user_id').execute();

    await db.schema
      .createTable('tokens')
      .addColumn('id', ...autoIncrementId(db))
      .addColumn('token_hash', 'varchar(64)', (col) => col.notNull().unique())
      .addColumn('purpose', 'varchar(20)', (col) => col.notNull())
      .addColumn('user_id', 'integer', (col) =>
        col.notNull().references('users.id').onDelete('cascade'),
      )
      .addColumn('new_email', 'varchar(254)')
      .addColumn('created_at', 'bigint', (col) => col.notNull())
      .addColumn('expires_at', 'bigint', (col) => col.notNull())
      .addColumn('used_at', 'bigint')
      .execute();
    await db.schema.createIndex('tokens_user_id').on('tokens').column('user_id').execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('tokens').execute();
    await db.schema.dropTable('sessions').execute();
    await db.schema.dropTable('users').execute();
  },
};
