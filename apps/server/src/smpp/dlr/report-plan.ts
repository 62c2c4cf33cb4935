import type { DlrOutcome, DlrPolicy } from '@routelab/shared';
import { drawDelay, drawOutcome, wantsReceipt, type Random } from './auto-outcome.js';
import type { MagicEffect } from './magic-destinations.js';

/** How long a report waits for a receiver session before it is dropped. */
export const REPORT_EXPIRY_MS = 72 * 3_600_000;

/** The automatic outcome of one accepted part: its state at `outcome_at`, and a receipt if asked. */
export interface PlannedOutcome {
  outcome_at: number;
  /** null: registered_delivery does not ask for this outcome; only the state changes. */
  report_due_at: number | null;
  report_expires_at: number | null;
  report_status: DlrOutcome;
  report_error: number;
}

export const NO_OUTCOME = {
  outcome_at: null,
  report_due_at: null,
  report_expires_at: null,
  report_status: null,
  report_error: null,
} as const;

/** When a submit is scheduled for and when its validity ends (epoch ms); null: not given. */
export interface SubmitTimes {
  scheduledAt: number | null;
  validUntil: number | null;
}

export const NO_TIMES: SubmitTimes = { scheduledAt: null, validUntil: null };

/** Error code written in receipts that did not end delivered (SMPPSim writes 000 for all). */
const FAILURE_ERROR: Partial<Record<DlrOutcome, number>> = {
  undeliverable: 1,
  expired: 2,
  rejected: 3,
  deleted: 4,
};

/**
 * The automatic outcome of one accepted part: outcome and delay from the magic destination when
 * there is one, else drawn from the policy; none when the policy is off or the submit is never
 * answered (the ESME holds no message id to ask about). The delay runs from the scheduled time
 * when that is later than now. An outcome that would come after the validity ends is `expired`,
 * at the end of the validity. A receipt goes with it when registered_delivery asks for it.
 */
export function planAutoOutcome(
  policy: DlrPolicy,
  magic: MagicEffect | undefined,
  registeredDelivery: number,
  now: number,
  times: SubmitTimes,
  random: Random,
): PlannedOutcome | undefined {
  if (policy.mode !== 'auto' || magic?.kind === 'no-response') return undefined;
  const fixed = magic?.kind === 'receipt' ? magic : undefined;
  let outcome = fixed?.outcome ?? drawOutcome(policy.weights, random);
  const start = times.scheduledAt !== null && times.scheduledAt > now ? times.scheduledAt : now;
  let at = start + (fixed?.delayMs ?? drawDelay(policy, random));
  if (times.validUntil !== null && at > times.validUntil) {
    outcome = 'expired';
    at = Math.max(times.validUntil, now);
  }
  const receipt = wantsReceipt(registeredDelivery, outcome);
  return {
    outcome_at: at,
    report_due_at: receipt ? at : null,
    report_expires_at: receipt ? at + REPORT_EXPIRY_MS : null,
    report_status: outcome,
    report_error: FAILURE_ERROR[outcome] ?? 0,
  };
}
