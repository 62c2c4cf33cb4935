import { describe, expect, it } from 'vitest';
import { backoffDelayMs } from './backoff.js';

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
