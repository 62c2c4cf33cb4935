import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { packGsm7, unpackGsm7 } from './gsm7-packed.js';
import { encodeGsm7Septets } from './gsm7.js';
import { fillBitsAfterUdh, packSeptets, unpackSeptets } from './septet-packing.js';
import { PROPERTY_BUDGET_MS, propertyRuns } from '../testing/property-runs.js';

const hex = (octets: Uint8Array): string => Buffer.from(octets).toString('hex').toUpperCase();
const septetsOf = (text: string): Uint8Array => encodeGsm7Septets(text);

describe('7-bit packing', () => {
  it('packs the classic vector "hellohello"', () => {
    expect(hex(packSeptets(septetsOf('hellohello')))).toBe('E8329BFD4697D9EC37');
    expect(hex(unpackSeptets(Buffer.from('E8329BFD4697D9EC37', 'hex')))).toBe(
      hex(septetsOf('hellohello')),
    );
  });

  it('packs after a 6-octet UDH with one fill bit', () => {
    expect(fillBitsAfterUdh(6)).toBe(1);
    expect(hex(packSeptets(septetsOf('hello'), 1))).toBe('D06536FB0D');
    expect(hex(unpackSeptets(Buffer.from('D06536FB0D', 'hex'), 1))).toBe(hex(septetsOf('hello')));
  });

  it('needs no fill bits after a 7-octet UDH and six after a 5-octet one', () => {
    expect(fillBitsAfterUdh(7)).toBe(0);
    expect(fillBitsAfterUdh(5)).toBe(2);
    expect(fillBitsAfterUdh(4)).toBe(3);
  });

  it('fills 7 spare bits with <CR> and drops that padding when unpacking (TS 23.038 §6.1.2.3.1)', () => {
    expect(hex(packSeptets(septetsOf('1234567')))).toBe('31D98C56B3DD00');
    expect(hex(packGsm7(septetsOf('1234567')))).toBe('31D98C56B3DD1A');
    expect(hex(unpackGsm7(Buffer.from('31D98C56B3DD1A', 'hex')))).toBe(hex(septetsOf('1234567')));
    expect(hex(unpackGsm7(packGsm7(septetsOf('12345678'))))).toBe(hex(septetsOf('12345678')));
  });

  it('rejects padding outside 0..6', () => {
    expect(() => packSeptets(new Uint8Array(1), 7)).toThrow(RangeError);
    expect(() => unpackSeptets(new Uint8Array(1), -1)).toThrow(RangeError);
  });

  it(
    'round-trips any septets with any padding when the count is known',
    { timeout: PROPERTY_BUDGET_MS },
    () => {
      fc.assert(
        fc.property(
          fc.uint8Array({ max: 0x7f, maxLength: 300 }),
          fc.integer({ min: 0, max: 6 }),
          (septets, padding) => {
            const packed = packSeptets(septets, padding);
            const bits = septets.length === 0 ? 0 : padding + septets.length * 7;
            expect(packed.length).toBe(Math.ceil(bits / 8));
            expect([...unpackSeptets(packed, padding, septets.length)]).toEqual([...septets]);
          },
        ),
        propertyRuns(100, 0x53505431),
      );
    },
  );

  it(
    'round-trips septets through <CR> padding unless the text itself ends in <CR>',
    { timeout: PROPERTY_BUDGET_MS },
    () => {
      const septets = fc
        .uint8Array({ max: 0x7f, maxLength: 300 })
        .filter((value) => value[value.length - 1] !== 0x0d);
      fc.assert(
        fc.property(septets, fc.integer({ min: 0, max: 6 }), (value, padding) => {
          expect([...unpackGsm7(packGsm7(value, padding), padding)]).toEqual([...value]);
        }),
        propertyRuns(100, 0x53505432),
      );
    },
  );
});
