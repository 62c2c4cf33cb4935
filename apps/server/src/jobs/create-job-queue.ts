import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../clock.js';
import type { Db } from '../db/database.js';
import { jobsCleanupJob } from './cleanup-job.js';
import { JobQueue } from './job-queue.js';
import { JobRegistry } from './job-registry.js';
import { JobRepository } from './job-repository.js';
import { JobRunner, type JobRunnerOptions } from './job-runner.js';

/**
 * The one durable work queue of an instance: the registry the feature modules add their job
 * kinds to (before start), the runner, and the queue producers enqueue on. The cleanup of
 * finished jobs is its own first kind.
 */
export function createJobQueue(settings: {
  db: Db;
  clock: Clock;
  log: FastifyBaseLogger;
  onRun?: JobRunnerOptions['onRun'];
}) {
  const repository = new JobRepository(settings.db);
  const registry = new JobRegistry([jobsCleanupJob(repository, settings.clock)]);
  const runner = new JobRunner({
    repository,
    registry,
    clock: settings.clock,
    log: settings.log,
    ...(settings.onRun && { onRun: settings.onRun }),
  });
  return { registry, runner, queue: new JobQueue(settings.db, runner, settings.clock) };
}
