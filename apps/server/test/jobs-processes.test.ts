import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createPostgres, createSqlite, type Db } from '../src/db/database.js';
import { migrateToLatest } from '../src/db/migrate.js';
import { JobRepository } from '../src/jobs/job-repository.js';
import { DIALECTS } from './support/dialects.js';
import { eventually } from './support/eventually.js';
import { createTestDatabase, PG_MISSING_MESSAGE } from './support/postgres.js';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const JOBS = 300;
/** A lease no stall on a loaded machine outlasts: no job is re-claimed from a live runner. */
const LONG_LEASE_MS = 60_000;
/**
 * A killed runner's jobs are taken over within seconds; renewed a third of it apart, a live
 * runner loses one only if it stalls for over 3 s.
 */
const SHORT_LEASE_MS = 5_000;

/** A job runner in a process of its own (test/support/job-worker.ts) on the shared database. */
class Worker {
  private readonly child: ChildProcess;
  output = '';

  constructor(
    target: string,
    readonly owner: string,
    leaseMs: number,
  ) {
    this.child = spawn(
      process.execPath,
      ['--import', 'tsx', 'apps/server/test/support/job-worker.ts', target, owner, String(leaseMs)],
      { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    this.child.stdout?.setEncoding('utf8').on('data', (chunk: string) => (this.output += chunk));
    this.child.stderr?.setEncoding('utf8').on('data', (chunk: string) => (this.output += chunk));
  }

  ready(): Promise<true> {
    return eventually(
      `worker ${this.owner}`,
      () => {
        if (this.child.exitCode !== null) throw new Error(`worker exited:\n${this.output}`);
        return this.output.includes('ready') ? true : undefined;
      },
      60_000,
    );
  }

  /** SIGKILL: the runner cannot release anything; its leases run out. */
  async kill(): Promise<void> {
    const { child } = this;
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
  }
}

interface Run {
  job_id: number;
  n: number;
  owner: string;
  attempt: number;
  phase: 'start' | 'done';
}

for (const dialect of DIALECTS) {
  describe(`two processes on one database [${dialect}]`, () => {
    let db: Db;
    let target: string;
    let drop: () => Promise<void>;
    const workers: Worker[] = [];

    beforeEach(async () => {
      if (dialect === 'postgres') {
        if (!process.env.TEST_DATABASE_URL) throw new Error(PG_MISSING_MESSAGE);
        const database = await createTestDatabase();
        target = database.url;
        db = createPostgres(target).db;
        drop = database.drop;
      } else {
        const dir = await mkdtemp(join(tmpdir(), 'routelab-jobs-'));
        target = join(dir, 'routelab.sqlite');
        db = createSqlite(target).db;
        drop = () => rm(dir, { recursive: true, force: true });
      }
      await migrateToLatest(db);
      await sql`create table job_runs (job_id integer not null, n integer not null, owner varchar(40) not null, attempt integer not null, phase varchar(8) not null)`.execute(
        db,
      );
    });

    afterEach(async () => {
      for (const worker of workers.splice(0)) await worker.kill();
      await db.destroy();
      await drop();
    });

    const start = async (leaseMs: number, ...owners: string[]) => {
      const started = owners.map((owner) => new Worker(target, owner, leaseMs));
      workers.push(...started);
      await Promise.all(started.map((worker) => worker.ready()));
      return started;
    };

    const enqueue = async (count: number, hangFirst: (n: number) => boolean = () => false) => {
      const repository = new JobRepository(db);
      const now = Date.now();
      for (let n = 0; n < count; n++) {
        const payload = JSON.stringify({ n, hang_first: hangFirst(n) });
        await repository.enqueue({ name: 'test.record', payload, runAt: now, maxAttempts: 5 }, now);
      }
    };

    const runs = () =>
      sql<Run>`select * from job_runs order by job_id, attempt, phase desc`.execute(db);
    const finished = async () =>
      Number(
        (
          await db
            .selectFrom('jobs')
            .select((eb) => eb.fn.countAll().as('n'))
            .where('finished_at', 'is not', null)
            .executeTakeFirstOrThrow()
        ).n,
      );

    it('runs each job exactly once between two runners in two processes', async () => {
      // Exactly once holds only while no lease runs out: a long one, whatever the load.
      await start(LONG_LEASE_MS, 'first', 'second');
      await enqueue(JOBS);
      await eventually('every job finished', async () =>
        (await finished()) === JOBS ? true : undefined,
      );
      const { rows } = await runs();
      const starts = rows.filter((run) => run.phase === 'start');
      const done = rows.filter((run) => run.phase === 'done');
      expect(new Set(starts.map((run) => run.n)).size).toBe(JOBS);
      expect(starts).toHaveLength(JOBS);
      expect(done).toHaveLength(JOBS);
      expect(rows.every((run) => run.attempt === 1)).toBe(true);
      const jobs = await db.selectFrom('jobs').select(['attempts', 'last_error']).execute();
      expect(jobs.every((job) => job.attempts === 1 && job.last_error === null)).toBe(true);
      // Which process took how many (both claim from the same table; not asserted: it depends
      // on how the machine schedules them).
      const byOwner = Object.fromEntries(
        ['first', 'second'].map((owner) => [
          owner,
          done.filter((run) => run.owner === owner).length,
        ]),
      );
      expect(byOwner.first! + byOwner.second!).toBe(JOBS);
    });

    it('takes over the jobs of a runner killed mid-job once their lease runs out, and only those', async () => {
      const [first, second] = await start(SHORT_LEASE_MS, 'first', 'second');
      // Job 0 never finishes its first attempt; the others are ordinary.
      await enqueue(100, (n) => n === 0);
      const hung = await eventually('the hanging job started', async () => {
        const { rows } = await runs();
        return rows.find((run) => run.n === 0 && run.phase === 'start');
      });
      const killed = hung.owner === 'first' ? first! : second!;
      const survivor = killed === first ? second! : first!;
      await killed.kill();
      await eventually(
        'every job finished',
        async () => ((await finished()) === 100 ? true : undefined),
        60_000,
      );

      const { rows } = await runs();
      const jobs = await db.selectFrom('jobs').select(['id', 'attempts']).execute();
      const attemptsOf = new Map(jobs.map((job) => [job.id, job.attempts]));
      for (let n = 0; n < 100; n++) {
        const starts = rows.filter((run) => run.n === n && run.phase === 'start');
        const last = starts.at(-1)!;
        // Every run but the last was on the killed runner: a job runs again only because its
        // run there never stored its outcome (it may have done its work first: at least once).
        for (const run of starts.slice(0, -1)) expect(run.owner, `job ${n}`).toBe(killed.owner);
        // The last run finished, and the job counts each run as an attempt.
        expect(
          rows.some((run) => run.n === n && run.phase === 'done' && run.attempt === last.attempt),
          `job ${n}`,
        ).toBe(true);
        expect(attemptsOf.get(last.job_id), `job ${n}`).toBeGreaterThanOrEqual(starts.length);
      }
      const hangRuns = rows.filter((run) => run.n === 0);
      expect(hangRuns).toEqual([
        expect.objectContaining({ phase: 'start', attempt: 1, owner: killed.owner }),
        expect.objectContaining({ phase: 'start', attempt: 2, owner: survivor.owner }),
        expect.objectContaining({ phase: 'done', attempt: 2, owner: survivor.owner }),
      ]);
    });
  });
}
