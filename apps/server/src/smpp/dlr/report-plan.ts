import type { DlrOutcome, DlrPolicy } from '@routelab/shared';
import { drawDelay, drawOutcome, wantsReceipt, type Random } from './auto-outcome.js';
import type { MagicEffect } from './magic-destinations.js';

/** How long a report waits for a receiver session before it is dropped. */
export const REPORT_EXPIRY_MS = 72 * 3_600_000;

export interface PlannedReport {
  report_due_at: number;
  report_expires_at: number;
  report_status: DlrOutcome;
  report_error: number;
}

export const NO_REPORT = {
  report_due_at: null,
  report_expires_at: null,
  report_status: null,
  report_error: null,
} as const;

/** Error code written in receipts that did not end delivered (SMPPSim writes 000 for all). */
const FAILURE_ERROR: Partial<Record<DlrOutcome, number>> = {
  undeliverable: 1,
  expired: 2,
  rejected: 3,
  deleted: 4,
};

/**
 * The automatic report of one accepted part: outcome and delay from the magic destination when
 * there is one, else drawn from the policy; none when the policy is off, the submit is never
 * answered (the ESME holds no message id a receipt could name), or registered_delivery does not
 * ask for this outcome.
 */
export function planAutoReport(
  policy: DlrPolicy,
  magic: MagicEffect | undefined,
  registeredDelivery: number,
  now: number,
  random: Random,
): PlannedReport | undefined {
  if (policy.mode !== 'auto' || magic?.kind === 'no-response') return undefined;
  const fixed = magic?.kind === 'receipt' ? magic : undefined;
  const outcome = fixed?.outcome ?? drawOutcome(policy.weights, random);
  if (!wantsReceipt(registeredDelivery, outcome)) return undefined;
  const dueAt = now + (fixed?.delayMs ?? drawDelay(policy, random));
  return {
    report_due_at: dueAt,
    report_expires_at: dueAt + REPORT_EXPIRY_MS,
    report_status: outcome,
    report_error: FAILURE_ERROR[outcome] ?? 0,
  };
}
