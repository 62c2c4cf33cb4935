import { describe, expect, it } from 'vitest';
import {
  createPdu,
  DEFAULT_MAX_PDU_LENGTH,
  encodePdu,
  PduFramer,
  SmppFramingError,
} from './index.js';
import { SAMPLE_PDUS } from './testing/sample-pdus.js';

const h = (hex: string) => Buffer.from(hex.replace(/\s+/g, ''), 'hex');
const frames = Object.values(SAMPLE_PDUS).map((pdu) => encodePdu(pdu));
const stream = Buffer.concat(frames);

function drain(framer: PduFramer): Buffer[] {
  const out: Buffer[] = [];
  for (let frame = framer.next(); frame !== null; frame = framer.next()) out.push(frame);
  return out;
}

describe('PduFramer', () => {
  it('cuts one big chunk into zero-copy frames', () => {
    const framer = new PduFramer();
    framer.push(stream);
    const out = [...framer];
    expect(out).toEqual(frames);
    expect(out.every((frame) => frame.buffer === stream.buffer)).toBe(true);
    expect(framer.bufferedBytes).toBe(0);
  });

  it.each([1, 2, 3, 5, 15, 16, 17, 100])('yields the same frames from %i-byte chunks', (size) => {
    const framer = new PduFramer();
    const out: Buffer[] = [];
    for (let at = 0; at < stream.length; at += size) {
      framer.push(stream.subarray(at, at + size));
      out.push(...drain(framer));
    }
    expect(out).toEqual(frames);
    expect(framer.bufferedBytes).toBe(0);
  });

  it('assembles a header split across chunks', () => {
    const frame = encodePdu(createPdu('enquire_link', { sequenceNumber: 5 }));
    const framer = new PduFramer();
    framer.push(frame.subarray(0, 2));
    expect(framer.next()).toBeNull();
    framer.push(frame.subarray(2, 3));
    expect(framer.next()).toBeNull();
    framer.push(frame.subarray(3, 9));
    expect(framer.next()).toBeNull();
    expect(framer.bufferedBytes).toBe(9);
    framer.push(frame.subarray(9));
    expect(framer.next()).toEqual(frame);
    expect(framer.next()).toBeNull();
  });

  it('accepts chunks pushed without draining in between', () => {
    const framer = new PduFramer();
    framer.push(stream.subarray(0, 40));
    framer.push(stream.subarray(40, 90));
    framer.push(stream.subarray(90));
    expect(drain(framer)).toEqual(frames);
  });

  it('takes command_length equal to the maximum, refuses one more', () => {
    const max = 64;
    const fits = Buffer.concat([h('00000040 00000015 00000000 00000001'), Buffer.alloc(48)]);
    const framer = new PduFramer({ maxPduLength: max });
    framer.push(fits);
    expect(framer.next()).toEqual(fits);
    framer.push(h('00000041'));
    expect(() => framer.next()).toThrow(SmppFramingError);
  });

  it('refuses command_length below 16 as soon as 4 bytes are in', () => {
    const framer = new PduFramer();
    framer.push(h('00 00'));
    expect(framer.next()).toBeNull();
    framer.push(h('00 0f'));
    try {
      framer.next();
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(SmppFramingError);
      expect(error).toMatchObject({ commandLength: 15, maxPduLength: DEFAULT_MAX_PDU_LENGTH });
    }
  });

  it('stays failed after a framing error and holds no bytes', () => {
    const framer = new PduFramer();
    framer.push(Buffer.concat([h('ffffffff'), Buffer.alloc(1000)]));
    expect(() => framer.next()).toThrow(SmppFramingError);
    expect(framer.bufferedBytes).toBe(0);
    expect(() => framer.next()).toThrow(SmppFramingError);
    expect(() => framer.push(frames[0] as Buffer)).toThrow(SmppFramingError);
  });

  it('holds at most one partial frame, allocated at its announced size', () => {
    const framer = new PduFramer({ maxPduLength: 4096 });
    framer.push(h('00001000 00000004'));
    expect(framer.next()).toBeNull();
    for (let i = 0; i < 100; i++) {
      framer.push(Buffer.alloc(40));
      expect(framer.next()).toBeNull();
      expect(framer.bufferedBytes).toBeLessThanOrEqual(4096);
    }
  });

  it('refuses a maximum below the header size', () => {
    expect(() => new PduFramer({ maxPduLength: 15 })).toThrow(RangeError);
    expect(new PduFramer().maxPduLength).toBe(64 * 1024);
  });
});
