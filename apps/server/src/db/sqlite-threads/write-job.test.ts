import { describe, expect, it } from 'vitest';
import { idsOf, insertOf } from './write-job.js';

describe('insertOf', () => {
  it('carries a column that every row shares once, and the others row by row', () => {
    const statement = insertOf('t', [
      { side: 'esme', seq: 1, note: null, text: 'a' },
      { side: 'esme', seq: 2, note: undefined, text: 'b' },
    ]);
    expect(statement).toEqual({
      kind: 'insert',
      table: 't',
      columns: ['side', 'seq', 'note', 'text'],
      rowCount: 2,
      // Numbers travel packed: one copy of bytes between threads, not value by value.
      values: ['esme', new Float64Array([1, 2]), null, ['a', 'b']],
    });
  });

  it('packs a column only when every value is a number', () => {
    expect(insertOf('t', [{ a: 1 }, { a: null }, { a: 'x' }]).values).toEqual([[1, null, 'x']]);
  });

  it('keeps one column varying when every row is the same (a VALUES row cannot be empty)', () => {
    expect(insertOf('t', [{ a: 1, b: 'x' }]).values).toEqual([1, ['x']]);
    expect(insertOf('t', [{ a: 1 }, { a: 1 }]).values).toEqual([[1, 1]]);
  });

  it('joins the blob column into one buffer of its own, the column holding the lengths', () => {
    const pool = Buffer.from([9, 1, 2, 3, 9]);
    const statement = insertOf(
      't',
      [
        { id: 1, raw: pool.subarray(1, 3) },
        { id: 1, raw: pool.subarray(3, 4) },
      ],
      { blobColumn: 'raw', returnIds: true },
    );
    expect(statement.values).toEqual([1, new Float64Array([2, 1])]);
    expect(statement.blobColumn).toBe(1);
    expect(statement.returnIds).toBe(true);
    expect([...statement.blob!]).toEqual([1, 2, 3]);
    expect(statement.blob!.buffer.byteLength).toBe(3);
  });
});

describe('idsOf', () => {
  it('expands (first, count) pairs in order', () => {
    expect(idsOf([5, 3, 20, 1])).toEqual([5, 6, 7, 20]);
    expect(idsOf()).toEqual([]);
  });
});
