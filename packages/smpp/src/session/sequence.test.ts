import { describe, expect, it } from 'vitest';
import { MAX_SEQUENCE_NUMBER, SequenceGenerator } from './sequence.js';

describe('SequenceGenerator', () => {
  it('starts at 1 and counts up', () => {
    const sequence = new SequenceGenerator();
    expect([sequence.next(), sequence.next(), sequence.next()]).toEqual([1, 2, 3]);
  });

  it('wraps from 0x7FFFFFFF back to 1, never yielding 0 or a negative number', () => {
    const sequence = new SequenceGenerator(MAX_SEQUENCE_NUMBER - 1);
    expect([sequence.next(), sequence.next(), sequence.next(), sequence.next()]).toEqual([
      MAX_SEQUENCE_NUMBER - 1,
      MAX_SEQUENCE_NUMBER,
      1,
      2,
    ]);
  });

  it('refuses a start outside 1..0x7FFFFFFF', () => {
    expect(() => new SequenceGenerator(0)).toThrow(RangeError);
    expect(() => new SequenceGenerator(MAX_SEQUENCE_NUMBER + 1)).toThrow(RangeError);
    expect(() => new SequenceGenerator(1.5)).toThrow(RangeError);
  });
});
