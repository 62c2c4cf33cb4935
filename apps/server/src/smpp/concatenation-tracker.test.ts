import { encodeUcs2 } from '@routelab/smpp';
import { describe, expect, it } from 'vitest';
import { ConcatenationTracker } from './concatenation-tracker.js';

const text = 'Привіт, світе! Long enough to need two parts.';
const octets = encodeUcs2(text);
const half = 40;
const bodies = [octets.subarray(0, half), octets.subarray(half)];

function counter() {
  let next = 100;
  return () => next++;
}

describe('ConcatenationTracker', () => {
  it('puts parts in any order on one row and rebuilds the text when the last arrives', () => {
    const tracker = new ConcatenationTracker();
    const allocate = counter();
    const second = tracker.place(
      1,
      'Shop',
      '491',
      { ref: 7, total: 2, seq: 2, body: bodies[1]! },
      8,
      allocate,
    );
    expect(second).toEqual({ kind: 'new', messageRowId: 100 });
    const first = tracker.place(
      1,
      'Shop',
      '491',
      { ref: 7, total: 2, seq: 1, body: bodies[0]! },
      8,
      allocate,
    );
    expect(first).toEqual({
      kind: 'continues',
      messageRowId: 100,
      received: 2,
      completeText: text,
    });
  });

  it('keeps accounts, addresses and references apart', () => {
    const tracker = new ConcatenationTracker();
    const allocate = counter();
    const part = { ref: 1, total: 2, seq: 1, body: bodies[0]! };
    expect(tracker.place(1, 'A', '491', part, 8, allocate).messageRowId).toBe(100);
    expect(tracker.place(2, 'A', '491', part, 8, allocate).messageRowId).toBe(101);
    expect(tracker.place(1, 'B', '491', part, 8, allocate).messageRowId).toBe(102);
    expect(tracker.place(1, 'A', '491', { ...part, ref: 2 }, 8, allocate).messageRowId).toBe(103);
  });

  it('marks a repeated part as continuing without counting it, and forgets after reset', () => {
    const tracker = new ConcatenationTracker();
    const allocate = counter();
    const part = { ref: 3, total: 3, seq: 1, body: bodies[0]! };
    tracker.place(1, 'A', '491', part, 8, allocate);
    expect(tracker.place(1, 'A', '491', part, 8, allocate)).toEqual({
      kind: 'continues',
      messageRowId: 100,
      received: -1,
    });
    tracker.reset();
    expect(tracker.place(1, 'A', '491', { ...part, seq: 2 }, 8, allocate)).toEqual({
      kind: 'new',
      messageRowId: 101,
    });
  });

  it('gives up on messages whose parts stop coming', () => {
    let now = 0;
    const tracker = new ConcatenationTracker({ timeoutMs: 1_000, now: () => now });
    const allocate = counter();
    tracker.place(1, 'A', '491', { ref: 4, total: 2, seq: 1, body: bodies[0]! }, 8, allocate);
    now = 2_000;
    tracker.sweep();
    expect(
      tracker.place(1, 'A', '491', { ref: 4, total: 2, seq: 2, body: bodies[1]! }, 8, allocate),
    ).toEqual({ kind: 'new', messageRowId: 101 });
  });
});
