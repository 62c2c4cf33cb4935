import { describe, expect, it } from 'vitest';
import { BindThrottle } from './bind-throttle.js';
import type { FailureLimits } from './failure-limiter.js';

const LIMITS: FailureLimits = {
  backoffAfter: 3,
  backoffBaseMs: 1_000,
  backoffMaxMs: 4_000,
  lockAfter: 6,
  windowMs: 60_000,
  lockMs: 60_000,
  maxEntries: 100,
};
const SLOWDOWN = { after: 10, delayMs: 1_000 };

describe('BindThrottle', () => {
  it("blocks the failing address for the account only, never the account's other addresses", () => {
    const throttle = new BindThrottle(LIMITS, SLOWDOWN);
    for (let failure = 0; failure < 6; failure += 1) throttle.failed('7', '192.0.2.1', 0);
    expect(throttle.blockedUntil('7', '192.0.2.1', 0)).toBe(60_000);
    expect(throttle.blockedUntil('7', '192.0.2.2', 0)).toBe(0);
    expect(throttle.blockedUntil('8', '192.0.2.1', 0)).toBe(0);
  });

  it('slows the account once every address together failed often enough, and blocks none new', () => {
    const throttle = new BindThrottle(LIMITS, SLOWDOWN);
    for (let address = 1; address <= 9; address += 1) throttle.failed('7', `192.0.2.${address}`, 0);
    expect(throttle.delayMs('7', 0)).toBe(0);
    throttle.failed('7', '192.0.2.10', 0);
    expect(throttle.delayMs('7', 0)).toBe(1_000);
    expect(throttle.delayMs('8', 0)).toBe(0);
    expect(throttle.blockedUntil('7', '198.51.100.1', 0)).toBe(0);
    // The slowdown is bounded: it stays one delay however many more fail.
    for (let address = 11; address <= 99; address += 1) {
      throttle.failed('7', `192.0.2.${address}`, 0);
    }
    expect(throttle.delayMs('7', 0)).toBe(1_000);
    expect(throttle.delayMs('7', 60_000)).toBe(0);
  });

  it("a good bind clears its own address's failures; the others' still slow the account", () => {
    const throttle = new BindThrottle(LIMITS, { after: 4, delayMs: 1_000 });
    for (let failure = 0; failure < 3; failure += 1) throttle.failed('7', '192.0.2.1', 0);
    throttle.failed('7', '192.0.2.2', 0);
    throttle.succeeded('7', '192.0.2.1');
    expect(throttle.blockedUntil('7', '192.0.2.1', 0)).toBe(0);
    expect(throttle.delayMs('7', 0)).toBe(1_000);
    expect(throttle.state('7', 0)).toEqual({ failures: 4, blockedUntil: 1_000 });
  });

  it('tells the console the failures and the last-ending block; clear ends every block', () => {
    const throttle = new BindThrottle(LIMITS, SLOWDOWN);
    expect(throttle.state('7', 0)).toBeUndefined();
    for (let failure = 0; failure < 6; failure += 1) throttle.failed('7', '192.0.2.1', 0);
    for (let failure = 0; failure < 3; failure += 1) throttle.failed('7', '192.0.2.2', 5_000);
    expect(throttle.state('7', 5_000)).toEqual({ failures: 9, blockedUntil: 60_000 });
    expect(throttle.state('7', 60_000)).toBeUndefined();

    for (let failure = 0; failure < 6; failure += 1) throttle.failed('7', '192.0.2.3', 70_000);
    throttle.failed('17', '192.0.2.3', 70_000);
    throttle.clear('7');
    expect(throttle.state('7', 70_000)).toBeUndefined();
    expect(throttle.blockedUntil('7', '192.0.2.3', 70_000)).toBe(0);
    // Another account whose id starts the same keeps its failures.
    expect(throttle.state('17', 70_000)?.failures).toBe(1);
  });
});
