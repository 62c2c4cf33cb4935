import { describe, expect, it } from 'vitest';
import { RateMeter } from './rate-meter.js';

describe('RateMeter', () => {
  it('averages the last five complete seconds and forgets older ones', () => {
    let now = 10_000;
    const meter = new RateMeter(() => now);
    meter.add(50); // second 10
    now = 11_500;
    meter.add(25); // second 11
    meter.add(25);
    expect(meter.perSecond()).toBe(10); // 50 in seconds 6..10; second 11 still filling
    now = 12_000;
    expect(meter.perSecond()).toBe(20); // 100 in seconds 7..11
    now = 16_000;
    expect(meter.perSecond()).toBe(10); // second 10 left the window
    now = 60_000;
    expect(meter.perSecond()).toBe(0);
  });
});
