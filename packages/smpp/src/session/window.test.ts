import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SmppSessionClosedError, SmppTimeoutError } from './errors.js';
import { RequestWindow } from './window.js';

describe('RequestWindow', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const makeWindow = (size: number, onTimeout?: (error: SmppTimeoutError) => void) =>
    new RequestWindow<string>({
      size,
      responseTimeoutMs: 1000,
      now: () => Date.now(),
      ...(onTimeout ? { onTimeout } : {}),
    });

  it('resolves each request by its sequence number', async () => {
    const window = makeWindow(2);
    await window.acquire();
    const first = window.register(7, 'submit_sm');
    await window.acquire();
    const second = window.register(8, 'submit_sm');
    expect(window.resolve(8, 'eight')).toBe(true);
    expect(window.resolve(7, 'seven')).toBe(true);
    await expect(first).resolves.toBe('seven');
    await expect(second).resolves.toBe('eight');
    expect(window.resolve(7, 'again')).toBe(false);
    expect(window.outstanding).toBe(0);
  });

  it('never hands out more than size slots; acquire waits first come, first served', async () => {
    const window = makeWindow(2);
    expect(window.tryAcquire()).toBe(true);
    expect(window.tryAcquire()).toBe(true);
    expect(window.tryAcquire()).toBe(false);
    const order: string[] = [];
    const third = window.acquire().then(() => order.push('third'));
    const fourth = window.acquire().then(() => order.push('fourth'));
    void window.register(1, 'submit_sm');
    void window.register(2, 'submit_sm');
    await vi.advanceTimersByTimeAsync(0);
    expect(order).toEqual([]);
    window.resolve(1, 'one');
    await third;
    expect(order).toEqual(['third']);
    expect(window.slotsInUse).toBe(2);
    window.release();
    await fourth;
    expect(order).toEqual(['third', 'fourth']);
    expect(window.slotsInUse).toBe(2);
  });

  it('rejects a request with SmppTimeoutError after its own timeout and frees its slot', async () => {
    const timeouts: SmppTimeoutError[] = [];
    const window = makeWindow(1, (error) => timeouts.push(error));
    await window.acquire();
    const early = window.register(1, 'submit_sm');
    const earlyResult = early.catch((error: unknown) => error);
    vi.advanceTimersByTime(600);
    const waiter = window.acquire();
    vi.advanceTimersByTime(399);
    expect(window.outstanding).toBe(1);
    vi.advanceTimersByTime(1);
    const error = await earlyResult;
    expect(error).toBeInstanceOf(SmppTimeoutError);
    expect(error).toMatchObject({ command: 'submit_sm', sequenceNumber: 1, timeoutMs: 1000 });
    expect(timeouts).toHaveLength(1);
    await waiter;
    const late = window.register(2, 'query_sm');
    const lateResult = late.catch((reason: unknown) => reason);
    vi.advanceTimersByTime(999);
    expect(window.outstanding).toBe(1);
    vi.advanceTimersByTime(1);
    await expect(lateResult).resolves.toBeInstanceOf(SmppTimeoutError);
    expect(window.slotsInUse).toBe(0);
  });

  it('times out requests registered at different moments each at their own deadline', async () => {
    const window = makeWindow(3);
    const settled: number[] = [];
    for (const [sequence, delay] of [
      [1, 0],
      [2, 300],
      [3, 300],
    ] as const) {
      vi.advanceTimersByTime(delay);
      window.tryAcquire();
      window.register(sequence, 'submit_sm').catch(() => settled.push(sequence));
    }
    window.resolve(2, 'answered');
    await vi.advanceTimersByTimeAsync(400);
    expect(settled).toEqual([1]);
    await vi.advanceTimersByTimeAsync(599);
    expect(settled).toEqual([1]);
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toEqual([1, 3]);
  });

  it('rejects every outstanding request and waiter on close, and later calls fail', async () => {
    const window = makeWindow(1);
    await window.acquire();
    const pending = window.register(1, 'submit_sm').catch((error: unknown) => error);
    const waiting = window.acquire().catch((error: unknown) => error);
    const closed = new SmppSessionClosedError('test');
    window.close(closed);
    await expect(pending).resolves.toBe(closed);
    await expect(waiting).resolves.toBe(closed);
    await expect(window.acquire()).rejects.toBe(closed);
    expect(window.outstanding).toBe(0);
  });

  it('refuses a sequence number that is already outstanding', async () => {
    const window = makeWindow(2);
    await window.acquire();
    void window.register(5, 'submit_sm');
    await window.acquire();
    expect(() => window.register(5, 'submit_sm')).toThrow(/already outstanding/);
  });

  it('track settles through the given callbacks, its check turning responses into errors', () => {
    const window = makeWindow(2);
    const settled: unknown[] = [];
    const onSettle = (value: unknown) => settled.push(value);
    const refusal = new Error('refused');
    const check = (command: string, response: string) =>
      response === 'bad' ? refusal : command === 'query_sm' ? undefined : refusal;
    expect(window.tryAcquire()).toBe(true);
    window.track(1, 'query_sm', onSettle, onSettle, check);
    expect(window.tryAcquire()).toBe(true);
    window.track(2, 'query_sm', onSettle, onSettle, check);
    expect(window.resolve(2, 'bad')).toBe(true);
    expect(window.resolve(1, 'good')).toBe(true);
    expect(settled).toEqual([refusal, 'good']);
    expect(window.slotsInUse).toBe(0);
  });

  it('track on a closed window rejects at once and gives the slot back', () => {
    const window = makeWindow(1);
    expect(window.tryAcquire()).toBe(true);
    const closed = new SmppSessionClosedError('test');
    window.close(closed);
    const rejected: unknown[] = [];
    window.track(
      1,
      'submit_sm',
      () => undefined,
      (error) => rejected.push(error),
      undefined,
    );
    expect(rejected).toEqual([closed]);
    expect(window.slotsInUse).toBe(0);
  });
});
