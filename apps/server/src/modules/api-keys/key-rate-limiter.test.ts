import { describe, expect, it } from 'vitest';
import { KeyRateLimiter } from './key-rate-limiter.js';

describe('KeyRateLimiter', () => {
  it("allows a second's worth at once, then keeps the key to its rate", () => {
    let now = 0;
    const limiter = new KeyRateLimiter(() => now);
    const allowed = Array.from({ length: 12 }, () => limiter.take(1, 10));
    expect(allowed.filter((wait) => wait === 0)).toHaveLength(10);
    expect(allowed.at(-1)).toBe(1);
    now += 100;
    expect(limiter.take(1, 10)).toBe(0);
    expect(limiter.take(1, 10)).toBeGreaterThan(0);
  });

  it('gives each key its own budget, and a forgotten key a fresh one', () => {
    const limiter = new KeyRateLimiter(() => 0);
    expect(limiter.take(1, 1)).toBe(0);
    expect(limiter.take(1, 1)).toBe(1);
    expect(limiter.take(2, 1)).toBe(0);
    limiter.forget(1);
    expect(limiter.take(1, 1)).toBe(0);
  });
});
