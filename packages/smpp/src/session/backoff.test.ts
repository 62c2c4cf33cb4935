import { describe, expect, it } from 'vitest';
import { ReconnectBackoff } from './backoff.js';

describe('ReconnectBackoff', () => {
  it('grows the ceiling exponentially up to the maximum', () => {
    const backoff = new ReconnectBackoff({ minDelayMs: 100, maxDelayMs: 1000, random: () => 1 });
    const delays = Array.from({ length: 7 }, () => backoff.next());
    expect(delays).toEqual([100, 200, 400, 800, 1000, 1000, 1000]);
    expect(backoff.attempt).toBe(7);
  });

  it('jitters uniformly between the minimum and the current ceiling', () => {
    const backoff = new ReconnectBackoff({ minDelayMs: 100, maxDelayMs: 10_000, random: () => 0 });
    expect(Array.from({ length: 4 }, () => backoff.next())).toEqual([100, 100, 100, 100]);
    const half = new ReconnectBackoff({ minDelayMs: 100, maxDelayMs: 10_000, random: () => 0.5 });
    expect(Array.from({ length: 4 }, () => half.next())).toEqual([100, 150, 250, 450]);
  });

  it('starts again from the minimum after a reset', () => {
    const backoff = new ReconnectBackoff({ minDelayMs: 50, maxDelayMs: 5000, random: () => 1 });
    backoff.next();
    backoff.next();
    backoff.next();
    backoff.reset();
    expect(backoff.attempt).toBe(0);
    expect(backoff.next()).toBe(50);
  });

  it('keeps real random delays inside the bounds', () => {
    const backoff = new ReconnectBackoff({ minDelayMs: 10, maxDelayMs: 300 });
    for (let i = 0; i < 200; i += 1) {
      const delay = backoff.next();
      expect(delay).toBeGreaterThanOrEqual(10);
      expect(delay).toBeLessThanOrEqual(300);
    }
  });

  it('refuses inverted bounds', () => {
    expect(() => new ReconnectBackoff({ minDelayMs: 10, maxDelayMs: 5 })).toThrow(RangeError);
  });
});
