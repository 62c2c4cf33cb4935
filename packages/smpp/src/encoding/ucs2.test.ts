import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { UnencodableCharacterError } from './errors.js';
import { decodeUcs2, encodeUcs2 } from './ucs2.js';
import { PROPERTY_BUDGET_MS, propertyRuns } from '../testing/property-runs.js';

const hex = (octets: Uint8Array): string => Buffer.from(octets).toString('hex');

describe('UCS2 (UTF-16BE)', () => {
  it('encodes BMP characters as one big-endian unit', () => {
    expect(hex(encodeUcs2('A€Ж'))).toBe('004120ac0416');
  });

  it('encodes astral characters as surrogate pairs', () => {
    expect(hex(encodeUcs2('😀'))).toBe('d83dde00');
    expect(hex(encodeUcs2('a𝄞b'))).toBe('0061d834dd1e0062');
    expect(decodeUcs2(Uint8Array.of(0xd8, 0x3d, 0xde, 0x00))).toBe('😀');
  });

  it('rejects lone surrogates', () => {
    expect(() => encodeUcs2('a\ud83d')).toThrow(UnencodableCharacterError);
    expect(() => encodeUcs2('\ude00b')).toThrow('at 0');
  });

  it('joins a pair split between separately decoded parts', () => {
    const octets = encodeUcs2('x😀');
    expect(decodeUcs2(octets.subarray(0, 4)) + decodeUcs2(octets.subarray(4))).toBe('x😀');
  });

  it('ignores a trailing odd octet', () => {
    expect(decodeUcs2(Uint8Array.of(0x00, 0x41, 0x00))).toBe('A');
  });

  it('round-trips any text of BMP and astral characters', { timeout: PROPERTY_BUDGET_MS }, () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 200 }), (text) => {
        const octets = encodeUcs2(text);
        expect(octets.length).toBe(text.length * 2);
        expect(decodeUcs2(octets)).toBe(text);
      }),
      propertyRuns(100, 0x55435332),
    );
  });
});
