import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SmppSessionClosedError, SmppTimeoutError } from './errors.js';
import { KeepAlive, type DeadPeerReason } from './keepalive.js';

describe('KeepAlive', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const now = () => Date.now();

  it('probes only after a whole interval of silence', async () => {
    const probe = vi.fn(() => Promise.resolve());
    const keepAlive = new KeepAlive({
      intervalMs: 1000,
      inactivityTimeoutMs: 0,
      canProbe: () => true,
      probe,
      onDead: () => undefined,
      now,
    });
    keepAlive.start();
    await vi.advanceTimersByTimeAsync(600);
    keepAlive.touch();
    await vi.advanceTimersByTimeAsync(600);
    expect(probe).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(400);
    expect(probe).toHaveBeenCalledTimes(1);
    keepAlive.stop();
  });

  it('reports a dead peer when the probe times out', async () => {
    const dead: DeadPeerReason[] = [];
    const keepAlive = new KeepAlive({
      intervalMs: 100,
      inactivityTimeoutMs: 0,
      canProbe: () => true,
      probe: () =>
        new Promise((_, reject) => {
          setTimeout(() => reject(new SmppTimeoutError('enquire_link', 1, 50)), 50);
        }),
      onDead: (reason) => dead.push(reason),
      now,
    });
    keepAlive.start();
    await vi.advanceTimersByTimeAsync(149);
    expect(dead).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(dead).toEqual(['dead-peer']);
    await vi.advanceTimersByTimeAsync(1000);
    expect(dead).toEqual(['dead-peer']);
  });

  it('keeps probing while the peer answers, and a closed session is not a dead peer', async () => {
    const dead: DeadPeerReason[] = [];
    let answered = 0;
    const keepAlive = new KeepAlive({
      intervalMs: 100,
      inactivityTimeoutMs: 0,
      canProbe: () => true,
      probe: () => {
        answered += 1;
        keepAlive.touch();
        return answered < 3
          ? Promise.resolve()
          : Promise.reject(new SmppSessionClosedError('local'));
      },
      onDead: (reason) => dead.push(reason),
      now,
    });
    keepAlive.start();
    await vi.advanceTimersByTimeAsync(1000);
    expect(answered).toBeGreaterThanOrEqual(3);
    expect(dead).toEqual([]);
    keepAlive.stop();
  });

  it('does not probe while probing is not allowed, and does not spin waiting for it', async () => {
    const probe = vi.fn(() => Promise.resolve());
    const canProbe = vi.fn(() => false);
    const keepAlive = new KeepAlive({
      intervalMs: 100,
      inactivityTimeoutMs: 0,
      canProbe,
      probe,
      onDead: () => undefined,
      now,
    });
    keepAlive.start();
    await vi.advanceTimersByTimeAsync(1000);
    expect(probe).not.toHaveBeenCalled();
    expect(canProbe.mock.calls.length).toBeLessThanOrEqual(10);
    keepAlive.stop();
  });

  it('reports inactivity when nothing arrives at all', async () => {
    const dead: DeadPeerReason[] = [];
    const keepAlive = new KeepAlive({
      intervalMs: 0,
      inactivityTimeoutMs: 500,
      canProbe: () => false,
      probe: () => Promise.resolve(),
      onDead: (reason) => dead.push(reason),
      now,
    });
    keepAlive.start();
    await vi.advanceTimersByTimeAsync(300);
    keepAlive.touch();
    await vi.advanceTimersByTimeAsync(499);
    expect(dead).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(dead).toEqual(['inactivity']);
  });

  it('neither probes nor counts silence while suspended, and counts it afresh on resume', async () => {
    const dead: DeadPeerReason[] = [];
    const probe = vi.fn(() => Promise.resolve());
    const keepAlive = new KeepAlive({
      intervalMs: 100,
      inactivityTimeoutMs: 300,
      canProbe: () => true,
      probe,
      onDead: (reason) => dead.push(reason),
      now,
    });
    keepAlive.start();
    await vi.advanceTimersByTimeAsync(50);
    keepAlive.suspend();
    await vi.advanceTimersByTimeAsync(1000);
    expect(probe).not.toHaveBeenCalled();
    expect(dead).toEqual([]);

    keepAlive.resume();
    await vi.advanceTimersByTimeAsync(99);
    expect(probe).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(probe).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(200);
    expect(dead).toEqual(['inactivity']);
  });

  it('does not take a probe that timed out over a suspension for a dead peer', async () => {
    const dead: DeadPeerReason[] = [];
    let probes = 0;
    const keepAlive = new KeepAlive({
      intervalMs: 100,
      inactivityTimeoutMs: 0,
      canProbe: () => true,
      probe: () => {
        probes += 1;
        return new Promise((_, reject) => {
          setTimeout(() => reject(new SmppTimeoutError('enquire_link', probes, 50)), 50);
        });
      },
      onDead: (reason) => dead.push(reason),
      now,
    });
    keepAlive.start();
    await vi.advanceTimersByTimeAsync(120);
    expect(probes).toBe(1);
    keepAlive.suspend();
    await vi.advanceTimersByTimeAsync(10);
    keepAlive.resume();
    await vi.advanceTimersByTimeAsync(40);
    expect(dead).toEqual([]);

    // The next probe, sent and timed out with nothing suspended, is a dead peer again.
    await vi.advanceTimersByTimeAsync(100);
    expect(probes).toBe(2);
    await vi.advanceTimersByTimeAsync(50);
    expect(dead).toEqual(['dead-peer']);
  });
});
