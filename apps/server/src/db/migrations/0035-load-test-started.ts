import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Issue 36: the list of past load tests, newest first, needs when each one started. Tests saved
 * before this get their first message's creation time (or their last save, without messages).
 */
export const loadTestStarted: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('load_tests')
      .addColumn('started_at', 'bigint', (col) => col.notNull().defaultTo(0))
      .execute();
    await sql`
      update load_tests set started_at = coalesce(
        (select min(m.created_at) from smsc_messages m where m.load_test_id = load_tests.id),
        updated_at)`.execute(db);
    await db.schema
      .createIndex('load_tests_user_started')
      .on('load_tests')
      .columns(['user_id', 'started_at'])
      .execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('load_tests_user_started').execute();
    await db.schema.alterTable('load_tests').dropColumn('started_at').execute();
  },
};
