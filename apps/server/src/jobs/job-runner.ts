import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../clock.js';
import { DueTimer } from '../due-timer.js';
import type { JobHandler, JobRegistry } from './job-registry.js';
import type { ClaimedJob, JobRepository, Lease } from './job-repository.js';
import type { JobType } from './job-type.js';
import { LeaseRenewal } from './lease-renewal.js';
import { RecurringWakes } from './recurring-wakes.js';
import { runJob, type JobOutcome } from './run-job.js';

/*
 * Written here rather than taken from a library: pg-boss and graphile-worker run on PostgreSQL
 * only and BullMQ needs Redis, while SQLite is the default database. The jobs table, claims by
 * UPDATE ... RETURNING (valid on both dialects) and a lease are all this needs.
 */

export const DEFAULT_CONCURRENCY = 4;

export interface JobRunnerOptions {
  repository: JobRepository;
  registry: JobRegistry;
  clock: Clock;
  log: FastifyBaseLogger;
  /** Names this runner's leases; unique per runner, also across processes. */
  owner?: string;
  /**
   * How long a claimed job is this runner's; renewed while it runs, so it runs out only when
   * the runner died (then another takes the job over). Default 30 s.
   */
  leaseMs?: number;
  /**
   * The longest sleep: how late this runner finds jobs other processes enqueued and work their
   * recurring jobs' sources got. Default 1 s; jobs of this process wake it at once.
   */
  pollMs?: number;
  /** Told how each run ended (metrics). */
  onRun?: (name: string, outcome: JobOutcome) => void;
}

/**
 * Runs due jobs from the jobs table: claims them with a lease, up to each kind's concurrency,
 * runs their handlers, retries failures by their type's backoff, and moves recurring jobs to
 * their next run. It sleeps until the earliest job it knows to be due (at most a poll), and a
 * wake (an enqueue here, work for a recurring job) runs it at once. A job whose runner died is
 * taken over once its lease runs out.
 */
export class JobRunner {
  readonly owner: string;
  private readonly leaseMs: number;
  private readonly pollMs: number;
  private readonly running = new Map<number, Promise<void>>();
  private readonly runningByName = new Map<string, number>();
  private readonly recurring = new RecurringWakes();
  private lastSourceCheck = Number.NEGATIVE_INFINITY;
  private readonly timer: DueTimer;
  private readonly renewal: LeaseRenewal;
  private polling: Promise<void> | undefined;
  /** A wake came while a poll ran: poll again at once after it. */
  private pollAgain = false;
  private started = false;
  private stopped = false;

  constructor(private readonly options: JobRunnerOptions) {
    this.owner = options.owner ?? `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
    this.leaseMs = options.leaseMs ?? 30_000;
    this.pollMs = options.pollMs ?? 1_000;
    this.timer = new DueTimer(options.clock, () => this.tick());
    this.renewal = new LeaseRenewal({
      ...options,
      owner: this.owner,
      leaseMs: this.leaseMs,
      running: () => this.running.keys(),
    });
  }

  /** Puts the recurring jobs in the table, due now (as the timers they replace ran at start). */
  async scheduleRecurring(): Promise<void> {
    const now = this.options.clock();
    for (const handler of this.options.registry.recurring()) {
      const { name, retry } = handler.type;
      await this.options.repository.scheduleRecurring(name, now, retry.maxAttempts, now);
    }
  }

  async start(): Promise<void> {
    await this.scheduleRecurring();
    const names = new Set(this.options.registry.names());
    const unknown = (await this.options.repository.pendingNames()).filter((n) => !names.has(n));
    if (unknown.length > 0) {
      this.options.log.warn({ names: unknown }, 'jobs no handler here runs wait for one that does');
    }
    this.started = true;
    this.stopped = false;
    this.schedule(this.options.clock());
  }

  /** Stops claiming and waits for the jobs that are running. */
  async stop(): Promise<void> {
    this.started = false;
    this.stopped = true;
    this.timer.cancel();
    await this.polling;
    while (this.running.size > 0) await Promise.all(this.running.values());
  }

  /**
   * Something is to be done: a job was enqueued here (look now), or a recurring job's source got
   * work due at `at` (that job runs then, or once more after the run it is in).
   */
  wake(type?: Pick<JobType<unknown>, 'name'>, at = this.options.clock()): void {
    if (!this.started) return;
    if (type && this.options.registry.get(type.name)?.recurring) {
      // Running here: it runs again after, and nothing need be looked up now (wakes come at
      // ingest rates).
      const running = this.recurring.isRunning(type.name);
      this.recurring.want(type.name, at);
      if (running) return;
    }
    this.schedule(at);
  }

  /** Runs the due jobs until none is due, waiting for them. Resolves with how many it claimed. */
  async runDue(): Promise<number> {
    let ran = 0;
    while (!this.stopped) {
      const { claimed } = await this.claimDue(this.options.clock());
      ran += claimed;
      if (claimed > 0 && this.freeSlots().size > 0) continue;
      if (this.running.size === 0) break;
      await Promise.race(this.running.values());
    }
    return ran;
  }

  /** Looks for work at `at` at the latest. */
  private schedule(at: number): void {
    if (this.started) this.timer.atLatest(at);
  }

  /** One poll at a time; a wake during one makes another follow at once. */
  private tick(): void {
    if (this.polling) {
      this.pollAgain = true;
      return;
    }
    this.polling = this.poll()
      .catch((error: unknown) => {
        this.options.log.error({ err: error }, 'claiming jobs failed');
        return this.options.clock() + this.pollMs;
      })
      .then((next) => {
        this.polling = undefined;
        const again = this.pollAgain;
        this.pollAgain = false;
        this.schedule(again ? this.options.clock() : next);
      });
  }

  /** One look: claims what is due, runs woken recurring jobs; resolves with when to look next. */
  private async poll(): Promise<number> {
    const now = this.options.clock();
    let { next } = await this.claimDue(now);
    // Paced by the wall clock: the sources are asked a poll apart, whatever time jobs keep.
    if (performance.now() - this.lastSourceCheck >= this.pollMs) {
      this.lastSourceCheck = performance.now();
      await this.checkSources();
    }
    const woken = this.recurring.takeDue(now, (key) => this.options.registry.get(key)!);
    next = Math.min(next, woken.next);
    for (const key of woken.due) {
      const job = await this.options.repository.claimKey(key, this.lease(now));
      if (job) this.begin(job);
    }
    return Math.min(next, now + this.pollMs);
  }

  /**
   * Claims due jobs up to each kind's free slots. `next` is when the first job still to come is
   * due (now when more are due than were taken).
   */
  private async claimDue(now: number): Promise<{ claimed: number; next: number }> {
    const slots = this.freeSlots();
    const total = [...slots.values()].reduce((sum, free) => sum + free, 0);
    if (total === 0) return { claimed: 0, next: now + this.pollMs };
    const candidates = await this.options.repository.candidates([...slots.keys()], now, total + 1);
    const ids: number[] = [];
    let next = now + this.pollMs;
    for (const candidate of candidates) {
      if (candidate.run_at > now) {
        next = Math.min(next, candidate.run_at);
        break;
      }
      // Running here with its lease run out (renewed late, or the clock jumped): still ours.
      if (this.running.has(candidate.id)) continue;
      const free = slots.get(candidate.name) ?? 0;
      if (free === 0 || ids.length === total) continue;
      const wait = this.recurring.paceWait(this.options.registry.get(candidate.name)!);
      if (wait > 0) {
        next = Math.min(next, now + wait);
        continue;
      }
      slots.set(candidate.name, free - 1);
      ids.push(candidate.id);
    }
    const jobs = await this.options.repository.claim(ids, this.lease(now));
    for (const job of jobs) this.begin(job);
    const more = candidates.length > total && candidates[total]!.run_at <= now;
    return { claimed: jobs.length, next: more && jobs.length > 0 ? now : next };
  }

  /** Asks the recurring jobs' sources whether they have work due (see RecurringSchedule). */
  private async checkSources(): Promise<void> {
    for (const handler of this.options.registry.recurring()) {
      const nextDue = handler.recurring?.nextDue;
      const key = handler.type.name;
      if (!nextDue || this.recurring.isRunning(key)) continue;
      try {
        const due = await nextDue();
        if (due !== null) this.recurring.want(key, due);
      } catch (error) {
        this.options.log.warn({ err: error, name: key }, 'reading when a job is next due failed');
      }
    }
  }

  private freeSlots(): Map<string, number> {
    const slots = new Map<string, number>();
    for (const handler of this.options.registry.all()) {
      const { name } = handler.type;
      const free = concurrencyOf(handler) - (this.runningByName.get(name) ?? 0);
      if (free > 0) slots.set(name, free);
    }
    return slots;
  }

  private lease(now: number): Lease {
    return { owner: this.owner, now, leaseUntil: now + this.leaseMs };
  }

  /** Runs a claimed job in the background; its end lets the runner look again. */
  private begin(job: ClaimedJob): void {
    // Claimed by name, so the handler exists.
    const handler = this.options.registry.get(job.name)!;
    const { name } = job;
    const key = handler.recurring ? name : undefined;
    this.runningByName.set(name, (this.runningByName.get(name) ?? 0) + 1);
    if (key) this.recurring.started(key);
    const run = runJob(job, handler, {
      repository: this.options.repository,
      clock: this.options.clock,
      log: this.options.log,
      owner: this.owner,
      takeRerun: (rerunKey) => this.recurring.takeRerun(rerunKey),
    })
      .then((outcome) => this.options.onRun?.(name, outcome))
      .finally(() => {
        this.running.delete(job.id);
        this.runningByName.set(name, (this.runningByName.get(name) ?? 1) - 1);
        if (key) this.recurring.ended(key);
        if (this.running.size === 0) this.renewal.stop();
        this.schedule(this.options.clock());
      });
    this.running.set(job.id, run);
    this.renewal.start();
  }
}

const concurrencyOf = (handler: JobHandler<unknown>) =>
  handler.recurring ? 1 : (handler.concurrency ?? DEFAULT_CONCURRENCY);
