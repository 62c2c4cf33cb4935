import { describe, expect, it } from 'vitest';
import { LoginThrottle } from './login-throttle.js';

function throttle() {
  const clock = { now: 0 };
  const subject = new LoginThrottle({
    maxFailures: 3,
    windowMs: 60_000,
    slowdownMs: 500,
    now: () => clock.now,
  });
  return { clock, subject };
}

describe('LoginThrottle', () => {
  it('blocks the address that failed, for that account only, until the window ends', () => {
    const { clock, subject } = throttle();
    for (let i = 0; i < 3; i += 1) subject.failed('a@x.test', '10.0.0.1');
    expect(subject.blockedFor('a@x.test', '10.0.0.1')).toBe(60);
    expect(subject.blockedFor('a@x.test', '10.0.0.2')).toBe(0);
    expect(subject.blockedFor('b@x.test', '10.0.0.1')).toBe(0);
    clock.now = 60_000;
    expect(subject.blockedFor('a@x.test', '10.0.0.1')).toBe(0);
  });

  it("slows an account failed from many addresses, without blocking the owner's", () => {
    const { subject } = throttle();
    for (let i = 1; i <= 3; i += 1) subject.failed('a@x.test', `10.0.0.${i}`);
    expect(subject.delayMs('a@x.test')).toBe(500);
    expect(subject.delayMs('b@x.test')).toBe(0);
    expect(subject.blockedFor('a@x.test', '192.0.2.7')).toBe(0);
  });

  it('forgets an address after a correct login from it', () => {
    const { subject } = throttle();
    for (let i = 0; i < 2; i += 1) subject.failed('a@x.test', '10.0.0.1');
    subject.succeeded('a@x.test', '10.0.0.1');
    subject.failed('a@x.test', '10.0.0.1');
    subject.failed('a@x.test', '10.0.0.1');
    expect(subject.blockedFor('a@x.test', '10.0.0.1')).toBe(0);
  });
});
