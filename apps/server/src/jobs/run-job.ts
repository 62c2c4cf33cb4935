import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../clock.js';
import { nextAttemptAt } from './backoff.js';
import type { JobHandler, RunAgain, RunningJob } from './job-registry.js';
import type { ClaimedJob, Held, JobRepository } from './job-repository.js';
import { PermanentJobFailure } from './permanent-job-failure.js';

const ERROR_TEXT_MAX = 2000;

/** How a run ended, as metrics count it. */
export type JobOutcome = 'done' | 'deferred' | 'retry' | 'failed';

export interface RunContext {
  repository: JobRepository;
  clock: Clock;
  log: FastifyBaseLogger;
  owner: string;
  /** When a recurring job asked to run again while it ran here (a wake), taken once. */
  takeRerun(key: string): number | undefined;
}

/** The job as its handler sees it, with the retry decision made once, when first asked. */
function runningJob(job: ClaimedJob, handler: JobHandler<unknown>, clock: Clock): RunningJob {
  let decided: { at: number | null } | undefined;
  const { retry } = handler.type;
  return {
    id: job.id,
    name: job.name,
    attempt: job.attempts,
    maxAttempts: job.max_attempts,
    createdAt: job.created_at,
    retryAt() {
      decided ??= {
        at: nextAttemptAt(
          { ...retry, maxAttempts: job.max_attempts },
          job.attempts,
          clock(),
          retry.windowMs === undefined ? undefined : job.created_at + retry.windowMs,
        ),
      };
      return decided.at;
    },
  };
}

/** The claimed payload parsed by the job type's schema; a text saying why when it does not. */
function parsePayload(job: ClaimedJob, handler: JobHandler<unknown>) {
  let value: unknown;
  try {
    value = JSON.parse(job.payload);
  } catch {
    return { error: `the payload of ${job.name} is not JSON` };
  }
  const parsed = handler.type.payload.safeParse(value);
  if (parsed.success) return { payload: parsed.data };
  const issues = parsed.error.issues.map(
    (issue) => `${issue.path.join('.') || '(payload)'}: ${issue.message}`,
  );
  return { error: `the payload does not match ${job.name}: ${issues.join('; ')}` };
}

/**
 * Runs one claimed job and stores how it ended, if this runner still holds its lease: done,
 * retried by its type's backoff, given up, or (recurring) moved to its next run. A payload that
 * does not parse fails the job for good without running it; so does a job whose last attempt
 * died with its runner, and one whose handler threw a PermanentJobFailure.
 */
export async function runJob(
  job: ClaimedJob,
  handler: JobHandler<unknown>,
  context: RunContext,
): Promise<JobOutcome> {
  const running = runningJob(job, handler, context.clock);
  let result: RunAgain | void = undefined;
  let error: string | undefined;
  let final = false;
  const parsed = parsePayload(job, handler);
  if ('error' in parsed) {
    error = parsed.error;
    final = true;
  } else if (job.attempts > job.max_attempts) {
    // The last attempt's runner died: its lease ran out with the attempt counted.
    error = 'the runner of the last attempt stopped before it finished';
    final = true;
  } else {
    try {
      result = await handler.handle(parsed.payload, running);
    } catch (thrown) {
      error = errorText(thrown);
      final = thrown instanceof PermanentJobFailure;
    }
  }
  const held: Held = { id: job.id, owner: context.owner, seen: job.enqueue_count };
  let outcome: JobOutcome;
  let kept: boolean;
  try {
    ({ outcome, kept } = await settle());
  } catch (thrown) {
    // The lease runs out and another attempt follows.
    context.log.error({ err: thrown, job: job.id, name: job.name }, 'job outcome not stored');
    return 'retry';
  }
  if (!kept) context.log.warn({ job: job.id, name: job.name }, 'job lease was lost');
  return outcome;

  async function settle(): Promise<{ outcome: JobOutcome; kept: boolean }> {
    const { repository, clock, log } = context;
    const { recurring } = handler;
    const now = clock();
    if (error === undefined) {
      if (recurring) {
        const next = await nextRun(result ? result.runAt : undefined);
        return { outcome: 'done', kept: await repository.again(held, next, now, 'reset', null) };
      }
      if (result) {
        const kept = await repository.again(held, result.runAt, now, 'uncount', null);
        return { outcome: 'deferred', kept };
      }
      return { outcome: 'done', kept: await repository.finish(held, now, null) };
    }
    const fields = { job: job.id, name: job.name, attempt: job.attempts, error };
    const retryAt = final ? null : running.retryAt();
    if (retryAt !== null) {
      log.warn({ ...fields, retryAt }, 'job failed, retrying later');
      return { outcome: 'retry', kept: await repository.retry(held, retryAt, error) };
    }
    log.error(fields, 'job failed for the last time');
    const kept = recurring
      ? await repository.again(held, now + recurring.everyMs, now, 'reset', error)
      : await repository.finish(held, now, error);
    return { outcome: 'failed', kept };
  }

  /**
   * A recurring job's next run: its period, or sooner when it asked to, when its source has work
   * or when it was woken meanwhile (the runner spaces runs by their minimum interval).
   */
  async function nextRun(asked: number | undefined): Promise<number> {
    const schedule = handler.recurring!;
    let next = context.clock() + schedule.everyMs;
    if (asked !== undefined) next = Math.min(next, asked);
    const due = await schedule.nextDue?.().catch((thrown: unknown) => {
      // The runner's next poll asks again.
      context.log.warn({ err: thrown, name: job.name }, 'reading when a job is next due failed');
      return null;
    });
    if (due !== undefined && due !== null) next = Math.min(next, due);
    const rerun = context.takeRerun(job.name);
    if (rerun !== undefined) next = Math.min(next, rerun);
    return next;
  }
}

function errorText(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.slice(0, ERROR_TEXT_MAX);
}
