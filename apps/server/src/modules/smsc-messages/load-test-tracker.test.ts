import { describe, expect, it } from 'vitest';
import type { LoadTestProgress } from '@routelab/shared';
import { EventBus } from '../../bus/event-bus.js';
import { LoadTestTracker } from './load-test-tracker.js';

function tracker() {
  const now = { value: 1_000 };
  const tracked = new LoadTestTracker(new EventBus(), () => now.value);
  return { tracked, now };
}

describe('LoadTestTracker', () => {
  it('counts delivered and every other final receipt outcome apart, and no interim one', () => {
    const { tracked } = tracker();
    tracked.begin('t1', 1, 2, 4);
    for (const status of ['delivered', 'undeliverable', 'expired', 'accepted', 'enroute']) {
      tracked.receipt('t1', status);
    }
    expect(tracked.progress('t1', 1)).toMatchObject({ delivered: 1, not_delivered: 2 });
    tracked.stop();
  });

  it('marks a test its user stopped as stopped and done', () => {
    const { tracked } = tracker();
    tracked.begin('t1', 1, 2, 100);
    tracked.created('t1', 10);
    tracked.abort('t1', true);
    expect(tracked.progress('t1', 1)).toMatchObject({ created: 10, done: true, stopped: true });
    expect(tracked.isStopped('t1')).toBe(true);
    tracked.begin('t2', 1, 2, 100);
    tracked.abort('t2');
    expect(tracked.progress('t2', 1)).toMatchObject({ done: true, stopped: false });
    expect(tracked.isStopped('t2')).toBe(false);
    expect(tracked.progress('t2', 9)).toBeUndefined();
    tracked.stop();
  });

  it('saves a test when it ends, and again when late receipts change it', async () => {
    const saved: LoadTestProgress[] = [];
    const tracked = new LoadTestTracker(
      new EventBus(),
      () => 1_000,
      async (userId, progress) => {
        expect(userId).toBe(1);
        saved.push(progress);
      },
    );
    tracked.begin('t1', 1, 2, 2);
    tracked.written('t1');
    tracked.answered('t1', true, 5);
    await tracked.flush();
    expect(saved).toEqual([]);
    tracked.written('t1');
    tracked.answered('t1', true, 5);
    expect(saved).toHaveLength(1);
    expect(saved[0]).toMatchObject({ id: 't1', acknowledged: 2, delivered: 0, done: true });

    await tracked.flush();
    expect(saved).toHaveLength(1);
    tracked.receipt('t1', 'delivered');
    await tracked.flush();
    expect(saved.at(-1)).toMatchObject({ delivered: 1 });
    expect(saved).toHaveLength(2);
    tracked.stop();
  });
});
