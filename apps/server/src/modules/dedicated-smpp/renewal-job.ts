import { z } from 'zod';
import { jobHandler } from '../../jobs/job-registry.js';
import { jobType } from '../../jobs/job-type.js';
import type { DedicatedSmppService } from './service.js';

export const DEDICATED_SMPP_RENEWAL_JOB = jobType('dedicated-smpp.renewals', z.object({}));
const EVERY_MS = 60 * 1000;

/**
 * Every minute: subscriptions whose period ended are renewed (or go into grace), those whose
 * grace ran out are suspended, and listeners that could not open are tried again.
 */
export function dedicatedSmppRenewalJob(service: DedicatedSmppService) {
  return jobHandler({
    type: DEDICATED_SMPP_RENEWAL_JOB,
    recurring: { everyMs: EVERY_MS },
    async handle() {
      await service.renewDue();
    },
  });
}
