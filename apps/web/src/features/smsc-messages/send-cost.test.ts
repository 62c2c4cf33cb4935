import { describe, expect, it } from 'vitest';
import { estimateSendCost } from './send-cost';

describe('estimateSendCost', () => {
  it('charges every part of every message at the segment price', () => {
    expect(estimateSendCost(3, 1, 2_000)).toEqual({
      segments: 3,
      priceMicros: 2_000,
      totalMicros: 6_000,
    });
    expect(estimateSendCost(2, 5, 1_500)).toEqual({
      segments: 10,
      priceMicros: 1_500,
      totalMicros: 15_000,
    });
  });

  it('stays exact where floats would not (0.0015 × 3)', () => {
    expect(estimateSendCost(3, 1, 1_500).totalMicros).toBe(4_500);
  });

  it('costs nothing without text or messages', () => {
    expect(estimateSendCost(0, 4, 2_000).totalMicros).toBe(0);
    expect(estimateSendCost(2, 0, 2_000).totalMicros).toBe(0);
  });
});
