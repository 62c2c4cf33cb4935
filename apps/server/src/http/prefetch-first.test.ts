import { describe, expect, it } from 'vitest';
import { prefetchFirst } from './prefetch-first.js';

async function collect<T>(rows: AsyncIterable<T>): Promise<T[]> {
  const all: T[] = [];
  for await (const row of rows) all.push(row);
  return all;
}

describe('prefetchFirst', () => {
  it('reads the first row before it returns, then gives every row in order', async () => {
    const read: number[] = [];
    async function* rows() {
      for (const row of [1, 2, 3]) {
        read.push(row);
        yield row;
      }
    }
    const prefetched = await prefetchFirst(rows());
    expect(read).toEqual([1]);
    expect(await collect(prefetched)).toEqual([1, 2, 3]);
  });

  it('rejects when the first read fails, and gives nothing for no rows', async () => {
    async function* failing(): AsyncGenerator<number> {
      yield* [];
      throw new Error('query failed');
    }
    await expect(prefetchFirst(failing())).rejects.toThrow('query failed');
    async function* none(): AsyncGenerator<number> {
      yield* [];
    }
    expect(await collect(await prefetchFirst(none()))).toEqual([]);
  });

  it('closes the rows when the reader stops early', async () => {
    let closed = false;
    async function* rows() {
      try {
        yield* [1, 2, 3];
      } finally {
        closed = true;
      }
    }
    for await (const row of await prefetchFirst(rows())) if (row === 2) break;
    expect(closed).toBe(true);
  });
});
