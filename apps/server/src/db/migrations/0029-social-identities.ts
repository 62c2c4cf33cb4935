import type { Kysely, Migration } from 'kysely';
import { autoIncrementId } from './column-types.js';

/**
 * Social sign-in (issue 25): each provider identity (Google `sub`, Facebook user id, Twitter user
 * id) belongs to one user; one user may have one of each provider. `email` is what the provider
 * said when the identity was linked (for Settings), null when it gave none. Twitter's request
 * tokens wait in `twitter_request_tokens` (secret sealed) between the token call and the
 * callback; each is taken once.
 */
export const socialIdentities: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('social_identities')
      .addColumn('id', ...autoIncrementId(db))
      .addColumn('user_id', 'integer', (col) =>
        col.notNull().references('users.id').onDelete('cascade'),
      )
      .addColumn('provider', 'varchar(16)', (col) => col.notNull())
      .addColumn('subject', 'varchar(255)', (col) => col.notNull())
      .addColumn('email', 'varchar(254)')
      .addColumn('name', 'varchar(255)')
      .addColumn('created_at', 'bigint', (col) => col.notNull())
      .addUniqueConstraint('social_identities_provider_subject', ['provider', 'subject'])
      .addUniqueConstraint('social_identities_user_provider', ['user_id', 'provider'])
      .execute();
    await db.schema
      .createTable('twitter_request_tokens')
      .addColumn('token', 'varchar(255)', (col) => col.primaryKey())
      .addColumn('secret', 'text', (col) => col.notNull())
      .addColumn('created_at', 'bigint', (col) => col.notNull())
      .execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('twitter_request_tokens').execute();
    await db.schema.dropTable('social_identities').execute();
  },
};
