import { z } from 'zod';
import { jobHandler } from '../../jobs/job-registry.js';
import { jobType } from '../../jobs/job-type.js';
import type { PaymentsService } from './payments-service.js';

export const PAYMENT_RECONCILIATION_JOB = jobType('payment-reconciliation', z.object({}));
const EVERY_MS = 60 * 1000;

/** Every minute: open payments are checked with their provider and expired past their deadline. */
export function paymentReconciliationJob(payments: PaymentsService) {
  return jobHandler({
    type: PAYMENT_RECONCILIATION_JOB,
    recurring: { everyMs: EVERY_MS },
    async handle() {
      await payments.reconcile();
    },
  });
}
