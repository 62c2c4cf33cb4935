import { z } from 'zod';
import { jobHandler } from '../../jobs/job-registry.js';
import { jobType } from '../../jobs/job-type.js';
import type { PduLogRetention } from './retention.js';

export const PDU_LOG_RETENTION_JOB = jobType('pdu-log-retention', z.object({}));
const PURGE_EVERY_MS = 60 * 60 * 1000;

/** The retention purge as a recurring job: at start, then hourly; a failed purge is retried. */
export function pduLogRetentionJob(retention: PduLogRetention) {
  return jobHandler({
    type: PDU_LOG_RETENTION_JOB,
    recurring: { everyMs: PURGE_EVERY_MS },
    async handle() {
      await retention.purge();
    },
  });
}
