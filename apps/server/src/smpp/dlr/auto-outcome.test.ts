import { DEFAULT_DLR_WEIGHTS, dlrPolicySchema } from '@routelab/shared';
import { describe, expect, it } from 'vitest';
import { drawDelay, drawOutcome, wantsReceipt } from './auto-outcome.js';
import { magicEffectOf } from './magic-destinations.js';

describe('drawOutcome', () => {
  it('follows the weights over the whole [0, 1) range', () => {
    const at = (point: number) => drawOutcome(DEFAULT_DLR_WEIGHTS, () => point);
    // delivered 90, undeliverable 6, expired 0, rejected 2, accepted 2 (of 100).
    expect(at(0)).toBe('delivered');
    expect(at(0.899)).toBe('delivered');
    expect(at(0.9)).toBe('undeliverable');
    expect(at(0.959)).toBe('undeliverable');
    expect(at(0.96)).toBe('rejected');
    expect(at(0.98)).toBe('accepted');
    expect(at(0.99999)).toBe('accepted');
  });
  it('never draws an outcome of weight 0', () => {
    const weights = { ...DEFAULT_DLR_WEIGHTS, delivered: 0, undeliverable: 0, rejected: 0 };
    for (const point of [0, 0.3, 0.999]) {
      expect(drawOutcome(weights, () => point)).toBe('accepted');
    }
  });
});

describe('drawDelay', () => {
  it('stays within the policy range', () => {
    const policy = dlrPolicySchema.parse({
      mode: 'auto',
      delay_min_ms: 100,
      delay_max_ms: 200,
    });
    expect(drawDelay(policy, () => 0)).toBe(100);
    expect(drawDelay(policy, () => 0.99999)).toBe(200);
  });
});

describe('wantsReceipt', () => {
  it('reads registered_delivery bits 0-1', () => {
    expect(wantsReceipt(0, 'delivered')).toBe(false);
    expect(wantsReceipt(1, 'undeliverable')).toBe(true);
    expect(wantsReceipt(2, 'delivered')).toBe(false);
    expect(wantsReceipt(2, 'expired')).toBe(true);
    expect(wantsReceipt(3, 'delivered')).toBe(true);
    expect(wantsReceipt(3, 'rejected')).toBe(false);
    expect(wantsReceipt(0x11, 'delivered')).toBe(true);
  });
});

describe('magicEffectOf', () => {
  it('maps the last three digits', () => {
    expect(magicEffectOf('4915112345111')).toEqual({
      kind: 'receipt',
      outcome: 'delivered',
      delayMs: 10_000,
    });
    expect(magicEffectOf('4915112345222')).toEqual({ kind: 'no-response' });
    expect(magicEffectOf('333')).toEqual({ kind: 'refuse', commandStatus: 0x45 });
    expect(magicEffectOf('49444')).toEqual({ kind: 'refuse', commandStatus: 0x58 });
    expect(magicEffectOf('49555')).toEqual({ kind: 'refuse', commandStatus: 0x14 });
    expect(magicEffectOf('49666')).toEqual({ kind: 'receipt', outcome: 'undeliverable' });
    expect(magicEffectOf('49777')).toEqual({ kind: 'receipt', outcome: 'expired' });
    expect(magicEffectOf('4915112345678')).toBeUndefined();
  });
});
