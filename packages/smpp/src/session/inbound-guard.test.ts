import { describe, expect, it } from 'vitest';
import { InboundGuard } from './inbound-guard.js';

describe('InboundGuard', () => {
  it('admits up to the window of unanswered requests, and more once some are answered', () => {
    const guard = new InboundGuard(2, Number.POSITIVE_INFINITY);
    expect([guard.admit(1), guard.admit(2), guard.admit(3)]).toEqual([true, true, false]);
    guard.answered(1);
    expect(guard.admit(4)).toBe(true);
    expect(guard.pending).toBe(2);
  });

  it('ignores answers to requests it never admitted', () => {
    const guard = new InboundGuard(1, Number.POSITIVE_INFINITY);
    expect(guard.admit(1)).toBe(true);
    guard.answered(99);
    expect(guard.admit(2)).toBe(false);
  });

  it('refuses beyond the rate', () => {
    const guard = new InboundGuard(Number.POSITIVE_INFINITY, 1);
    expect(guard.admit(1)).toBe(true);
    expect(guard.admit(2)).toBe(false);
    expect(guard.pending).toBe(0);
  });
});
