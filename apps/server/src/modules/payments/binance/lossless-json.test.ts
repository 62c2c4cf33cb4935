import { describe, expect, it } from 'vitest';
import { parseJsonKeepingNumbers } from './lossless-json.js';

describe('parseJsonKeepingNumbers', () => {
  it('keeps every number as its exact text', () => {
    expect(
      parseJsonKeepingNumbers('{"bizId":29383937493038367292,"fee":0.88000000,"n":[-1,2e5,0]}'),
    ).toEqual({ bizId: '29383937493038367292', fee: '0.88000000', n: ['-1', '2e5', '0'] });
  });

  it('leaves strings, escapes, booleans and null alone', () => {
    expect(
      parseJsonKeepingNumbers('{"a":"12 \\"34\\" 5","b\\\\":true,"c":null,"d":"\\u0031"}'),
    ).toEqual({ a: '12 "34" 5', 'b\\': true, c: null, d: '1' });
  });

  it('throws on malformed text', () => {
    expect(() => parseJsonKeepingNumbers('{"a":01}')).toThrow(SyntaxError);
    expect(() => parseJsonKeepingNumbers('{"a":"unterminated')).toThrow(SyntaxError);
  });
});
