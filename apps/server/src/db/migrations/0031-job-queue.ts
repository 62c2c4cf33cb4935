import { sql, type Kysely, type Migration } from 'kysely';

/**
 * The one work queue (issue 35): `ordering_key` keeps jobs of one key in id order (no job is
 * claimed while an earlier unfinished one of its key exists: a webhook's deliveries one at a time,
 * oldest first), found by `jobs_in_turn`. `enqueue_count` counts enqueues of a unique key while
 * its job was unfinished, so that one enqueued again while it ran runs once more after. Finished
 * jobs are kept a while and then deleted, oldest first by `jobs_finished`. Recurring jobs carry
 * an empty object as their payload, as every payload is a JSON object now.
 */
export const jobQueue: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('jobs').addColumn('ordering_key', 'varchar(200)').execute();
    await db.schema
      .alterTable('jobs')
      .addColumn('enqueue_count', 'integer', (col) => col.notNull().defaultTo(0))
      .execute();
    await sql`create index jobs_in_turn on jobs (ordering_key, id) where finished_at is null and ordering_key is not null`.execute(
      db,
    );
    await sql`create index jobs_finished on jobs (finished_at) where finished_at is not null`.execute(
      db,
    );
    await sql`update jobs set payload = '{}' where payload = 'null'`.execute(db);
  },

  async down(db: Kysely<unknown>) {
    await sql`update jobs set payload = 'null' where payload = '{}' and unique_key = name`.execute(
      db,
    );
    await sql`drop index jobs_finished`.execute(db);
    await sql`drop index jobs_in_turn`.execute(db);
    await db.schema.alterTable('jobs').dropColumn('enqueue_count').execute();
    await db.schema.alterTable('jobs').dropColumn('ordering_key').execute();
  },
};
