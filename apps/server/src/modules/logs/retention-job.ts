import type { JobDefinition } from '../../jobs/job-registry.js';
import type { PduLogRetention } from './retention.js';

export const PDU_LOG_RETENTION_JOB = 'pdu-log-retention';
const PURGE_EVERY_MS = 60 * 60 * 1000;

/** The retention purge as a recurring job: at start, then hourly; a failed purge is retried. */
export function pduLogRetentionJob(retention: PduLogRetention): JobDefinition {
  return {
    name: PDU_LOG_RETENTION_JOB,
    everyMs: PURGE_EVERY_MS,
    async handle() {
      await retention.purge();
    },
  };
}
