import { describe, expect, it } from 'vitest';
import { FailureLimiter, type FailureLimits } from './failure-limiter.js';

const LIMITS: FailureLimits = {
  backoffAfter: 3,
  backoffBaseMs: 1_000,
  backoffMaxMs: 4_000,
  lockAfter: 6,
  windowMs: 60_000,
  lockMs: 60_000,
  maxEntries: 100,
};

describe('FailureLimiter', () => {
  it('lets a few failures pass, then backs off doubling up to the cap, then locks', () => {
    const limiter = new FailureLimiter<string>(LIMITS);
    let now = 0;
    limiter.recordFailure('a', now);
    limiter.recordFailure('a', now);
    expect(limiter.blockedUntil('a', now)).toBe(0);
    const waits: number[] = [];
    for (let failure = 3; failure <= 5; failure += 1) {
      limiter.recordFailure('a', now);
      waits.push(limiter.blockedUntil('a', now) - now);
      now = limiter.blockedUntil('a', now);
      expect(limiter.blockedUntil('a', now)).toBe(0);
    }
    expect(waits).toEqual([1_000, 2_000, 4_000]);
    limiter.recordFailure('a', now);
    expect(limiter.state('a', now)).toEqual({ failures: 6, blockedUntil: now + 60_000 });
    expect(limiter.blockedUntil('a', now + 59_999)).toBeGreaterThan(0);
    // The lock ends on time, and with it the window: counting starts again.
    expect(limiter.blockedUntil('a', now + 60_000)).toBe(0);
    expect(limiter.state('a', now + 60_000)).toBeUndefined();
  });

  it('forgets failures once their window has passed, and on clear', () => {
    const limiter = new FailureLimiter<string>(LIMITS);
    limiter.recordFailure('a', 0);
    limiter.recordFailure('b', 0);
    expect(limiter.state('a', 59_999)?.failures).toBe(1);
    expect(limiter.state('a', 60_000)).toBeUndefined();
    limiter.clear('b');
    expect(limiter.state('b', 1)).toBeUndefined();
  });

  it('keeps at most maxEntries keys under a flood of new ones, forgetting the stalest', () => {
    const limiter = new FailureLimiter<number>({ ...LIMITS, maxEntries: 10 });
    for (let key = 0; key < 10_000; key += 1) limiter.recordFailure(key, key);
    expect(limiter.size).toBe(10);
    expect(limiter.state(9_999, 10_000)?.failures).toBe(1);
    expect(limiter.state(0, 10_000)).toBeUndefined();
  });
});
