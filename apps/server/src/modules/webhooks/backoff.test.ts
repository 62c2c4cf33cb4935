import { describe, expect, it } from 'vitest';
import { nextAttemptAt } from './backoff.js';

const backoff = { firstMs: 10_000, maxMs: 3_600_000, windowMs: 24 * 3_600_000 };

describe('nextAttemptAt', () => {
  it('waits 10 s after the first failure and doubles up to an hour', () => {
    expect(nextAttemptAt(backoff, 1, 0, 0)).toBe(10_000);
    expect(nextAttemptAt(backoff, 2, 0, 0)).toBe(20_000);
    expect(nextAttemptAt(backoff, 4, 0, 0)).toBe(80_000);
    expect(nextAttemptAt(backoff, 20, 0, 0)).toBe(3_600_000);
    expect(nextAttemptAt(backoff, 500, 0, 0)).toBe(3_600_000);
  });

  it('gives up once the next try would be past 24 h from creation', () => {
    expect(nextAttemptAt(backoff, 30, 0, 23 * 3_600_000)).toBe(24 * 3_600_000);
    expect(nextAttemptAt(backoff, 30, 0, 23 * 3_600_000 + 1)).toBeNull();
  });
});
