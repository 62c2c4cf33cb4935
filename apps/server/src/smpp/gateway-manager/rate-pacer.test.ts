import { describe, expect, it } from 'vitest';
import { RatePacer } from './rate-pacer.js';

describe('RatePacer', () => {
  it('spaces messages by 1/rate and catches up a short stall, never more', async () => {
    let now = 1000;
    const pacer = new RatePacer(100, () => now);
    await pacer.takeDue(1);
    // 10 ms per message: the next four are due at 1010, 1020, ... and the clock has not moved.
    const waits: number[] = [];
    for (let i = 0; i < 3; i++) {
      const started = Date.now();
      await pacer.takeDue(1);
      waits.push(Date.now() - started);
    }
    expect(waits.every((w) => w >= 5)).toBe(true);
    // A one-second stall: only 200 ms worth (20 messages) go at once, then pacing resumes.
    now += 1000;
    let immediate = 0;
    for (let i = 0; i < 25; i++) {
      const started = Date.now();
      await pacer.takeDue(1);
      if (Date.now() - started < 3) immediate += 1;
    }
    expect(immediate).toBeGreaterThanOrEqual(19);
    expect(immediate).toBeLessThanOrEqual(21);
  });

  it('takes every message already due at once, up to the number asked for', async () => {
    let now = 1000;
    const pacer = new RatePacer(100, () => now);
    expect(await pacer.takeDue(5)).toBe(1);
    // 1010, 1020 and 1030 are due at 1035.
    now = 1035;
    expect(await pacer.takeDue(10)).toBe(3);
    // A one-second stall catches up 200 ms (1835 to 2035: 21 messages), in as many takes.
    now = 2035;
    expect(await pacer.takeDue(5)).toBe(5);
    expect(await pacer.takeDue(100)).toBe(16);
  });
});
