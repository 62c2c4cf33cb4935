import { describe, expect, it } from 'vitest';
import { backoffDelayMs, nextAttemptAt, type Backoff } from './backoff.js';

describe('backoffDelayMs', () => {
  const backoff = { baseMs: 1000, maxMs: 10_000 };

  it('doubles from the base after each failed attempt', () => {
    expect([1, 2, 3, 4].map((attempt) => backoffDelayMs(attempt, backoff))).toEqual([
      1000, 2000, 4000, 8000,
    ]);
  });

  it('stops at the cap, even after very many attempts', () => {
    expect(backoffDelayMs(5, backoff)).toBe(10_000);
    expect(backoffDelayMs(10_000, backoff)).toBe(10_000);
  });
});

describe('nextAttemptAt', () => {
  const backoff: Backoff = { baseMs: 1000, maxMs: 60_000, maxAttempts: 4 };

  it('waits the doubling delay after each failure until the last attempt, then gives up', () => {
    expect([1, 2, 3].map((failures) => nextAttemptAt(backoff, failures, 50_000))).toEqual([
      51_000, 52_000, 54_000,
    ]);
    expect(nextAttemptAt(backoff, 4, 50_000)).toBeNull();
    expect(nextAttemptAt(backoff, 40, 50_000)).toBeNull();
  });

  it('gives up when the next try would come after the deadline, not when it comes on it', () => {
    expect(nextAttemptAt(backoff, 2, 10_000, 12_000)).toBe(12_000);
    expect(nextAttemptAt(backoff, 2, 10_001, 12_000)).toBeNull();
  });
});
