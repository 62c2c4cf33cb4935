import { describe, expect, it } from 'vitest';
import { udhSummary } from './udh-summary';

describe('udhSummary', () => {
  it('reads 8-bit and 16-bit concatenation headers', () => {
    expect(udhSummary('050003aa0302' + '48656c6c6f')).toEqual({
      length: 6,
      reference: 0xaa,
      total: 3,
      seq: 2,
    });
    expect(udhSummary('0608041234020148')).toEqual({
      length: 7,
      reference: 0x1234,
      total: 2,
      seq: 1,
    });
  });

  it('finds the concatenation element behind another one', () => {
    expect(udhSummary('080a0201010003070201')).toMatchObject({ reference: 7, total: 2, seq: 1 });
  });

  it('gives nothing for a header cut short or without concatenation', () => {
    expect(udhSummary('0500')).toBeUndefined();
    expect(udhSummary('030a0101')).toBeUndefined();
    expect(udhSummary('')).toBeUndefined();
  });
});
