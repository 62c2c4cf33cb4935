import { describe, expect, it } from 'vitest';
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
});
