import { z } from 'zod';
import { jobHandler } from '../../jobs/job-registry.js';
import { jobType } from '../../jobs/job-type.js';
import type { OutcomeSettler } from '../../smpp/dlr/outcome-settler.js';

export const ESME_OUTCOMES_JOB = jobType('esme.outcomes', z.object({}));
/** Without stored outcomes it runs once a minute (the queue's polls find other processes'). */
const EVERY_MS = 60_000;
/** Runs at most this often at ingest rates: wakes in between merge into one run. */
const MIN_INTERVAL_MS = 200;

/**
 * Automatic outcomes as one recurring job: it runs when the earliest stored outcome is due (no
 * job per message, no writes while none is), woken by the ingest when it stores an earlier one.
 */
export function esmeOutcomesJob(settler: OutcomeSettler) {
  return jobHandler({
    type: ESME_OUTCOMES_JOB,
    recurring: {
      everyMs: EVERY_MS,
      minIntervalMs: MIN_INTERVAL_MS,
      nextDue: () => settler.nextDue(),
    },
    handle: () => settler.settle(),
  });
}
