import { describe, expect, it } from 'vitest';
import { FifoQueue } from './fifo-queue.js';

describe('FifoQueue', () => {
  it('returns items in insertion order across compactions', () => {
    const queue = new FifoQueue<number>();
    const out: number[] = [];
    for (let i = 0; i < 5000; i += 1) {
      queue.push(i);
      if (i % 3 === 0) out.push(queue.shift() as number);
    }
    while (queue.length > 0) out.push(queue.shift() as number);
    expect(out).toEqual(Array.from({ length: 5000 }, (_, i) => i));
    expect(queue.shift()).toBeUndefined();
  });

  it('drains everything that is left, oldest first', () => {
    const queue = new FifoQueue<string>();
    queue.push('a');
    queue.push('b');
    queue.push('c');
    queue.shift();
    expect(queue.peek()).toBe('b');
    expect(queue.drain()).toEqual(['b', 'c']);
    expect(queue.length).toBe(0);
  });
});
