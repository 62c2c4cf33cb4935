import { z } from 'zod';
import type { Clock } from '../clock.js';
import { jobHandler } from './job-registry.js';
import type { JobRepository } from './job-repository.js';
import { jobType } from './job-type.js';

export const JOBS_CLEANUP_JOB = jobType('jobs.cleanup', z.object({}));
const EVERY_MS = 60 * 60_000;
/** Finished jobs stay this long for inspection: a day when done, a week when given up. */
export const KEEP_DONE_MS = 24 * 60 * 60_000;
export const KEEP_FAILED_MS = 7 * 24 * 60 * 60_000;

/** Hourly: deletes the finished jobs that were kept long enough. */
export function jobsCleanupJob(repository: JobRepository, clock: Clock) {
  return jobHandler({
    type: JOBS_CLEANUP_JOB,
    recurring: { everyMs: EVERY_MS },
    async handle() {
      const now = clock();
      await repository.deleteFinished(now - KEEP_DONE_MS, now - KEEP_FAILED_MS);
    },
  });
}
