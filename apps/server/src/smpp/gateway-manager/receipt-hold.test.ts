import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ReceiptHold, type DropReason } from './receipt-hold.js';

describe('ReceiptHold', () => {
  let dropped: { value: string; reason: DropReason; heldMs: number }[];
  let hold: ReceiptHold<string>;

  beforeEach(() => {
    vi.useFakeTimers({ now: 1_000_000 });
    dropped = [];
    hold = new ReceiptHold<string>({
      maxAgeMs: 35_000,
      maxCount: 3,
      onDrop: (value, reason, heldMs) => dropped.push({ value, reason, heldMs }),
    });
  });
  afterEach(() => {
    hold.close();
    vi.useRealTimers();
  });

  it('gives a receipt to the response that names its id, as written or by value', () => {
    expect(hold.hold('1000', 'decimal receipt')).toBe(true);
    expect(hold.hold('0000001001', 'padded receipt')).toBe(true);
    expect(hold.take('999')).toEqual([]);
    // 0x3E8 = 1000: the response wrote the id in hex, the receipt in decimal.
    expect(hold.take('3E8')).toEqual(['decimal receipt']);
    expect(hold.take('1001')).toEqual(['padded receipt']);
    expect(hold.size).toBe(0);
    expect(dropped).toEqual([]);
  });

  it('gives every receipt held for an id, oldest first, once', () => {
    hold.hold('77', 'enroute');
    vi.advanceTimersByTime(10);
    hold.hold('77', 'delivered');
    expect(hold.take('77')).toEqual(['enroute', 'delivered']);
    expect(hold.take('77')).toEqual([]);
  });

  it('refuses an empty id, which no response can name', () => {
    expect(hold.hold(' \0', 'no id')).toBe(false);
    expect(hold.size).toBe(0);
  });

  it('drops the oldest when full, and never holds more than its count', () => {
    for (const id of ['1', '2', '3', '4', '5']) {
      hold.hold(id, `receipt ${id}`);
      vi.advanceTimersByTime(1);
    }
    expect(hold.size).toBe(3);
    expect(dropped).toEqual([
      { value: 'receipt 1', reason: 'overflow', heldMs: 3 },
      { value: 'receipt 2', reason: 'overflow', heldMs: 3 },
    ]);
    expect(hold.take('1')).toEqual([]);
    expect(hold.take('3')).toEqual(['receipt 3']);
  });

  it('drops what waited too long, oldest first, on its own timer', () => {
    hold.hold('1', 'first');
    vi.advanceTimersByTime(10_000);
    hold.hold('2', 'second');
    vi.advanceTimersByTime(24_999);
    expect(dropped).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(dropped).toEqual([{ value: 'first', reason: 'expired', heldMs: 35_000 }]);
    vi.advanceTimersByTime(10_000);
    expect(dropped.map((drop) => drop.value)).toEqual(['first', 'second']);
    expect(hold.size).toBe(0);
  });

  it('keeps a receipt taken before its time from expiring, and the next one on time', () => {
    hold.hold('1', 'first');
    vi.advanceTimersByTime(20_000);
    hold.hold('2', 'second');
    expect(hold.take('1')).toEqual(['first']);
    vi.advanceTimersByTime(34_999);
    expect(dropped).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(dropped).toEqual([{ value: 'second', reason: 'expired', heldMs: 35_000 }]);
  });
});
