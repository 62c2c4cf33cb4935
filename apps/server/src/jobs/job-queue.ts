import type { Kysely } from 'kysely';
import type { Clock } from '../clock.js';
import type { Db } from '../db/database.js';
import type { Database } from '../db/schema.js';
import { JobRepository } from './job-repository.js';
import type { JobRunner } from './job-runner.js';
import type { JobType } from './job-type.js';

export interface EnqueueOptions {
  /** Not before this time; default now. */
  runAt?: number;
  /** At most one unfinished job per key (see NewJob.uniqueKey). */
  uniqueKey?: string;
  /** Jobs of one key run one at a time, oldest first (see NewJob.orderingKey). */
  orderingKey?: string;
  /** Attempts before it is given up; default the type's. */
  maxAttempts?: number;
}

/**
 * The one durable work queue as producers see it: a job is enqueued by its type (the payload is
 * checked against the type's schema, so a wrong one fails where it is made), and this process's
 * runner is woken at once.
 */
export class JobQueue {
  constructor(
    private readonly db: Db,
    private readonly runner: JobRunner,
    private readonly clock: Clock,
  ) {}

  /** Resolves with the job's id, or undefined when its unique key already had one waiting. */
  async enqueue<Payload>(
    type: JobType<Payload>,
    payload: Payload,
    options: EnqueueOptions = {},
  ): Promise<number | undefined> {
    const id = await this.add(this.db, type, payload, options);
    this.runner.wake(undefined, options.runAt);
    return id;
  }

  /**
   * Enqueues in the caller's transaction, so that the job commits with the change it is about;
   * call wake() once that has committed.
   */
  add<Payload>(
    executor: Kysely<Database>,
    type: JobType<Payload>,
    payload: Payload,
    options: EnqueueOptions = {},
  ): Promise<number | undefined> {
    const now = this.clock();
    return new JobRepository(executor).enqueue(
      {
        name: type.name,
        payload: JSON.stringify(type.payload.parse(payload)),
        runAt: options.runAt ?? now,
        maxAttempts: options.maxAttempts ?? type.retry.maxAttempts,
        ...(options.uniqueKey !== undefined && { uniqueKey: options.uniqueKey }),
        ...(options.orderingKey !== undefined && { orderingKey: options.orderingKey }),
      },
      now,
    );
  }

  /** Jobs were added (in a transaction now committed), or a recurring one has work at `at`. */
  wake<Payload>(type?: JobType<Payload>, at?: number): void {
    this.runner.wake(type, at);
  }
}
