import { describe, expect, it } from 'vitest';
import { formatBalance } from './format-balance';

describe('formatBalance', () => {
  it('shows three decimals', () => {
    expect(formatBalance(0)).toBe('0.000');
    expect(formatBalance(12.5)).toBe('12.500');
    expect(formatBalance(1234.5678)).toBe('1234.568');
    expect(formatBalance(-3.2)).toBe('-3.200');
  });

  it('shows N/A when there is no balance', () => {
    expect(formatBalance(null)).toBe('N/A');
    expect(formatBalance(undefined)).toBe('N/A');
    expect(formatBalance(Number.NaN)).toBe('N/A');
  });
});
