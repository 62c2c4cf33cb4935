import { describe, expect, it } from 'vitest';
import { MalformedUdhError, buildUdh, concatenationElement, parseUdh } from './udh.js';

const octets = (value: string): Uint8Array => Uint8Array.from(Buffer.from(value, 'hex'));
const hex = (value: Uint8Array): string => Buffer.from(value).toString('hex');

describe('parseUdh', () => {
  it('reads an 8-bit concatenation element and the text offset', () => {
    const udh = parseUdh(octets('050003cc0201' + '68656c6c6f'));
    expect(udh.length).toBe(6);
    expect(udh.concatenation).toEqual({ ref: 0xcc, total: 2, seq: 1, referenceBits: 8 });
    expect(udh.elements).toEqual([{ id: 0, data: octets('cc0201') }]);
  });

  it('reads a 16-bit concatenation element', () => {
    const udh = parseUdh(octets('0608041234030241'));
    expect(udh.length).toBe(7);
    expect(udh.concatenation).toEqual({ ref: 0x1234, total: 3, seq: 2, referenceBits: 16 });
  });

  it('reads application ports and keeps unknown elements', () => {
    const udh = parseUdh(octets('0e' + '05040b8423f0' + '2401ff' + '0003010201' + '41'));
    expect(udh.ports).toEqual({ destination: 0x0b84, source: 0x23f0, bits: 16 });
    expect(udh.elements.map((element) => element.id)).toEqual([0x05, 0x24, 0x00]);
    expect(udh.elements[1]?.data).toEqual(octets('ff'));
    expect(udh.concatenation).toEqual({ ref: 1, total: 2, seq: 1, referenceBits: 8 });
    expect(parseUdh(octets('0404021050')).ports).toEqual({
      destination: 0x10,
      source: 0x50,
      bits: 8,
    });
  });

  it('ignores a concatenation element with a void sequence or total (TS 23.040)', () => {
    expect(parseUdh(octets('050003010300')).concatenation).toBeUndefined();
    expect(parseUdh(octets('050003010203')).concatenation).toBeUndefined();
    expect(parseUdh(octets('050003010001')).concatenation).toBeUndefined();
  });

  it('takes the last of repeated elements', () => {
    expect(parseUdh(octets('0a' + '0003010201' + '0003090202')).concatenation).toEqual({
      ref: 9,
      total: 2,
      seq: 2,
      referenceBits: 8,
    });
  });

  it('rejects headers that run past the data', () => {
    expect(() => parseUdh(new Uint8Array(0))).toThrow(MalformedUdhError);
    expect(() => parseUdh(octets('0500030102'))).toThrow(MalformedUdhError);
    expect(() => parseUdh(octets('0300050102'))).toThrow(MalformedUdhError);
  });
});

describe('buildUdh', () => {
  it('writes concatenation elements with 8- and 16-bit references', () => {
    expect(hex(buildUdh([concatenationElement(0xcc, 2, 1, 8)]))).toBe('050003cc0201');
    expect(hex(buildUdh([concatenationElement(0x1234, 3, 2, 16)]))).toBe('06080412340302');
  });

  it('round-trips through parseUdh', () => {
    const elements = [concatenationElement(7, 4, 3, 16), { id: 0x24, data: octets('0102') }];
    expect(parseUdh(buildUdh(elements)).elements).toEqual(elements);
  });
});
