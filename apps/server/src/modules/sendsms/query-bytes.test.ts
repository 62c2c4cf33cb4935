import fc from 'fast-check';
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

  it('reads any mix of plain, %-encoded, + and non-ASCII characters octet by octet', () => {
    // The rule spelled out character by character: the oracle the parser must agree with.
    const octetsOf = (encoded: string): number[] =>
      [...encoded.matchAll(/%[0-9a-fA-F]{2}|[^]/gu)].flatMap(([token]) => {
        if (token === '+') return [0x20];
        if (token.length === 3) return [Number.parseInt(token.slice(1), 16)];
        return [...Buffer.from(token, 'utf8')];
      });
    const alphabet = fc.constantFrom('a', 'Z', '0', '%', '+', 'f', 'G', '9', 'é', 'Ж', '~');
    fc.assert(
      fc.property(fc.array(alphabet, { maxLength: 40 }), (characters) => {
        const value = characters.join('');
        expect([...parseQueryBytes(`v=${value}`).get('v')!]).toEqual(octetsOf(value));
      }),
      { seed: 0x38, numRuns: 500 },
    );
  });
});
