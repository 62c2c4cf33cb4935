import { describe, expect, it } from 'vitest';
import { formatBalanceUsd } from './format-balance';

describe('formatBalanceUsd', () => {
  it('puts the sign before the dollar sign', () => {
    expect(formatBalanceUsd(7.25)).toBe('$7.250');
    expect(formatBalanceUsd(-3.142)).toBe('-$3.142');
    expect(formatBalanceUsd(1234.5678)).toBe('$1234.568');
    expect(formatBalanceUsd(0.0015)).toBe('$0.002');
  });

  it('never reads minus zero', () => {
    expect(formatBalanceUsd(-0.0004)).toBe('$0.000');
    expect(formatBalanceUsd(-0)).toBe('$0.000');
  });

  it('reads $N/A without a balance', () => {
    expect(formatBalanceUsd(null)).toBe('$N/A');
    expect(formatBalanceUsd(Number.POSITIVE_INFINITY)).toBe('$N/A');
  });
});
