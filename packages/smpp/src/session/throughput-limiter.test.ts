import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SmppSessionClosedError } from './errors.js';
import { ThroughputLimiter } from './throughput-limiter.js';

describe('ThroughputLimiter', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const now = () => Date.now();

  it('lets through the configured rate, spread over the second rather than in one burst', async () => {
    const limiter = new ThroughputLimiter({ ratePerSecond: 100, now });
    expect(limiter.burst).toBe(5);
    const passedAt: number[] = [];
    const start = Date.now();
    for (let i = 0; i < 300; i += 1) {
      void limiter.take().then(() => passedAt.push(Date.now() - start));
    }
    await vi.advanceTimersByTimeAsync(1000);
    const firstSecond = passedAt.length;
    expect(firstSecond).toBeGreaterThanOrEqual(100);
    expect(firstSecond).toBeLessThanOrEqual(105);
    const inFirst100ms = passedAt.filter((at) => at <= 100).length;
    expect(inFirst100ms).toBeLessThanOrEqual(15);
    await vi.advanceTimersByTimeAsync(1000);
    expect(passedAt.length).toBeGreaterThanOrEqual(200);
    expect(passedAt.length).toBeLessThanOrEqual(205);
  });

  it('serves waiters in arrival order', async () => {
    const limiter = new ThroughputLimiter({ ratePerSecond: 10, burst: 1, now });
    const order: number[] = [];
    for (let i = 0; i < 4; i += 1) void limiter.take().then(() => order.push(i));
    await vi.advanceTimersByTimeAsync(350);
    expect(order).toEqual([0, 1, 2, 3]);
  });

  it('tryTake refuses once the bucket is empty and recovers with time', () => {
    const limiter = new ThroughputLimiter({ ratePerSecond: 200, burst: 4, now });
    const granted = Array.from({ length: 6 }, () => limiter.tryTake());
    expect(granted).toEqual([true, true, true, true, false, false]);
    vi.advanceTimersByTime(5);
    expect(limiter.tryTake()).toBe(true);
    expect(limiter.tryTake()).toBe(false);
    vi.advanceTimersByTime(1000);
    expect(Array.from({ length: 5 }, () => limiter.tryTake()).filter(Boolean)).toHaveLength(4);
  });

  it('rejects waiters on close', async () => {
    const limiter = new ThroughputLimiter({ ratePerSecond: 1, burst: 1, now });
    await limiter.take();
    const waiting = limiter.take().catch((error: unknown) => error);
    const closed = new SmppSessionClosedError('test');
    limiter.close(closed);
    await expect(waiting).resolves.toBe(closed);
    expect(() => limiter.tryTake()).toThrow(closed);
  });

  it('refuses a rate that is not positive', () => {
    expect(() => new ThroughputLimiter({ ratePerSecond: 0 })).toThrow(RangeError);
    expect(() => new ThroughputLimiter({ ratePerSecond: Number.POSITIVE_INFINITY })).toThrow(
      RangeError,
    );
  });
});
