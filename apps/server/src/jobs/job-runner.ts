import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../clock.js';
import { backoffDelayMs, DEFAULT_BACKOFF } from './backoff.js';
import type { JobDefinition, JobRegistry } from './job-registry.js';
import type { ClaimedJob, JobRepository } from './job-repository.js';
import { PermanentJobFailure } from './permanent-job-failure.js';

/*
 * Written here rather than taken from a library: pg-boss and graphile-worker run on PostgreSQL
 * only and BullMQ needs Redis, while SQLite is the default database. The jobs table, one claiming
 * UPDATE ... RETURNING (valid on both dialects) and a lease are all this needs.
 */

export const DEFAULT_MAX_ATTEMPTS = 5;
const ERROR_TEXT_MAX = 2000;

export interface JobRunnerOptions {
  repository: JobRepository;
  registry: JobRegistry;
  clock: Clock;
  log: FastifyBaseLogger;
  /** Names this runner's leases; unique per runner, also across processes. */
  owner?: string;
  /** How long a claimed job is this runner's; renewed while the job runs. Default 5 min. */
  leaseMs?: number;
  /** How often the table is looked at for due jobs. Default 5 s. */
  pollMs?: number;
  /** Jobs run at once. Default 4. */
  concurrency?: number;
}

/**
 * Runs due jobs from the jobs table: claims them with a lease, runs their handlers, retries
 * failures with exponential backoff until max_attempts, and moves recurring jobs to their next
 * run. A job whose runner died is taken over once its lease runs out.
 */
export class JobRunner {
  readonly owner: string;
  private readonly leaseMs: number;
  private readonly pollMs: number;
  private readonly concurrency: number;
  private timer: NodeJS.Timeout | undefined;
  private polling: Promise<void> | undefined;
  /** wake() came while a poll ran: poll again at once after it. */
  private wakeAgain = false;
  private started = false;
  private stopped = false;

  constructor(private readonly options: JobRunnerOptions) {
    this.owner = options.owner ?? `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
    this.leaseMs = options.leaseMs ?? 5 * 60_000;
    this.pollMs = options.pollMs ?? 5000;
    this.concurrency = options.concurrency ?? 4;
  }

  /** Puts the recurring jobs in the table (due now, as the timers they replace ran at start). */
  async scheduleRecurring(): Promise<void> {
    const now = this.options.clock();
    for (const definition of this.options.registry.recurring()) {
      await this.options.repository.scheduleRecurring(
        definition.name,
        now,
        definition.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
        now,
      );
    }
  }

  async start(): Promise<void> {
    await this.scheduleRecurring();
    this.started = true;
    this.stopped = false;
    this.poll(0);
  }

  /** Stops claiming and waits for the jobs that are running. */
  async stop(): Promise<void> {
    this.started = false;
    this.stopped = true;
    clearTimeout(this.timer);
    this.timer = undefined;
    await this.polling;
  }

  /** A job was just enqueued: look for due jobs now rather than at the next poll. */
  wake(): void {
    if (!this.started) return;
    if (this.polling) {
      this.wakeAgain = true;
      return;
    }
    clearTimeout(this.timer);
    this.poll(0);
  }

  /** Runs due jobs, a batch at a time, until none is due. Resolves with how many ran. */
  async runDue(): Promise<number> {
    const { repository, registry, clock } = this.options;
    let ran = 0;
    while (!this.stopped) {
      const now = clock();
      const jobs = await repository.claim({
        owner: this.owner,
        names: registry.names(),
        now,
        leaseUntil: now + this.leaseMs,
        limit: this.concurrency,
      });
      if (jobs.length === 0) break;
      await this.runBatch(jobs);
      ran += jobs.length;
    }
    return ran;
  }

  private poll(delayMs: number): void {
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.polling = this.runDue()
        .then(
          () => undefined,
          (error: unknown) => this.options.log.error({ err: error }, 'claiming jobs failed'),
        )
        .finally(() => {
          this.polling = undefined;
          const again = this.wakeAgain;
          this.wakeAgain = false;
          if (this.started) this.poll(again ? 0 : this.pollMs);
        });
    }, delayMs);
    this.timer.unref();
  }

  /** Runs claimed jobs together, renewing their leases while any of them runs. */
  private async runBatch(jobs: readonly ClaimedJob[]): Promise<void> {
    const running = new Set(jobs.map((job) => job.id));
    const renewal = setInterval(() => {
      const until = this.options.clock() + this.leaseMs;
      this.options.repository
        .renewLeases([...running], this.owner, until)
        .catch((error: unknown) =>
          this.options.log.warn({ err: error }, 'job lease renewal failed'),
        );
    }, this.leaseMs / 3);
    renewal.unref();
    try {
      await Promise.all(jobs.map((job) => this.run(job).finally(() => running.delete(job.id))));
    } finally {
      clearInterval(renewal);
    }
  }

  private async run(job: ClaimedJob): Promise<void> {
    // Claimed by name, so the definition exists.
    const definition = this.options.registry.get(job.name)!;
    let error: string | null = null;
    let permanent = false;
    if (job.attempts > job.max_attempts) {
      // The last attempt's runner died: its lease ran out with the attempt counted.
      error = 'the runner of the last attempt stopped before it finished';
    } else {
      try {
        await definition.handle(JSON.parse(job.payload) as unknown, {
          id: job.id,
          name: job.name,
          attempt: job.attempts,
          maxAttempts: job.max_attempts,
        });
      } catch (thrown) {
        error = errorText(thrown);
        permanent = thrown instanceof PermanentJobFailure;
      }
    }
    try {
      const kept = await this.settle(job, definition, error, permanent);
      if (!kept) this.options.log.warn({ job: job.id, name: job.name }, 'job lease was lost');
    } catch (thrown) {
      // The lease runs out and another attempt follows.
      this.options.log.error(
        { err: thrown, job: job.id, name: job.name },
        'job outcome not stored',
      );
    }
  }

  /** Stores the outcome of one run; false when the lease had passed to another runner. */
  private settle(
    job: ClaimedJob,
    definition: JobDefinition,
    error: string | null,
    permanent: boolean,
  ) {
    const { repository, clock, log } = this.options;
    const now = clock();
    const next = definition.everyMs === undefined ? undefined : now + definition.everyMs;
    if (error === null) {
      return next === undefined
        ? repository.succeed(job.id, this.owner, now)
        : repository.nextPeriod(job.id, this.owner, next, null);
    }
    const context = { job: job.id, name: job.name, attempt: job.attempts, error };
    if (job.attempts < job.max_attempts && !permanent) {
      const retryAt = now + backoffDelayMs(job.attempts, definition.backoff ?? DEFAULT_BACKOFF);
      log.warn({ ...context, retryAt }, 'job failed, retrying later');
      return repository.retryAt(job.id, this.owner, retryAt, error);
    }
    log.error(context, 'job failed for the last time');
    return next === undefined
      ? repository.giveUp(job.id, this.owner, now, error)
      : repository.nextPeriod(job.id, this.owner, next, error);
  }
}

function errorText(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.slice(0, ERROR_TEXT_MAX);
}
