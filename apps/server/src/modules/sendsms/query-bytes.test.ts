import { describe, expect, it } from 'vitest';
import { parseQueryBytes } from './query-bytes.js';

describe('parseQueryBytes', () => {
  it('reads octets: + as space, %xx as bytes, the first of a name', () => {
    const parameters = parseQueryBytes('text=Hi+there%21&udh=%05%00%03%AA%02%01&to=1&to=2&x');
    expect(parameters.get('text')?.toString()).toBe('Hi there!');
    expect(parameters.get('udh')).toEqual(Buffer.from([5, 0, 3, 0xaa, 2, 1]));
    expect(parameters.get('to')?.toString()).toBe('1');
    expect(parameters.get('x')).toEqual(Buffer.alloc(0));
  });

  it('keeps unencoded UTF-8 and a stray percent sign as they came', () => {
    expect(parseQueryBytes('t=Привет%zz').get('t')?.toString()).toBe('Привет%zz');
  });
});
