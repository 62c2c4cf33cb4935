import { describe, expect, it } from 'vitest';
import { describeDataCoding } from './data-coding.js';
import { UnencodableCharacterError } from './errors.js';
import { chooseCoding, chooseTextCoding, decodeText, encodeText } from './text-codec.js';

const hex = (octets: Uint8Array): string => Buffer.from(octets).toString('hex');
const octets = (value: string): Uint8Array => Uint8Array.from(Buffer.from(value, 'hex'));

describe('encodeText', () => {
  it('encodes in each coding', () => {
    expect(hex(encodeText('a€', 'gsm7'))).toBe('611b65');
    expect(hex(encodeText('hellohello', 'gsm7', { packed: true }))).toBe('e8329bfd4697d9ec37');
    expect(hex(encodeText('a{', 'ia5'))).toBe('617b');
    expect(hex(encodeText('é', 'latin1'))).toBe('e9');
    expect(hex(encodeText('é😀', 'ucs2'))).toBe('00e9d83dde00');
  });

  it('throws a typed error rather than substituting', () => {
    for (const coding of ['gsm7', 'ia5', 'latin1'] as const) {
      expect(() => encodeText('Ж', coding)).toThrow(UnencodableCharacterError);
    }
  });
});

describe('chooseCoding', () => {
  it('takes GSM when every character fits, extension table included', () => {
    expect(chooseCoding('Hello {world} €5 [x] ~^|\\')).toBe('gsm7');
    expect(chooseCoding('')).toBe('gsm7');
  });

  it('takes UCS2 for anything else', () => {
    expect(chooseCoding('Привет')).toBe('ucs2');
    expect(chooseCoding('ok 👍')).toBe('ucs2');
    expect(chooseCoding('ç')).toBe('ucs2');
  });
});

describe('describeDataCoding', () => {
  it.each([
    [0x00, 'smpp', 'gsm7', undefined],
    [0x01, 'smpp', 'ia5', undefined],
    [0x02, 'smpp', 'binary', undefined],
    [0x03, 'smpp', 'latin1', undefined],
    [0x04, 'smpp', 'binary', undefined],
    [0x06, 'smpp', 'cyrillic', undefined],
    [0x08, 'smpp', 'ucs2', undefined],
    [0x0b, 'smpp', 'reserved', undefined],
    [0x10, 'general', 'gsm7', 0],
    [0x11, 'general', 'gsm7', 1],
    [0x15, 'general', 'binary', 1],
    [0x18, 'general', 'ucs2', 0],
    [0x48, 'automatic-deletion', 'ucs2', undefined],
    [0x90, 'reserved', 'reserved', undefined],
    [0xc0, 'mwi-discard', 'gsm7', undefined],
    [0xd8, 'mwi-store', 'gsm7', undefined],
    [0xe0, 'mwi-store-ucs2', 'ucs2', undefined],
    [0xf0, 'message-class', 'gsm7', 0],
    [0xf2, 'message-class', 'gsm7', 2],
    [0xf4, 'message-class', 'binary', 0],
    [0xf7, 'message-class', 'binary', 3],
  ])('0x%s is %s / %s, class %s', (value, group, alphabet, messageClass) => {
    const scheme = describeDataCoding(value);
    expect(scheme.group).toBe(group);
    expect(scheme.alphabet).toBe(alphabet);
    expect(scheme.messageClass).toBe(messageClass);
  });

  it('reads the compression flag and the indication bits', () => {
    expect(describeDataCoding(0x20).compressed).toBe(true);
    expect(describeDataCoding(0x10).compressed).toBe(false);
    expect(describeDataCoding(0xd8).indication).toEqual({ active: true, type: 'voicemail' });
    expect(describeDataCoding(0xc2).indication).toEqual({ active: false, type: 'email' });
  });

  it('rejects values that are not an octet', () => {
    expect(() => describeDataCoding(256)).toThrow(RangeError);
  });
});

describe('decodeText', () => {
  it('decides by the whole data_coding octet', () => {
    expect(decodeText(octets('611b65'), 0x00).text).toBe('a€');
    expect(decodeText(octets('611b65'), 0xf0).text).toBe('a€');
    expect(decodeText(octets('611b65'), 0x11).text).toBe('a€');
    expect(decodeText(octets('00e9d83dde00'), 0x08).text).toBe('é😀');
    expect(decodeText(octets('00e9d83dde00'), 0x18).text).toBe('é😀');
    expect(decodeText(octets('00e9d83dde00'), 0xe8).text).toBe('é😀');
    expect(decodeText(octets('e9'), 0x03).text).toBe('é');
    expect(decodeText(octets('617b'), 0x01).text).toBe('a{');
  });

  it('unpacks packed GSM when told, with fill bits after a UDH', () => {
    expect(decodeText(octets('e8329bfd4697d9ec37'), 0x00, { packed: true }).text).toBe(
      'hellohello',
    );
    expect(decodeText(octets('d06536fb0d'), 0x00, { packed: true, paddingBits: 1 }).text).toBe(
      'hello',
    );
  });

  it('shows 8-bit data as Latin-1 and says it is binary', () => {
    for (const dataCoding of [0x02, 0x04, 0xf4, 0x14]) {
      const decoded = decodeText(octets('00ff41'), dataCoding);
      expect(decoded.binary).toBe(true);
      expect(decoded.decodedAs).toBe('binary');
      expect(decoded.text).toBe('\u0000ÿA');
      expect(decoded.notes[0]).toMatch(/8-bit data/);
    }
  });

  it('treats reserved and compressed schemes as binary, saying why', () => {
    const reserved = decodeText(octets('41'), 0x90);
    expect(reserved).toMatchObject({ binary: true, text: 'A' });
    expect(reserved.notes[0]).toMatch(/reserved/);
    const compressed = decodeText(octets('41'), 0x24);
    expect(compressed.binary).toBe(true);
    expect(compressed.notes[0]).toMatch(/compressed/);
  });

  it('decodes the national character sets it can', () => {
    expect(decodeText(octets('b0b1'), 0x06)).toMatchObject({ text: 'АБ', decodedAs: 'iso-8859-5' });
    expect(decodeText(octets('e0'), 0x07).text).toBe('א');
  });

  it('notes octets that do not belong to the scheme', () => {
    expect(decodeText(octets('41e9'), 0x01).notes).toHaveLength(1);
    expect(decodeText(octets('004100'), 0x08)).toMatchObject({ text: 'A' });
    expect(decodeText(octets('004100'), 0x08).notes).toHaveLength(1);
  });
});

describe("data_coding 0 in the link's default charset", () => {
  const underscoreAt = Buffer.from('a_b@c', 'latin1');

  it('decodes data_coding 0 as GSM 03.38 unless the link says ASCII or Latin-1', () => {
    expect(decodeText(underscoreAt, 0x00).text).toBe('a§b¡c');
    expect(decodeText(underscoreAt, 0x00, { defaultCharset: 'gsm7' }).text).toBe('a§b¡c');
    expect(decodeText(underscoreAt, 0x00, { defaultCharset: 'ascii' })).toMatchObject({
      text: 'a_b@c',
      decodedAs: 'ia5',
    });
    expect(
      decodeText(Buffer.from('ß_é', 'latin1'), 0x00, { defaultCharset: 'latin1' }),
    ).toMatchObject({ text: 'ß_é', decodedAs: 'latin1' });
  });

  it('leaves other data codings as they are', () => {
    expect(decodeText(underscoreAt, 0xf0, { defaultCharset: 'latin1' }).text).toBe('a§b¡c');
    expect(decodeText(octets('0041'), 0x08, { defaultCharset: 'latin1' }).text).toBe('A');
  });

  it('sends text that fits the default charset as data_coding 0, else UCS2', () => {
    expect(chooseTextCoding('a_b@c é', 'auto', 'latin1')).toEqual({
      coding: 'latin1',
      dataCoding: 0,
    });
    expect(chooseTextCoding('a_b@c', 'auto', 'ascii')).toEqual({ coding: 'ia5', dataCoding: 0 });
    expect(chooseTextCoding('é', 'auto', 'ascii')).toEqual({ coding: 'ucs2', dataCoding: 8 });
    expect(chooseTextCoding('€', 'auto', 'latin1')).toEqual({ coding: 'ucs2', dataCoding: 8 });
    expect(chooseTextCoding('€', 'auto')).toEqual({ coding: 'gsm7', dataCoding: 0 });
  });

  it('writes an explicit data_coding 0 (gsm7) in the default charset; other codings keep theirs', () => {
    expect(chooseTextCoding('x', 'gsm7', 'latin1')).toEqual({ coding: 'latin1', dataCoding: 0 });
    expect(chooseTextCoding('x', 'latin1', 'latin1')).toEqual({ coding: 'latin1', dataCoding: 3 });
    expect(chooseTextCoding('x', 'ucs2', 'ascii')).toEqual({ coding: 'ucs2', dataCoding: 8 });
  });
});
