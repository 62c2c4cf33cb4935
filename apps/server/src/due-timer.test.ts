import { afterEach, describe, expect, it, vi } from 'vitest';
import { DueTimer } from './due-timer.js';

describe('DueTimer', () => {
  it('fires once at the earliest time asked for, a later one waiting for it', async () => {
    let now = 1_000;
    let fired = 0;
    const done = new Promise<void>((resolve) => {
      const timer = new DueTimer(
        () => now,
        () => {
          fired += 1;
          resolve();
        },
      );
      timer.atLatest(1_030);
      timer.atLatest(1_010);
      timer.atLatest(1_500);
    });
    now = 1_010;
    await done;
    expect(fired).toBe(1);
  });

  it('arms again for a later time once the armed one has passed (the clock was moved)', async () => {
    let now = 1_000;
    let fired = false;
    const timer = new DueTimer(
      () => now,
      () => (fired = true),
    );
    // Armed an hour out, by the clock; then the clock jumps past it.
    timer.atLatest(now + 3_600_000);
    now += 7_200_000;
    const done = new Promise<void>((resolve) => {
      const check = setInterval(() => {
        if (!fired) return;
        clearInterval(check);
        resolve();
      }, 1);
    });
    timer.atLatest(now);
    await done;
    timer.cancel();
    expect(fired).toBe(true);
  });

  describe('with the timers faked', () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    it('fires at once when the clock passed the armed time, whatever later time is asked for', () => {
      vi.useFakeTimers();
      let now = 1_000;
      let fired = 0;
      const timer = new DueTimer(
        () => now,
        () => (fired += 1),
      );
      // Armed a second out (the job runner's next poll); the clock jumps an hour before it fires.
      timer.atLatest(now + 1_000);
      now += 3_600_000;
      // A later time (an outcome due in ten minutes) must not put the overdue one off.
      timer.atLatest(now + 600_000);
      vi.advanceTimersByTime(0);
      expect(fired).toBe(1);
      vi.advanceTimersByTime(600_000);
      expect(fired).toBe(1);
    });

    it('caps a delay past what setTimeout takes', () => {
      vi.useFakeTimers();
      let fired = 0;
      const timer = new DueTimer(
        () => 0,
        () => (fired += 1),
      );
      timer.atLatest(40 * 24 * 3_600_000);
      vi.advanceTimersByTime(1_000);
      expect(fired).toBe(0);
      vi.advanceTimersByTime(2 ** 31);
      expect(fired).toBe(1);
    });
  });
});
