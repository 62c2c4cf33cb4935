import { z } from 'zod';
import type { Clock } from '../../clock.js';
import { jobHandler } from '../../jobs/job-registry.js';
import { jobType } from '../../jobs/job-type.js';
import type { EsmeReportStore } from './report-store.js';

export const ESME_REPORT_EXPIRY_JOB = jobType('esme-reports.expiry', z.object({}));
const EVERY_MS = 60_000;

/** Every minute: delivery reports that waited past their expiry for a receiver end unsent. */
export function esmeReportExpiryJob(reports: EsmeReportStore, clock: Clock) {
  return jobHandler({
    type: ESME_REPORT_EXPIRY_JOB,
    recurring: { everyMs: EVERY_MS },
    async handle() {
      await reports.expireReports(clock());
    },
  });
}
