import { describe, expect, it } from 'vitest';
import { UnencodableCharacterError } from './errors.js';
import { decodeLatin1, encodeIa5, encodeLatin1 } from './single-byte.js';

const everyOctet = Array.from({ length: 256 }, (_, octet) => octet);

describe('Latin-1', () => {
  it.each(everyOctet)('octet %i <-> U+00%s', (octet) => {
    const char = String.fromCodePoint(octet);
    expect([...encodeLatin1(char)]).toEqual([octet]);
    expect(decodeLatin1(Uint8Array.of(octet))).toBe(char);
  });

  it('rejects characters above U+00FF with their positions', () => {
    expect(() => encodeLatin1('aĀ€')).toThrow(UnencodableCharacterError);
    expect(() => encodeLatin1('aĀ€')).toThrow('"Ā" at 1, "€" at 2');
  });

  it('decodes long input in one piece', () => {
    const octets = new Uint8Array(20_000).map((_, index) => 0x41 + (index % 26));
    expect(decodeLatin1(octets)).toHaveLength(20_000);
    expect(decodeLatin1(octets).slice(0, 3)).toBe('ABC');
  });
});

describe('IA5', () => {
  it('encodes every ASCII character as itself', () => {
    const ascii = String.fromCodePoint(...everyOctet.slice(0, 128));
    expect([...encodeIa5(ascii)]).toEqual(everyOctet.slice(0, 128));
  });

  it('rejects anything above 0x7F', () => {
    expect(() => encodeIa5('naïve')).toThrow('"ï" at 2');
  });
});
