import { sql } from 'kysely';
import { pino } from 'pino';
import { z } from 'zod';
import { createPostgres, createSqlite } from '../../src/db/database.js';
import { jobHandler, JobRegistry } from '../../src/jobs/job-registry.js';
import { JobRepository } from '../../src/jobs/job-repository.js';
import { JobRunner } from '../../src/jobs/job-runner.js';
import { jobType } from '../../src/jobs/job-type.js';

// Usage (spawned by jobs-processes.test.ts):
//   job-worker.ts <postgres url | sqlite file> <owner> [lease ms]
// A process of its own with a job runner on a shared database, running RECORD_JOB: each run
// writes a 'start' row into job_runs, and a 'done' row once it finished. A job with
// `hang_first` never finishes its first attempt: the test kills the process running it.

const RECORD_JOB = jobType('test.record', z.object({ n: z.number(), hang_first: z.boolean() }), {
  baseMs: 100,
  maxMs: 100,
});
const [target, owner, leaseArg = '60000'] = process.argv.slice(2);
if (!target || !owner) throw new Error('usage: job-worker.ts <database> <owner> [lease ms]');
/**
 * Long by default, so that a process stalled on a loaded machine keeps its jobs; the takeover
 * test passes a short one, so that a killed runner's jobs are taken over within seconds.
 */
const leaseMs = Number(leaseArg);
if (!Number.isInteger(leaseMs) || leaseMs <= 0) throw new Error(`bad lease ms: ${leaseArg}`);
const { db } = target.startsWith('postgres') ? createPostgres(target) : createSqlite(target);

const record = (jobId: number, n: number, attempt: number, phase: 'start' | 'done') =>
  sql`insert into job_runs (job_id, n, owner, attempt, phase) values (${jobId}, ${n}, ${owner}, ${attempt}, ${phase})`.execute(
    db,
  );

const runner = new JobRunner({
  repository: new JobRepository(db),
  registry: new JobRegistry([
    jobHandler({
      type: RECORD_JOB,
      concurrency: 3,
      async handle({ n, hang_first }, job) {
        await record(job.id, n, job.attempt, 'start');
        if (hang_first && job.attempt === 1) await new Promise(() => undefined);
        // A moment of work, so that the other process claims meanwhile.
        await new Promise((resolve) => setTimeout(resolve, 5));
        await record(job.id, n, job.attempt, 'done');
      },
    }),
  ]),
  clock: Date.now,
  log: pino({ level: process.env.WORKER_LOG ?? 'silent' }),
  owner,
  leaseMs,
  pollMs: 50,
});
await runner.start();
// The runner's timers do not hold the process (a server's listeners do): this does.
const alive = setInterval(() => undefined, 60_000);
process.stdout.write('ready\n');
process.on('SIGTERM', () => {
  clearInterval(alive);
  void runner
    .stop()
    .then(() => db.destroy())
    .finally(() => process.exit(0));
});
