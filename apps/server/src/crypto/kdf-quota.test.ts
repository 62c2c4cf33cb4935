import { describe, expect, it } from 'vitest';
import { KdfQuota } from './kdf-quota.js';

describe('KdfQuota', () => {
  it('runs at most `limit` jobs at once and refuses the rest without starting them', async () => {
    const quota = new KdfQuota(2);
    const releases: (() => void)[] = [];
    const job = () => new Promise<string>((resolve) => releases.push(() => resolve('done')));
    const first = quota.tryRun(job);
    const second = quota.tryRun(job);
    let started = 0;
    const third = await quota.tryRun(async () => {
      started += 1;
      return 'third';
    });
    expect(third).toBeUndefined();
    expect(started).toBe(0);
    expect(quota.inFlight).toBe(2);
    releases.forEach((release) => release());
    expect(await Promise.all([first, second])).toEqual(['done', 'done']);
    expect(quota.inFlight).toBe(0);
    expect(await quota.tryRun(async () => 'again')).toBe('again');
  });

  it('lets up to `maxWaiting` callers wait for a slot, in turn, and refuses the next', async () => {
    const quota = new KdfQuota(1, 2);
    const releases: (() => void)[] = [];
    const order: string[] = [];
    const job = (name: string) => () =>
      new Promise<string>((resolve) =>
        releases.push(() => {
          order.push(name);
          resolve(name);
        }),
      );
    const running = quota.tryRun(job('a'));
    const waitingB = quota.tryRun(job('b'));
    const waitingC = quota.tryRun(job('c'));
    expect(await quota.tryRun(job('d'))).toBeUndefined();
    expect(releases).toHaveLength(1);
    releases.shift()?.();
    expect(await running).toBe('a');
    await expect.poll(() => releases.length).toBe(1);
    expect(quota.inFlight).toBe(1);
    releases.shift()?.();
    expect(await waitingB).toBe('b');
    await expect.poll(() => releases.length).toBe(1);
    releases.shift()?.();
    expect(await waitingC).toBe('c');
    expect(order).toEqual(['a', 'b', 'c']);
    expect(quota.inFlight).toBe(0);
  });

  it('frees the slot when a job fails', async () => {
    const quota = new KdfQuota(1);
    await expect(quota.tryRun(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(quota.inFlight).toBe(0);
  });
});
