import { describe, expect, it } from 'vitest';
import { UnencodableCharacterError } from '../encoding/index.js';
import { MessageTooLongError, segmentMessage } from './segment-message.js';

const hex = (value: Uint8Array): string => Buffer.from(value).toString('hex');

describe('segmentMessage', () => {
  it('sends a text that fits as one short message without a header', () => {
    const message = segmentMessage('Hello €');
    expect(message).toMatchObject({ coding: 'gsm7', dataCoding: 0 });
    expect(message).not.toHaveProperty('reference');
    expect(message.parts).toEqual([
      {
        shortMessage: Uint8Array.from([0x48, 0x65, 0x6c, 0x6c, 0x6f, 0x20, 0x1b, 0x65]),
        esmClassUdhi: false,
      },
    ]);
  });

  it('splits with an 8-bit reference UDH: 153 septets per part', () => {
    const message = segmentMessage('a'.repeat(161), { method: 'udh8', reference: 0x42 });
    expect(message.reference).toBe(0x42);
    const [first, second] = message.parts;
    expect(message.parts).toHaveLength(2);
    expect(first?.esmClassUdhi).toBe(true);
    expect(hex(first?.shortMessage.subarray(0, 6) ?? new Uint8Array())).toBe('050003420201');
    expect(first?.shortMessage.length).toBe(6 + 153);
    expect(hex(second?.shortMessage ?? new Uint8Array())).toBe('050003420202' + '61'.repeat(8));
  });

  it('splits with a 16-bit reference UDH: 152 septets per part', () => {
    const message = segmentMessage('a'.repeat(305), { method: 'udh16', reference: 0x1234 });
    expect(message.parts.map((part) => part.shortMessage.length)).toEqual([159, 159, 8]);
    expect(hex(message.parts[2]?.shortMessage.subarray(0, 7) ?? new Uint8Array())).toBe(
      '06080412340303',
    );
  });

  it('ties SAR parts together with TLV values and no UDH', () => {
    const message = segmentMessage('a'.repeat(200), { method: 'sar', reference: 0xbeef });
    expect(message.parts.map(({ esmClassUdhi, sar }) => ({ esmClassUdhi, sar }))).toEqual([
      { esmClassUdhi: false, sar: { ref: 0xbeef, total: 2, seq: 1 } },
      { esmClassUdhi: false, sar: { ref: 0xbeef, total: 2, seq: 2 } },
    ]);
    expect(message.parts[0]?.shortMessage).toEqual(new Uint8Array(153).fill(0x61));
  });

  it('puts a long text in message_payload as one part', () => {
    const message = segmentMessage('b'.repeat(500), { method: 'payload' });
    expect(message.parts).toHaveLength(1);
    expect(message.parts[0]?.shortMessage).toHaveLength(0);
    expect(message.parts[0]?.payload).toEqual(new Uint8Array(500).fill(0x62));
  });

  it('packs GSM parts to exactly 140 octets with the fill bit after the UDH', () => {
    const message = segmentMessage('x'.repeat(306), { method: 'udh8', reference: 1, packed: true });
    expect(message.parts.map((part) => part.shortMessage.length)).toEqual([140, 140]);
    expect(segmentMessage('x'.repeat(160), { packed: true }).parts[0]?.shortMessage).toHaveLength(
      140,
    );
  });

  it('keeps surrogate pairs whole in UCS2 parts', () => {
    const message = segmentMessage('😀'.repeat(36), { reference: 5 });
    expect(message.coding).toBe('ucs2');
    expect(message.parts.map((part) => part.shortMessage.length)).toEqual([6 + 132, 6 + 12]);
  });

  it('splits octets as binary: 134 per part', () => {
    const message = segmentMessage(new Uint8Array(300), { reference: 9 });
    expect(message).toMatchObject({ coding: 'binary', dataCoding: 4 });
    expect(message.parts.map((part) => part.shortMessage.length)).toEqual([140, 140, 38]);
  });

  it('generates references in the range of the method', () => {
    for (let attempt = 0; attempt < 300; attempt++) {
      const udh8 = segmentMessage('a'.repeat(200), { method: 'udh8' }).reference ?? -1;
      expect(udh8).toBeGreaterThanOrEqual(0);
      expect(udh8).toBeLessThanOrEqual(0xff);
    }
    const first = segmentMessage('a'.repeat(200), { method: 'udh16' }).reference;
    const second = segmentMessage('a'.repeat(200), { method: 'udh16' }).reference;
    expect(second).not.toBe(first);
  });

  it('rejects a reference the method cannot carry', () => {
    expect(() => segmentMessage('a'.repeat(200), { method: 'udh8', reference: 256 })).toThrow(
      RangeError,
    );
    expect(() => segmentMessage('a'.repeat(200), { method: 'sar', reference: 0x10000 })).toThrow(
      RangeError,
    );
  });

  it('refuses more parts than can be numbered', () => {
    expect(() => segmentMessage('a'.repeat(153 * 255 + 1))).toThrow(MessageTooLongError);
    expect(segmentMessage('a'.repeat(153 * 255)).parts).toHaveLength(255);
    expect(() => segmentMessage('a'.repeat(65_536), { method: 'payload' })).toThrow(
      MessageTooLongError,
    );
  });

  it('refuses text a forced coding cannot carry, and binary for text', () => {
    expect(() => segmentMessage('Жук', { coding: 'gsm7' })).toThrow(UnencodableCharacterError);
    expect(() => segmentMessage('abc', { coding: 'binary' })).toThrow(TypeError);
  });
});

describe('segmentMessage on a link whose data_coding 0 is not GSM 03.38', () => {
  it('writes data_coding 0 in Latin-1 or ASCII octets', () => {
    const latin1 = segmentMessage('Grüße a_b@c', { defaultCharset: 'latin1' });
    expect(latin1).toMatchObject({ coding: 'latin1', dataCoding: 0 });
    expect(latin1.parts[0]?.shortMessage).toEqual(
      Uint8Array.from(Buffer.from('Grüße a_b@c', 'latin1')),
    );
    const ascii = segmentMessage('a_b@c', { coding: 'gsm7', defaultCharset: 'ascii' });
    expect(ascii).toMatchObject({ coding: 'ia5', dataCoding: 0 });
    expect(hex(ascii.parts[0]!.shortMessage)).toBe('615f624063');
  });

  it('splits it at 153 characters a part, as the counter does', () => {
    const message = segmentMessage('é'.repeat(161), { defaultCharset: 'latin1' });
    expect(message.parts.map((part) => part.shortMessage.length)).toEqual([6 + 153, 6 + 8]);
  });

  it('refuses a character the link charset lacks when data_coding 0 is forced', () => {
    expect(() => segmentMessage('€', { coding: 'gsm7', defaultCharset: 'latin1' })).toThrow(
      UnencodableCharacterError,
    );
  });
});
