import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SmppSessionClosedError, SmppTimeoutError } from './errors.js';
import { KeepAlive, type DeadPeerReason, type KeepAliveOptions } from './keepalive.js';

/**
 * A started KeepAlive on the fake clock: by default it probes after 100 ms of silence, probing is
 * allowed and answered at once, and there is no inactivity limit. `dead` collects its verdicts.
 */
function started(options: Partial<KeepAliveOptions>) {
  const dead: DeadPeerReason[] = [];
  const keepAlive = new KeepAlive({
    intervalMs: 100,
    inactivityTimeoutMs: 0,
    canProbe: () => true,
    probe: () => Promise.resolve(),
    onDead: (reason) => dead.push(reason),
    now: () => Date.now(),
    ...options,
  });
  keepAlive.start();
  return { keepAlive, dead };
}

/** A probe whose enquire_link goes unanswered: it times out after 50 ms. */
const unanswered = (sequenceNumber: number) =>
  new Promise((_, reject) => {
    setTimeout(() => reject(new SmppTimeoutError('enquire_link', sequenceNumber, 50)), 50);
  });

describe('KeepAlive', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('probes only after a whole interval of silence', async () => {
    const probe = vi.fn(() => Promise.resolve());
    const { keepAlive } = started({ intervalMs: 1000, probe });
    await vi.advanceTimersByTimeAsync(600);
    keepAlive.touch();
    await vi.advanceTimersByTimeAsync(600);
    expect(probe).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(400);
    expect(probe).toHaveBeenCalledTimes(1);
    keepAlive.stop();
  });

  it('reports a dead peer when the probe times out', async () => {
    const { dead } = started({ probe: () => unanswered(1) });
    await vi.advanceTimersByTimeAsync(149);
    expect(dead).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(dead).toEqual(['dead-peer']);
    await vi.advanceTimersByTimeAsync(1000);
    expect(dead).toEqual(['dead-peer']);
  });

  it('keeps probing while the peer answers, and a closed session is not a dead peer', async () => {
    let answered = 0;
    const { keepAlive, dead } = started({
      probe: () => {
        answered += 1;
        keepAlive.touch();
        return answered < 3
          ? Promise.resolve()
          : Promise.reject(new SmppSessionClosedError('local'));
      },
    });
    await vi.advanceTimersByTimeAsync(1000);
    expect(answered).toBeGreaterThanOrEqual(3);
    expect(dead).toEqual([]);
    keepAlive.stop();
  });

  it('does not probe while probing is not allowed, and does not spin waiting for it', async () => {
    const probe = vi.fn(() => Promise.resolve());
    const canProbe = vi.fn(() => false);
    const { keepAlive } = started({ canProbe, probe });
    await vi.advanceTimersByTimeAsync(1000);
    expect(probe).not.toHaveBeenCalled();
    expect(canProbe.mock.calls.length).toBeLessThanOrEqual(10);
    keepAlive.stop();
  });

  it('reports inactivity when nothing arrives at all', async () => {
    const { keepAlive, dead } = started({
      intervalMs: 0,
      inactivityTimeoutMs: 500,
      canProbe: () => false,
    });
    await vi.advanceTimersByTimeAsync(300);
    keepAlive.touch();
    await vi.advanceTimersByTimeAsync(499);
    expect(dead).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(dead).toEqual(['inactivity']);
  });

  it('neither probes nor counts silence while suspended, and counts it afresh on resume', async () => {
    const probe = vi.fn(() => Promise.resolve());
    const { keepAlive, dead } = started({ inactivityTimeoutMs: 300, probe });
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
    let probes = 0;
    const { keepAlive, dead } = started({ probe: () => unanswered(++probes) });
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
