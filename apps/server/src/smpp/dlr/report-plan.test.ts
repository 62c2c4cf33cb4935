import { dlrPolicySchema } from '@routelab/shared';
import { describe, expect, it } from 'vitest';
import { magicEffectOf } from './magic-destinations.js';
import { planAutoReport, REPORT_EXPIRY_MS } from './report-plan.js';

const auto = dlrPolicySchema.parse({
  mode: 'auto',
  delay_min_ms: 0,
  delay_max_ms: 1000,
});
const off = dlrPolicySchema.parse({ mode: 'off' });

describe('planAutoReport', () => {
  it('plans nothing when the policy is off, even for magic numbers', () => {
    expect(planAutoReport(off, magicEffectOf('49666'), 1, 0, () => 0)).toBeUndefined();
  });
  it('plans nothing for a submit that is never answered', () => {
    expect(planAutoReport(auto, magicEffectOf('49222'), 1, 0, () => 0)).toBeUndefined();
  });
  it('plans nothing when no receipt was asked for', () => {
    expect(planAutoReport(auto, undefined, 0, 0, () => 0)).toBeUndefined();
  });
  it('draws the outcome and the delay from the policy', () => {
    expect(planAutoReport(auto, undefined, 1, 1_000, () => 0.5)).toEqual({
      report_due_at: 1_500,
      report_expires_at: 1_500 + REPORT_EXPIRY_MS,
      report_status: 'delivered',
      report_error: 0,
    });
  });
  it('takes outcome and delay from magic destinations', () => {
    expect(planAutoReport(auto, magicEffectOf('49111'), 1, 0, () => 0)?.report_due_at).toBe(10_000);
    const undeliv = planAutoReport(auto, magicEffectOf('49666'), 1, 0, () => 0);
    expect(undeliv?.report_status).toBe('undeliverable');
    expect(undeliv?.report_error).toBe(1);
    expect(planAutoReport(auto, magicEffectOf('49777'), 1, 0, () => 0)?.report_status).toBe(
      'expired',
    );
  });
  it('honours receipts on failure only', () => {
    expect(planAutoReport(auto, undefined, 2, 0, () => 0)).toBeUndefined();
    expect(planAutoReport(auto, magicEffectOf('49666'), 2, 0, () => 0)?.report_status).toBe(
      'undeliverable',
    );
  });
});
