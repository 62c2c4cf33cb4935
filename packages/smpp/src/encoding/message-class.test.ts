import { describe, expect, it } from 'vitest';
import { dataCodingWithClass } from './message-class.js';

describe('dataCodingWithClass', () => {
  it('puts the class in the general coding group of the codings that have one', () => {
    expect(dataCodingWithClass('gsm7', 0)).toBe(0x10);
    expect(dataCodingWithClass('ucs2', 0)).toBe(0x18);
    expect(dataCodingWithClass('binary', 1)).toBe(0x15);
  });

  it('has no class form for Latin-1 or IA5', () => {
    expect(dataCodingWithClass('latin1', 0)).toBeUndefined();
    expect(dataCodingWithClass('ia5', 2)).toBeUndefined();
  });
});
