import { pino } from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createSqlite, type Db } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import { jobsCleanupJob, KEEP_DONE_MS, KEEP_FAILED_MS } from './cleanup-job.js';
import { JobRegistry } from './job-registry.js';
import { JobRepository } from './job-repository.js';
import { JobRunner } from './job-runner.js';

const HOUR_MS = 60 * 60_000;

describe('jobs.cleanup', () => {
  let db: Db;
  const now = 1_800_000_000_000;

  beforeEach(async () => {
    db = createSqlite(':memory:').db;
    await migrateToLatest(db);
  });

  afterEach(() => db.destroy());

  async function job(name: string, finishedAt: number | null, lastError: string | null = null) {
    const row = await db
      .insertInto('jobs')
      .values({
        name,
        payload: '{}',
        run_at: now - KEEP_FAILED_MS * 2,
        max_attempts: 5,
        created_at: now - KEEP_FAILED_MS * 2,
        finished_at: finishedAt,
        last_error: lastError,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  it('deletes done jobs after a day and given-up ones after a week, never unfinished ones', async () => {
    await job('old-done', now - KEEP_DONE_MS - HOUR_MS);
    const recentDone = await job('recent-done', now - KEEP_DONE_MS + HOUR_MS);
    const failed = await job('failed', now - KEEP_DONE_MS - HOUR_MS, 'HTTP 500');
    await job('old-failed', now - KEEP_FAILED_MS - HOUR_MS, 'HTTP 500');
    const waiting = await job('waiting', null);
    const repository = new JobRepository(db);
    const runner = new JobRunner({
      repository,
      registry: new JobRegistry([jobsCleanupJob(repository, () => now)]),
      clock: () => now,
      log: pino({ level: 'silent' }),
    });
    await runner.scheduleRecurring();
    expect(await runner.runDue()).toBe(1);
    const left = await db.selectFrom('jobs').select(['id', 'name']).orderBy('id').execute();
    expect(left.map((row) => row.name)).toEqual([
      'recent-done',
      'failed',
      'waiting',
      'jobs.cleanup',
    ]);
    expect(left.slice(0, 3).map((row) => row.id)).toEqual([recentDone, failed, waiting]);
  });

  it('deletes in batches until none is left to delete', async () => {
    for (let n = 0; n < 7; n++) await job(`done-${n}`, now - KEEP_DONE_MS - HOUR_MS);
    const deleted = await new JobRepository(db).deleteFinished(
      now - KEEP_DONE_MS,
      now - KEEP_FAILED_MS,
      3,
    );
    expect(deleted).toBe(7);
    expect(await db.selectFrom('jobs').select('id').execute()).toEqual([]);
  });
});
