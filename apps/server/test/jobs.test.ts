import { pino } from 'pino';
import { beforeEach, expect, it } from 'vitest';
import { EventBus } from '../src/bus/event-bus.js';
import type { Db } from '../src/db/database.js';
import { z } from 'zod';
import { jobHandler, JobRegistry, type AnyJobHandler } from '../src/jobs/job-registry.js';
import { JobRepository } from '../src/jobs/job-repository.js';
import { JobRunner } from '../src/jobs/job-runner.js';
import { jobType } from '../src/jobs/job-type.js';
import { createPduLogs } from '../src/modules/logs/index.js';
import { PDU_LOG_RETENTION_JOB, pduLogRetentionJob } from '../src/modules/logs/retention-job.js';
import { eventually } from './support/eventually.js';
import { describeEachDatabase } from './support/shared-database.js';

const silent = pino({ level: 'silent' });
const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

describeEachDatabase('durable jobs', (database) => {
  /** The tests' clock: moves only when a test moves it. */
  let now = 0;
  const clock = () => now;

  beforeEach(async () => {
    now = 1_800_000_000_000;
    await database().db.deleteFrom('jobs').execute();
  });

  function runner(db: Db, handlers: AnyJobHandler[], owner: string) {
    const registry = new JobRegistry(handlers);
    return new JobRunner({
      repository: new JobRepository(db),
      registry,
      clock,
      log: silent,
      owner,
      leaseMs: 60_000,
    });
  }

  const enqueue = (name: string, payload: unknown, maxAttempts = 5, uniqueKey?: string) =>
    new JobRepository(database().db).enqueue(
      {
        name,
        payload: JSON.stringify(payload),
        runAt: now,
        maxAttempts,
        ...(uniqueKey !== undefined && { uniqueKey }),
      },
      now,
    );
  const lease = (owner: string) => ({ owner, now, leaseUntil: now + 60_000 });
  /** Claims what a runner would, with a lease that is never renewed (a runner that dies). */
  const claimAsDead = async (owner: string) => {
    const repository = new JobRepository(database().db);
    const due = await repository.candidates(['deliver', 'once'], now, 10);
    return repository.claim(
      due.map((job) => job.id),
      lease(owner),
    );
  };

  const row = (id: number) =>
    database().db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  it('runs each job exactly once when two runners on two connections claim together', async () => {
    const runs: { job: number; owner: string }[] = [];
    const counting = (owner: string) =>
      jobHandler({
        type: jobType('count', z.object({ n: z.number() })),
        concurrency: 3,
        async handle({ n }) {
          runs.push({ job: n, owner });
          // Let the other runner claim while this job runs.
          await new Promise((resolve) => setImmediate(resolve));
        },
      });
    const total = 60;
    for (let n = 0; n < total; n++) await enqueue('count', { n });
    const first = runner(database().db, [counting('first')], 'first');
    const second = runner(database().open(), [counting('second')], 'second');

    const ran = await Promise.all([first.runDue(), second.runDue()]);

    expect(ran[0] + ran[1]).toBe(total);
    expect(runs.map((run) => run.job).sort((a, b) => a - b)).toEqual(
      Array.from({ length: total }, (_, n) => n),
    );
    const rows = await database().db.selectFrom('jobs').selectAll().execute();
    expect(rows.every((job) => job.attempts === 1 && job.finished_at === now)).toBe(true);
    expect(rows.every((job) => job.locked_by === null && job.last_error === null)).toBe(true);
  });

  it('retries a failing job with doubling delays, then gives up keeping the error', async () => {
    const attempts: number[] = [];
    const failing = jobHandler({
      type: jobType('failing', z.object({}), { baseMs: 1000, maxMs: 60_000, maxAttempts: 4 }),
      async handle(_payload, job) {
        attempts.push(job.attempt);
        throw new Error(`SMSC refused, attempt ${job.attempt}`);
      },
    });
    const id = (await enqueue('failing', {}, 4))!;
    const jobs = runner(database().db, [failing], 'runner');
    const start = now;

    expect(await jobs.runDue()).toBe(1);
    expect(await row(id)).toMatchObject({
      attempts: 1,
      run_at: start + 1000,
      last_error: 'SMSC refused, attempt 1',
      locked_by: null,
      finished_at: null,
    });
    now += 999;
    expect(await jobs.runDue()).toBe(0);
    now += 1;
    expect(await jobs.runDue()).toBe(1);
    expect((await row(id)).run_at).toBe(now + 2000);
    now += 2000;
    expect(await jobs.runDue()).toBe(1);
    expect((await row(id)).run_at).toBe(now + 4000);
    now += 4000;
    expect(await jobs.runDue()).toBe(1);
    expect(await row(id)).toMatchObject({
      attempts: 4,
      last_error: 'SMSC refused, attempt 4',
      finished_at: now,
      locked_by: null,
    });
    now += DAY_MS;
    expect(await jobs.runDue()).toBe(0);
    expect(attempts).toEqual([1, 2, 3, 4]);
  });

  it('finishes a job that succeeds on a retry, clearing the error', async () => {
    const flaky = jobHandler({
      type: jobType('flaky', z.object({}), { baseMs: 1000, maxMs: 1000 }),
      async handle(_payload, job) {
        if (job.attempt === 1) throw new Error('timeout');
      },
    });
    const id = (await enqueue('flaky', {}))!;
    const jobs = runner(database().db, [flaky], 'runner');
    await jobs.runDue();
    now += 1000;
    await jobs.runDue();
    expect(await row(id)).toMatchObject({ attempts: 2, last_error: null, finished_at: now });
  });

  it('lets another runner take a job once the lease of a runner that died runs out', async () => {
    const seen: number[] = [];
    const definition = jobHandler({
      type: jobType('deliver', z.object({ to: z.string() })),
      async handle(_payload, job) {
        seen.push(job.attempt);
      },
    });
    const id = (await enqueue('deliver', { to: 'https://example.test/hook' }))!;
    // The runner that "dies": it claims with a one-minute lease and never reports.
    const claimed = await claimAsDead('dead');
    expect(claimed.map((job) => job.id)).toEqual([id]);
    const survivor = runner(database().open(), [definition], 'survivor');

    now += 59_999;
    expect(await survivor.runDue()).toBe(0);
    now += 1;
    expect(await survivor.runDue()).toBe(1);
    expect(seen).toEqual([2]);
    expect(await row(id)).toMatchObject({ attempts: 2, finished_at: now, locked_by: null });
    // The dead runner's late report changes nothing: the lease is no longer its own.
    const dead = new JobRepository(database().db);
    expect(await dead.finish({ id, owner: 'dead', seen: 0 }, now, 'late')).toBe(false);
    expect((await row(id)).last_error).toBeNull();
  });

  it('renews the lease of a long job so that no other runner takes it', async () => {
    let release: () => void = () => undefined;
    let entered = false;
    const long = jobHandler({
      type: jobType('long', z.object({})),
      handle: () => {
        entered = true;
        return new Promise<void>((resolve) => (release = resolve));
      },
    });
    const id = (await enqueue('long', {}))!;
    const holder = new JobRunner({
      repository: new JobRepository(database().db),
      registry: new JobRegistry([long]),
      clock,
      log: silent,
      owner: 'holder',
      // Renewed every 100 ms of wall time, to the test clock's time plus 300 ms.
      leaseMs: 300,
    });
    const running = holder.runDue();
    await eventually('the job to start', () => (entered ? true : undefined));
    now += 10_000;
    await eventually('the lease to be renewed', async () =>
      (await row(id)).locked_until === now + 300 ? true : undefined,
    );
    expect(await runner(database().open(), [long], 'other').runDue()).toBe(0);
    release();
    expect(await running).toBe(1);
    expect(await row(id)).toMatchObject({ attempts: 1, finished_at: now, locked_by: null });
  });

  it('gives up without running a job whose last attempt died with its runner', async () => {
    let ran = false;
    const definition = jobHandler({
      type: jobType('once', z.object({})),
      async handle() {
        ran = true;
      },
    });
    const id = (await enqueue('once', {}, 1))!;
    await claimAsDead('dead');
    now += 60_000;
    expect(await runner(database().db, [definition], 'next').runDue()).toBe(1);
    expect(ran).toBe(false);
    expect(await row(id)).toMatchObject({ attempts: 2, finished_at: now });
    expect((await row(id)).last_error).toMatch(/stopped before it finished/);
  });

  it('keeps one pending job per unique key and accepts the key again once it finished', async () => {
    const definition = jobHandler({
      type: jobType('expire', z.object({ payment: z.number() })),
      handle: async () => undefined,
    });
    const id = await enqueue('expire', { payment: 1 }, 5, 'payment:1');
    expect(id).toBeDefined();
    expect(await enqueue('expire', { payment: 1 }, 5, 'payment:1')).toBeUndefined();
    await runner(database().db, [definition], 'runner').runDue();
    expect(await enqueue('expire', { payment: 1 }, 5, 'payment:1')).toBe(id);
    expect(await row(id!)).toMatchObject({ finished_at: null, attempts: 0 });
  });

  it('stop() waits for the job that is running', async () => {
    let release: () => void = () => undefined;
    let entered = false;
    const slow = jobHandler({
      type: jobType('slow', z.object({})),
      handle: () => {
        entered = true;
        return new Promise<void>((resolve) => (release = resolve));
      },
    });
    const id = (await enqueue('slow', {}))!;
    const jobs = runner(database().db, [slow], 'runner');
    await jobs.start();
    await eventually('the job to start', () => (entered ? true : undefined));
    let stopped = false;
    const stopping = jobs.stop().then(() => (stopped = true));
    await new Promise((resolve) => setImmediate(resolve));
    expect(stopped).toBe(false);
    release();
    await stopping;
    expect((await row(id)).finished_at).toBe(now);
  });

  it('runs PDU log retention as a recurring job that deletes old rows', async () => {
    const { db, handle } = database();
    const pduLogs = createPduLogs({
      database: handle,
      bus: new EventBus(),
      clock,
      log: silent,
      retentionDays: 7,
    });
    const logged = now;
    await db
      .insertInto('pdu_logs')
      .values(
        [1, 2, 3].map((sequence_number) => ({
          side: 'smsc' as const,
          user_id: 1,
          connection_id: 1,
          session_id: 'session',
          direction: 'out' as const,
          command_id: 4,
          command_status: 0,
          sequence_number,
          message_id: null,
          length: 16,
          raw: Buffer.alloc(16),
          created_at: logged,
        })),
      )
      .execute();
    const count = async () =>
      Number(
        (
          await db
            .selectFrom('pdu_logs')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const jobs = runner(db, [pduLogRetentionJob(pduLogs.retention)], 'runner');
    const retentionRow = () =>
      db.selectFrom('jobs').selectAll().where('name', '=', PDU_LOG_RETENTION_JOB.name).execute();

    // At start: due at once; the rows are young and stay; the next run is an hour on.
    await jobs.scheduleRecurring();
    expect(await jobs.runDue()).toBe(1);
    expect(await count()).toBe(3);
    expect(await retentionRow()).toMatchObject([{ run_at: now + HOUR_MS, attempts: 0 }]);

    now += 8 * DAY_MS;
    expect(await jobs.runDue()).toBe(1);
    expect(await count()).toBe(0);
    expect(await retentionRow()).toMatchObject([
      { run_at: now + HOUR_MS, finished_at: null, last_error: null },
    ]);

    // A restart brings the same row forward (run at start), never a second one.
    await jobs.scheduleRecurring();
    expect(await retentionRow()).toMatchObject([{ run_at: now }]);
  });
});
