import { dlrPolicySchema } from '@routelab/shared';
import { describe, expect, it } from 'vitest';
import { magicEffectOf } from './magic-destinations.js';
import { NO_TIMES, planAutoOutcome, REPORT_EXPIRY_MS } from './report-plan.js';

const auto = dlrPolicySchema.parse({
  mode: 'auto',
  delay_min_ms: 0,
  delay_max_ms: 1000,
});
const off = dlrPolicySchema.parse({ mode: 'off' });
const half = () => 0.5;

describe('planAutoOutcome', () => {
  it('plans nothing when the policy is off, even for magic numbers', () => {
    expect(planAutoOutcome(off, magicEffectOf('49666'), 1, 0, NO_TIMES, () => 0)).toBeUndefined();
  });
  it('plans nothing for a submit that is never answered', () => {
    expect(planAutoOutcome(auto, magicEffectOf('49222'), 1, 0, NO_TIMES, () => 0)).toBeUndefined();
  });
  it('draws the outcome and the delay from the policy', () => {
    expect(planAutoOutcome(auto, undefined, 1, 1_000, NO_TIMES, half)).toEqual({
      outcome_at: 1_500,
      report_due_at: 1_500,
      report_expires_at: 1_500 + REPORT_EXPIRY_MS,
      report_status: 'delivered',
      report_error: 0,
    });
  });
  it('plans the outcome without a receipt when none was asked for', () => {
    expect(planAutoOutcome(auto, undefined, 0, 1_000, NO_TIMES, half)).toEqual({
      outcome_at: 1_500,
      report_due_at: null,
      report_expires_at: null,
      report_status: 'delivered',
      report_error: 0,
    });
  });
  it('takes outcome and delay from magic destinations', () => {
    const delayed = planAutoOutcome(auto, magicEffectOf('49111'), 1, 0, NO_TIMES, () => 0);
    expect(delayed?.report_due_at).toBe(10_000);
    const undeliv = planAutoOutcome(auto, magicEffectOf('49666'), 1, 0, NO_TIMES, () => 0);
    expect(undeliv?.report_status).toBe('undeliverable');
    expect(undeliv?.report_error).toBe(1);
    const expired = planAutoOutcome(auto, magicEffectOf('49777'), 1, 0, NO_TIMES, () => 0);
    expect(expired?.report_status).toBe('expired');
  });
  it('honours receipts on failure only, and still plans the successful outcome', () => {
    expect(planAutoOutcome(auto, undefined, 2, 0, NO_TIMES, () => 0)).toMatchObject({
      report_status: 'delivered',
      report_due_at: null,
      outcome_at: 0,
    });
    expect(
      planAutoOutcome(auto, magicEffectOf('49666'), 2, 0, NO_TIMES, () => 0)?.report_due_at,
    ).toBe(0);
  });
  it('counts the delay from a scheduled time in the future', () => {
    const times = { scheduledAt: 60_000, validUntil: null };
    expect(planAutoOutcome(auto, undefined, 1, 1_000, times, half)?.outcome_at).toBe(60_500);
    const past = { scheduledAt: 0, validUntil: null };
    expect(planAutoOutcome(auto, undefined, 1, 1_000, past, half)?.outcome_at).toBe(1_500);
  });
  it('expires at the end of the validity when the outcome would come later', () => {
    const short = { scheduledAt: null, validUntil: 1_200 };
    expect(planAutoOutcome(auto, undefined, 1, 1_000, short, half)).toMatchObject({
      outcome_at: 1_200,
      report_due_at: 1_200,
      report_status: 'expired',
      report_error: 2,
    });
    const long = { scheduledAt: null, validUntil: 1_500 };
    expect(planAutoOutcome(auto, undefined, 1, 1_000, long, half)?.report_status).toBe('delivered');
    const ended = { scheduledAt: null, validUntil: 0 };
    expect(planAutoOutcome(auto, undefined, 0, 1_000, ended, half)).toMatchObject({
      outcome_at: 1_000,
      report_status: 'expired',
      report_due_at: null,
    });
  });
});
