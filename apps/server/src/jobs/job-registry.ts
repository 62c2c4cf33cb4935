import type { JobType } from './job-type.js';

/** A job as its handler sees it. */
export interface RunningJob {
  id: number;
  name: string;
  /** This run's number, 1 for the first. */
  attempt: number;
  maxAttempts: number;
  /** When the job was enqueued (a retry window counts from here). */
  createdAt: number;
  /**
   * What the runner does if this attempt fails (throws): the time of the next attempt, or null
   * when it is the last. Decided once, so a handler that records the attempt (a delivery log)
   * shows the same next attempt the runner then schedules.
   */
  retryAt(): number | null;
}

/**
 * How a run ended when it did not simply finish: run again at `runAt` without counting this
 * run as an attempt (a one-off job that must wait), or, for a recurring job, the time of its
 * next run (before its period is over).
 */
export interface RunAgain {
  runAt: number;
}

/** A recurring job: one row, keyed by its type's name, that runs at start and then again. */
export interface RecurringSchedule {
  /** The longest time between two runs. */
  everyMs: number;
  /**
   * For work that arrives as rows of another table (outbox events, automatic outcomes) rather
   * than as jobs: when that table next has work, or null for none. The runner asks after each
   * run (the next run is then) and at each poll (so work another process wrote is found without
   * any write), and runs the job as soon as it is due.
   */
  nextDue?: () => Promise<number | null>;
  /** Woken again within this long after a run started, the job waits until then (wakes merge). */
  minIntervalMs?: number;
}

/** One kind of job this process runs: its type, its handler and how many may run at once. */
export interface JobHandler<Payload> {
  type: JobType<Payload>;
  /** Throws to fail the attempt: it is retried by the type's backoff, or given up. */
  handle(payload: Payload, job: RunningJob): Promise<RunAgain | void>;
  /** Jobs of this kind running at once in this process; default 4. */
  concurrency?: number;
  recurring?: RecurringSchedule;
}

/** Typed by the job type, so that `handle` receives its parsed payload. */
export function jobHandler<Payload>(handler: JobHandler<Payload>): JobHandler<Payload> {
  return handler;
}

/*
 * The registry holds handlers of every payload type; each is only ever called with a payload its
 * own type's schema parsed, which the method's bivariance lets `unknown` stand for here.
 */
export type AnyJobHandler = JobHandler<unknown>;

/** The job kinds this process can run; a runner claims only jobs of these names. */
export class JobRegistry {
  private readonly handlers = new Map<string, AnyJobHandler>();

  constructor(handlers: readonly AnyJobHandler[] = []) {
    for (const handler of handlers) this.register(handler);
  }

  register(handler: AnyJobHandler): void {
    const { name } = handler.type;
    if (this.handlers.has(name)) throw new Error(`job ${name} is registered twice`);
    this.handlers.set(name, handler);
  }

  get(name: string): AnyJobHandler | undefined {
    return this.handlers.get(name);
  }

  names(): string[] {
    return [...this.handlers.keys()];
  }

  all(): AnyJobHandler[] {
    return [...this.handlers.values()];
  }

  recurring(): AnyJobHandler[] {
    return this.all().filter((handler) => handler.recurring !== undefined);
  }
}
