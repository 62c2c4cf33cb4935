import { describe, expect, it } from 'vitest';
import { IdSequence } from './id-allocator.js';

describe('IdSequence', () => {
  it('hands out reserved blocks in order and asks for the next one at half a block', async () => {
    const reserved: number[] = [];
    // Another process takes the ids in between: blocks need not be contiguous.
    let next = 1;
    const sequence = new IdSequence(async (count) => {
      const first = next;
      next += count * 2;
      reserved.push(first);
      return first;
    }, 4);
    await sequence.refill();
    expect([sequence.next(), sequence.next()]).toEqual([1, 2]);
    expect(reserved).toEqual([1]);
    sequence.next();
    expect(reserved).toEqual([1, 9]);
    await new Promise((resolve) => setImmediate(resolve));
    expect(sequence.available).toBe(5);
    expect([sequence.next(), sequence.next(), sequence.next()]).toEqual([4, 9, 10]);
  });

  it('has no id before a block is reserved', () => {
    const sequence = new IdSequence(() => Promise.reject(new Error('database down')), 10);
    expect(sequence.available).toBe(0);
    expect(() => sequence.next()).toThrow();
  });
});
