import { describe, expect, it } from 'vitest';
import { RatePacer } from './rate-pacer.js';

describe('RatePacer', () => {
  it('spaces messages by 1/rate and catches up a short stall, never more', async () => {
    let now = 1000;
    const pacer = new RatePacer(100, () => now);
    await pacer.take();
    // 10 ms per message: the next four are due at 1010, 1020, ... and the clock has not moved.
    const waits: number[] = [];
    for (let i = 0; i < 3; i++) {
      const started = Date.now();
      await pacer.take();
      waits.push(Date.now() - started);
    }
    expect(waits.every((w) => w >= 5)).toBe(true);
    // A one-second stall: only 200 ms worth (20 messages) go at once, then pacing resumes.
    now += 1000;
    let immediate = 0;
    for (let i = 0; i < 25; i++) {
      const started = Date.now();
      await pacer.take();
      if (Date.now() - started < 3) immediate += 1;
    }
    expect(immediate).toBeGreaterThanOrEqual(19);
    expect(immediate).toBeLessThanOrEqual(21);
  });
});
