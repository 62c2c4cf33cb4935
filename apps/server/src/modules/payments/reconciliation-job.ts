import type { JobDefinition } from '../../jobs/job-registry.js';
import type { PaymentsService } from './payments-service.js';

export const PAYMENT_RECONCILIATION_JOB = 'payment-reconciliation';
const EVERY_MS = 60 * 1000;

/** Every minute: open payments are checked with their provider and expired past their deadline. */
export function paymentReconciliationJob(payments: PaymentsService): JobDefinition {
  return {
    name: PAYMENT_RECONCILIATION_JOB,
    everyMs: EVERY_MS,
    async handle() {
      await payments.reconcile();
    },
  };
}
