import { pino } from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createSqlite, type Db } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import { JobQueue } from './job-queue.js';
import { jobHandler, JobRegistry, type AnyJobHandler } from './job-registry.js';
import { JobRepository } from './job-repository.js';
import { JobRunner } from './job-runner.js';
import { jobType } from './job-type.js';

const silent = pino({ level: 'silent' });

/** Polls `probe` until it returns something (bounded): waits on what happened, not on time. */
async function eventually<T>(what: string, probe: () => Promise<T | undefined> | T | undefined) {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

describe('JobRunner', () => {
  let db: Db;
  /** The tests' clock: moves only when a test moves it. */
  let now: number;
  const clock = () => now;
  const runners: JobRunner[] = [];

  beforeEach(async () => {
    db = createSqlite(':memory:').db;
    await migrateToLatest(db);
    now = 1_800_000_000_000;
  });

  afterEach(async () => {
    for (const runner of runners.splice(0)) await runner.stop();
    await db.destroy();
  });

  function setUp(
    handlers: AnyJobHandler[],
    options: { pollMs?: number; clock?: () => number } = {},
  ) {
    const runner = new JobRunner({
      repository: new JobRepository(db),
      registry: new JobRegistry(handlers),
      clock: options.clock ?? clock,
      log: silent,
      owner: 'runner',
      ...(options.pollMs !== undefined && { pollMs: options.pollMs }),
    });
    runners.push(runner);
    return { runner, queue: new JobQueue(db, runner, options.clock ?? clock) };
  }

  const row = (id: number) =>
    db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  const SEND = jobType('test.send', z.object({ to: z.string(), parts: z.number() }));

  it('hands the handler its payload parsed by the type, and refuses a wrong one at enqueue', async () => {
    const seen: { to: string; parts: number }[] = [];
    const { runner, queue } = setUp([
      jobHandler({ type: SEND, handle: async (payload) => void seen.push(payload) }),
    ]);
    await queue.enqueue(SEND, { to: '4915100000001', parts: 2 });
    await queue.add(db, SEND, { to: '4915100000002', parts: 1 });
    await expect(
      queue.enqueue(SEND, { to: 5 } as unknown as { to: string; parts: number }),
    ).rejects.toThrow();
    expect(await runner.runDue()).toBe(2);
    expect(seen).toEqual([
      { to: '4915100000001', parts: 2 },
      { to: '4915100000002', parts: 1 },
    ]);
  });

  it('fails a job whose stored payload does not parse for good, without running it', async () => {
    let ran = false;
    const { runner } = setUp([jobHandler({ type: SEND, handle: async () => void (ran = true) })]);
    const repository = new JobRepository(db);
    const wrong = await repository.enqueue(
      { name: SEND.name, payload: '{"to":5}', runAt: now, maxAttempts: 5 },
      now,
    );
    const broken = await repository.enqueue(
      { name: SEND.name, payload: '{not json', runAt: now, maxAttempts: 5 },
      now,
    );
    expect(await runner.runDue()).toBe(2);
    expect(ran).toBe(false);
    expect(await row(wrong!)).toMatchObject({ attempts: 1, finished_at: now });
    expect((await row(wrong!)).last_error).toMatch(/does not match test\.send: to: .*string/);
    expect((await row(broken!)).last_error).toBe('the payload of test.send is not JSON');
  });

  it("retries by the type's backoff and gives up once the next try would pass its window", async () => {
    const attempts: number[] = [];
    const type = jobType('test.window', z.object({}), {
      baseMs: 1_000,
      maxMs: 4_000,
      maxAttempts: 100,
      windowMs: 10_000,
    });
    const retries: (number | null)[] = [];
    const { runner, queue } = setUp([
      jobHandler({
        type,
        async handle(_payload, job) {
          attempts.push(job.attempt);
          retries.push(job.retryAt());
          throw new Error('receiver down');
        },
      }),
    ]);
    const id = (await queue.enqueue(type, {}))!;
    const start = now;
    for (let step = 0; step < 10 && (await row(id)).finished_at === null; step++) {
      await runner.runDue();
      now = Math.max(now, (await row(id)).run_at);
    }
    // 1, 2, 4, 4 s after each failure; a fifth wait would end past 10 s from the enqueue.
    expect(retries).toEqual([start + 1_000, start + 3_000, start + 7_000, null]);
    expect(attempts).toEqual([1, 2, 3, 4]);
    expect(await row(id)).toMatchObject({ finished_at: now, last_error: 'receiver down' });
  });

  it('runs jobs of one ordering key one at a time, oldest first, holding later ones while one retries', async () => {
    const type = jobType('test.ordered', z.object({ n: z.number() }), {
      baseMs: 1_000,
      maxMs: 1_000,
    });
    const ran: number[] = [];
    let failFirst = true;
    const { runner, queue } = setUp([
      jobHandler({
        type,
        concurrency: 4,
        async handle({ n }) {
          ran.push(n);
          if (n === 1 && failFirst) {
            failFirst = false;
            throw new Error('try again');
          }
        },
      }),
    ]);
    await queue.enqueue(type, { n: 1 }, { orderingKey: 'webhook:1' });
    await queue.enqueue(type, { n: 2 }, { orderingKey: 'webhook:1' });
    await queue.enqueue(type, { n: 3 }, { orderingKey: 'webhook:2' });
    await queue.enqueue(type, { n: 4 });
    await runner.runDue();
    // 2 waits behind 1, which waits for its retry; the other key and the unordered job run.
    expect([...ran].sort()).toEqual([1, 3, 4]);
    now += 1_000;
    await runner.runDue();
    expect(ran.slice(3)).toEqual([1, 2]);
  });

  it('runs a unique job once more when it is enqueued again while it runs', async () => {
    const type = jobType('test.report', z.object({ message: z.number() }));
    let release: () => void = () => undefined;
    let runs = 0;
    const { runner, queue } = setUp([
      jobHandler({
        type,
        handle: () => {
          runs += 1;
          return runs === 1
            ? new Promise<void>((resolve) => (release = resolve))
            : Promise.resolve();
        },
      }),
    ]);
    const id = (await queue.enqueue(type, { message: 7 }, { uniqueKey: 'report:7' }))!;
    const running = runner.runDue();
    await eventually('the first run', () => (runs === 1 ? true : undefined));
    // Asked again meanwhile: no second row, but no lost run either.
    expect(await queue.enqueue(type, { message: 7 }, { uniqueKey: 'report:7' })).toBeUndefined();
    release();
    expect(await running).toBe(2);
    expect(runs).toBe(2);
    expect(await db.selectFrom('jobs').select('id').execute()).toEqual([{ id }]);
    expect(await row(id)).toMatchObject({ finished_at: now, attempts: 1 });
  });

  it('never starts a job again while it runs here, even once its lease has run out', async () => {
    const type = jobType('test.slow', z.object({ message: z.number() }));
    const releases: (() => void)[] = [];
    let runs = 0;
    // Tells when the runner has looked for due jobs after the clock's jump.
    let looked: () => void = () => undefined;
    const lookedAfterJump = new Promise<void>((resolve) => (looked = resolve));
    const repository = new JobRepository(db);
    const candidates = repository.candidates.bind(repository);
    repository.candidates = async (names, at, limit) => {
      const found = await candidates(names, at, limit);
      if (at > 1_800_000_000_000) looked();
      return found;
    };
    const runner = new JobRunner({
      repository,
      registry: new JobRegistry([
        jobHandler({
          type,
          concurrency: 4,
          handle: () => {
            runs += 1;
            return new Promise<void>((resolve) => releases.push(resolve));
          },
        }),
      ]),
      clock,
      log: silent,
      owner: 'runner',
    });
    runners.push(runner);
    const queue = new JobQueue(db, runner, clock);
    const id = (await queue.enqueue(type, { message: 1 }))!;
    const first = runner.runDue();
    await eventually('the first run', () => (runs === 1 ? true : undefined));
    // The clock jumps past the lease before its renewal (a test's clock, a stalled event loop):
    // the job looks free, but this runner still runs it.
    now += 60_000;
    const second = runner.runDue();
    await lookedAfterJump;
    // The claim that follows the look (if any) is issued before the job's end is.
    await new Promise((resolve) => setImmediate(resolve));
    for (const release of releases) release();
    expect((await first) + (await second)).toBe(1);
    expect(runs).toBe(1);
    expect(await row(id)).toMatchObject({ attempts: 1, locked_by: null });
  });

  it('does not count a run that asked to wait (a disabled webhook) as an attempt', async () => {
    const type = jobType('test.wait', z.object({}), { maxAttempts: 2 });
    let waits = 3;
    const { runner, queue } = setUp([
      jobHandler({ type, handle: async () => (waits-- > 0 ? { runAt: now + 500 } : undefined) }),
    ]);
    const id = (await queue.enqueue(type, {}))!;
    for (let step = 0; step < 4; step++) {
      await runner.runDue();
      now += 500;
    }
    expect(await row(id)).toMatchObject({ attempts: 1, last_error: null, finished_at: now - 500 });
  });

  it('runs a recurring job at start and again when its source has work, not before', async () => {
    const type = jobType('test.relay', z.object({}));
    let due: number | null = null;
    let runs = 0;
    const { runner } = setUp(
      [
        jobHandler({
          type,
          recurring: { everyMs: 60_000, nextDue: () => Promise.resolve(due) },
          handle: async () => {
            runs += 1;
            due = null;
          },
        }),
      ],
      { pollMs: 10 },
    );
    await runner.start();
    await eventually('the run at start', () => (runs === 1 ? true : undefined));
    const [recurring] = await db.selectFrom('jobs').selectAll().execute();
    expect(recurring).toMatchObject({ unique_key: type.name, run_at: now + 60_000, attempts: 0 });
    // Work another process wrote: found by a poll (a read), the row not due for a minute.
    due = now;
    await eventually('the run for the new work', () => (runs === 2 ? true : undefined));
  });

  it('sleeps until the earliest due job and wakes at once for one enqueued here', async () => {
    const type = jobType('test.later', z.object({ n: z.number() }));
    const ran: number[] = [];
    // A poll far longer than the test may wait: only a sleep until the job's time can run it.
    const { runner, queue } = setUp(
      [jobHandler({ type, handle: async ({ n }) => void ran.push(n) })],
      { pollMs: 10 * 60_000 },
    );
    await runner.start();
    await queue.enqueue(type, { n: 1 });
    await eventually('the job enqueued here', () => (ran.includes(1) ? true : undefined));
    // Enqueued by "another process" (no wake), due soon: the runner sees it when it next looks
    // (after the job enqueued here) and sleeps until its time, not for a poll.
    await new JobRepository(db).enqueue(
      { name: type.name, payload: '{"n":2}', runAt: now + 150, maxAttempts: 5 },
      now,
    );
    await queue.enqueue(type, { n: 3 });
    await eventually('the second job enqueued here', () => (ran.includes(3) ? true : undefined));
    // The runner wakes for it (150 ms of real time), but on the tests' clock it is not due yet:
    // only the test moving the clock makes it due, however slow the machine.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(ran).toEqual([1, 3]);
    now += 150;
    await eventually('the job due later', () => (ran.length === 3 ? true : undefined));
    expect(ran).toEqual([1, 3, 2]);
  });

  it('runs a recurring job woken while it ran once more after it, however often it was woken', async () => {
    const type = jobType('test.outcomes', z.object({}));
    let release: () => void = () => undefined;
    let runs = 0;
    const { runner, queue } = setUp([
      jobHandler({
        type,
        recurring: { everyMs: 60_000, minIntervalMs: 50 },
        handle: () => {
          runs += 1;
          return runs === 1
            ? new Promise<void>((resolve) => (release = resolve))
            : Promise.resolve();
        },
      }),
    ]);
    await runner.start();
    await eventually('the run at start', () => (runs === 1 ? true : undefined));
    queue.wake(type);
    queue.wake(type);
    release();
    await eventually('one more run', () => (runs === 2 ? true : undefined));
    await runner.stop();
    expect(runs).toBe(2);
  });
});
