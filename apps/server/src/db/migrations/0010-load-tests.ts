import type { Kysely, Migration } from 'kysely';

/**
 * Load tests outlive the server's memory: each one's progress (counts and per-second chart, as
 * the API gives it) is kept as JSON once it has run, so a restart does not forget it.
 */
export const loadTests: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('load_tests')
      .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
      .addColumn('user_id', 'integer', (col) =>
        col.notNull().references('users.id').onDelete('cascade'),
      )
      .addColumn('progress', 'text', (col) => col.notNull())
      .addColumn('updated_at', 'bigint', (col) => col.notNull())
      .execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('load_tests').execute();
  },
};
