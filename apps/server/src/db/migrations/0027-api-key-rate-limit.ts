import type { Kysely, Migration } from 'kysely';

/** Issue 23: each API key's own rate limit, in requests per second. */
export const apiKeyRateLimit: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('api_keys')
      .addColumn('rate_limit', 'integer', (col) => col.notNull().defaultTo(100))
      .execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('api_keys').dropColumn('rate_limit').execute();
  },
};
