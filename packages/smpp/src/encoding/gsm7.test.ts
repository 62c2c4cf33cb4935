import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { UnencodableCharacterError } from './errors.js';
import { decodeGsm7Septets, encodeGsm7Septets } from './gsm7.js';
import { PROPERTY_BUDGET_MS, propertyRuns } from '../testing/property-runs.js';

// The default alphabet as Unicode code points in septet order, written out from the GSM 03.38
// to Unicode mapping (unicode.org GSM0338.TXT); null marks 0x1B, the escape.
const BASIC_CODE_POINTS: readonly (number | null)[] = [
  0x40,
  0xa3,
  0x24,
  0xa5,
  0xe8,
  0xe9,
  0xf9,
  0xec,
  0xf2,
  0xc7,
  0x0a,
  0xd8,
  0xf8,
  0x0d,
  0xc5,
  0xe5,
  0x394,
  0x5f,
  0x3a6,
  0x393,
  0x39b,
  0x3a9,
  0x3a0,
  0x3a8,
  0x3a3,
  0x398,
  0x39e,
  null,
  0xc6,
  0xe6,
  0xdf,
  0xc9,
  0x20,
  0x21,
  0x22,
  0x23,
  0xa4,
  0x25,
  0x26,
  0x27,
  0x28,
  0x29,
  0x2a,
  0x2b,
  0x2c,
  0x2d,
  0x2e,
  0x2f,
  0x30,
  0x31,
  0x32,
  0x33,
  0x34,
  0x35,
  0x36,
  0x37,
  0x38,
  0x39,
  0x3a,
  0x3b,
  0x3c,
  0x3d,
  0x3e,
  0x3f,
  0xa1,
  0x41,
  0x42,
  0x43,
  0x44,
  0x45,
  0x46,
  0x47,
  0x48,
  0x49,
  0x4a,
  0x4b,
  0x4c,
  0x4d,
  0x4e,
  0x4f,
  0x50,
  0x51,
  0x52,
  0x53,
  0x54,
  0x55,
  0x56,
  0x57,
  0x58,
  0x59,
  0x5a,
  0xc4,
  0xd6,
  0xd1,
  0xdc,
  0xa7,
  0xbf,
  0x61,
  0x62,
  0x63,
  0x64,
  0x65,
  0x66,
  0x67,
  0x68,
  0x69,
  0x6a,
  0x6b,
  0x6c,
  0x6d,
  0x6e,
  0x6f,
  0x70,
  0x71,
  0x72,
  0x73,
  0x74,
  0x75,
  0x76,
  0x77,
  0x78,
  0x79,
  0x7a,
  0xe4,
  0xf6,
  0xf1,
  0xfc,
  0xe0,
];

// Extension table: [septet after ESC, code point].
const EXTENSION_CODE_POINTS: readonly [number, number][] = [
  [0x0a, 0x0c],
  [0x14, 0x5e],
  [0x28, 0x7b],
  [0x29, 0x7d],
  [0x2f, 0x5c],
  [0x3c, 0x5b],
  [0x3d, 0x7e],
  [0x3e, 0x5d],
  [0x40, 0x7c],
  [0x65, 0x20ac],
];

const basicCharacters = BASIC_CODE_POINTS.flatMap((codePoint, septet) =>
  codePoint === null ? [] : [{ septet, char: String.fromCodePoint(codePoint) }],
);
const extensionCharacters = EXTENSION_CODE_POINTS.map(([septet, codePoint]) => ({
  septet,
  char: String.fromCodePoint(codePoint),
}));

describe('GSM 03.38 default alphabet', () => {
  it('has 128 positions of which 127 are characters', () => {
    expect(BASIC_CODE_POINTS).toHaveLength(128);
    expect(basicCharacters).toHaveLength(127);
  });

  it.each(basicCharacters)('septet $septet <-> $char', ({ septet, char }) => {
    expect([...encodeGsm7Septets(char)]).toEqual([septet]);
    expect(decodeGsm7Septets(Uint8Array.of(septet))).toBe(char);
  });

  it.each(extensionCharacters)('ESC $septet <-> $char', ({ septet, char }) => {
    expect([...encodeGsm7Septets(char)]).toEqual([0x1b, septet]);
    expect(decodeGsm7Septets(Uint8Array.of(0x1b, septet))).toBe(char);
  });

  it('shows an unknown extension code as the basic character (TS 23.038 §6.2.1.1)', () => {
    expect(decodeGsm7Septets(Uint8Array.of(0x1b, 0x41))).toBe('A');
  });

  it('shows a dangling escape and ESC ESC as a space', () => {
    expect(decodeGsm7Septets(Uint8Array.of(0x41, 0x1b))).toBe('A ');
    expect(decodeGsm7Septets(Uint8Array.of(0x1b, 0x1b, 0x1b, 0x65))).toBe(' €');
  });

  it('reports every unencodable character with its position instead of substituting', () => {
    const error = captureError(() => encodeGsm7Septets('açb😀c`'));
    expect(error).toBeInstanceOf(UnencodableCharacterError);
    expect(error.coding).toBe('gsm7');
    expect(error.characters).toEqual([
      { char: 'ç', index: 1 },
      { char: '😀', index: 3 },
      { char: '`', index: 6 },
    ]);
    expect(error.message).toContain('"ç" at 1');
  });

  it('round-trips any text of GSM characters', { timeout: PROPERTY_BUDGET_MS }, () => {
    const gsmCharacter = fc.constantFrom(
      ...basicCharacters.map(({ char }) => char),
      ...extensionCharacters.map(({ char }) => char),
    );
    fc.assert(
      fc.property(fc.string({ unit: gsmCharacter, maxLength: 400 }), (text) => {
        expect(decodeGsm7Septets(encodeGsm7Septets(text))).toBe(text);
      }),
      propertyRuns(100, 0x47534d37),
    );
  });

  it('round-trips a text longer than one decoding chunk, escapes across the chunk edges', () => {
    const text = 'Ab€{'.repeat(3_000);
    const septets = encodeGsm7Septets(text);
    expect(septets).toHaveLength(18_000);
    expect(decodeGsm7Septets(septets)).toBe(text);
  });
});

function captureError(action: () => unknown): UnencodableCharacterError {
  try {
    action();
  } catch (error) {
    if (error instanceof UnencodableCharacterError) return error;
    throw error;
  }
  throw new Error('expected UnencodableCharacterError');
}
