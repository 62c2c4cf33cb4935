import type { JobDefinition } from '../../jobs/job-registry.js';
import type { DedicatedSmppService } from './service.js';

export const DEDICATED_SMPP_RENEWAL_JOB = 'dedicated-smpp.renewals';
const EVERY_MS = 60 * 1000;

/**
 * Every minute: subscriptions whose period ended are renewed (or go into grace), those whose
 * grace ran out are suspended, and listeners that could not open are tried again.
 */
export function dedicatedSmppRenewalJob(service: DedicatedSmppService): JobDefinition {
  return {
    name: DEDICATED_SMPP_RENEWAL_JOB,
    everyMs: EVERY_MS,
    async handle() {
      await service.renewDue();
    },
  };
}
