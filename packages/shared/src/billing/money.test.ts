import { describe, expect, it } from 'vitest';
import { formatUsd, parseUsd, usdToMicros } from './money.js';

describe('formatUsd', () => {
  it.each([
    [0, '$0.000'],
    [4_000, '$0.004'],
    [500, '$0.0005'],
    [750, '$0.00075'],
    [1, '$0.000001'],
    [-3_142_000, '-$3.142'],
    [100_000_000, '$100.000'],
    [1_234_567, '$1.234567'],
  ])('%i micro-dollars read %s', (micros, text) => {
    expect(formatUsd(micros)).toBe(text);
  });
});

describe('parseUsd', () => {
  it.each([
    ['0.002', 2_000],
    ['0.0015', 1_500],
    ['10', 10_000_000],
    ['-2.5', -2_500_000],
    [' 0.000001 ', 1],
  ])('%s is %i micro-dollars', (text, micros) => {
    expect(parseUsd(text)).toBe(micros);
  });

  it.each(['', 'abc', '0.0000001', '1e3', '1.', '.5', '1,5', 'NaN'])('refuses %j', (text) => {
    expect(parseUsd(text)).toBeUndefined();
  });

  it('converts whole dollars', () => {
    expect(usdToMicros(100)).toBe(100_000_000);
  });
});
