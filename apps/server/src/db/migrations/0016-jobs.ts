import { sql, type Kysely, type Migration } from 'kysely';
import { autoIncrementId } from './column-types.js';

/**
 * Durable jobs: work that must survive a restart and run once even when several processes share
 * the database. A runner claims a due job by setting its lease (locked_by, locked_until); a lease
 * that runs out (the process died) frees the job for another runner. unique_key holds one row per
 * recurring job kind or singleton; NULL keys do not collide in either dialect.
 */
export const jobs: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('jobs')
      .addColumn('id', ...autoIncrementId(db))
      .addColumn('name', 'varchar(100)', (col) => col.notNull())
      .addColumn('payload', 'text', (col) => col.notNull())
      .addColumn('unique_key', 'varchar(200)', (col) => col.unique())
      .addColumn('run_at', 'bigint', (col) => col.notNull())
      .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('max_attempts', 'integer', (col) => col.notNull())
      .addColumn('last_error', 'text')
      .addColumn('locked_by', 'varchar(100)')
      .addColumn('locked_until', 'bigint')
      .addColumn('created_at', 'bigint', (col) => col.notNull())
      .addColumn('finished_at', 'bigint')
      .execute();
    // The claim reads only unfinished jobs, by run_at.
    await db.schema
      .createIndex('jobs_due')
      .on('jobs')
      .column('run_at')
      .where(sql.ref('finished_at'), 'is', null)
      .execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('jobs').execute();
  },
};
