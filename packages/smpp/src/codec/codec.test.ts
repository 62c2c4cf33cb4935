import { describe, expect, it } from 'vitest';
import { CommandStatus, TlvTag } from '../protocol/index.js';
import {
  createPdu,
  decodePdu,
  encodePdu,
  PduFramer,
  readHeader,
  setTlv,
  SmppDecodeError,
  SmppFieldError,
  SmppFramingError,
  tlvInt,
  tlvString,
  type Pdu,
} from './index.js';

const hex = (text: string) => Buffer.from(text.replace(/\s+/g, ''), 'hex');

function statusOf(action: () => unknown): number | undefined {
  try {
    action();
  } catch (error) {
    if (error instanceof SmppFieldError || error instanceof SmppDecodeError)
      return error.commandStatus;
    throw error;
  }
  return undefined;
}

describe('encodePdu / decodePdu basics', () => {
  it('encodes enquire_link to the spec bytes', () => {
    const frame = encodePdu(createPdu('enquire_link', { sequenceNumber: 7 }));
    expect(frame.toString('hex')).toBe('00000010000000150000000000000007');
    expect(decodePdu(frame)).toEqual({
      command: 'enquire_link',
      commandStatus: 0,
      sequenceNumber: 7,
      tlvs: [],
    });
  });

  it('encodes bind_transmitter to the spec bytes', () => {
    const pdu = createPdu('bind_transmitter', {
      sequenceNumber: 1,
      system_id: 'smppclient1',
      password: 'password',
      interface_version: 0x34,
    });
    const expected = hex(`
      0000002a 00000002 00000000 00000001
      736d7070636c69656e743100 70617373776f726400 00 34 00 00 00`);
    expect(encodePdu(pdu)).toEqual(expected);
    expect(decodePdu(expected)).toEqual(pdu);
  });

  it('round-trips submit_sm with known and unknown TLVs', () => {
    const pdu = createPdu('submit_sm', {
      sequenceNumber: 0x7fffffff,
      source_addr_ton: 5,
      source_addr: 'RouteLab',
      dest_addr_ton: 1,
      dest_addr_npi: 1,
      destination_addr: '4915112345678',
      registered_delivery: 1,
      short_message: Buffer.from('Hello'),
      tlvs: [{ tag: 0x1400, value: hex('deadbeef') }],
    });
    setTlv(pdu.tlvs, TlvTag.user_message_reference, 0x1234);
    const decoded = decodePdu(encodePdu(pdu));
    expect(decoded).toEqual(pdu);
    expect(tlvInt(decoded.tlvs, TlvTag.user_message_reference)).toBe(0x1234);
    expect(readHeader(encodePdu(pdu)).sequenceNumber).toBe(0x7fffffff);
  });

  it('reads receipted_message_id as a string', () => {
    const pdu = createPdu('deliver_sm', { esm_class: 0x04 });
    setTlv(pdu.tlvs, TlvTag.receipted_message_id, 'abc123');
    const decoded = decodePdu(encodePdu(pdu)) as Pdu;
    expect(tlvString(decoded.tlvs, TlvTag.receipted_message_id)).toBe('abc123');
  });
});

describe('limits and errors', () => {
  it('refuses over-long fields with the status to answer', () => {
    expect(statusOf(() => encodePdu(createPdu('submit_sm', { source_addr: 'x'.repeat(21) })))).toBe(
      CommandStatus.ESME_RINVSRCADR,
    );
    expect(
      statusOf(() => encodePdu(createPdu('submit_sm', { short_message: Buffer.alloc(255) }))),
    ).toBe(CommandStatus.ESME_RINVMSGLEN);
    expect(
      statusOf(() => encodePdu(createPdu('bind_receiver', { system_id: 'x'.repeat(16) }))),
    ).toBe(CommandStatus.ESME_RINVSYSID);
  });

  it('answers a truncated body with RINVCMDLEN and keeps the header', () => {
    const frame = encodePdu(createPdu('submit_sm', { sequenceNumber: 9 })).subarray(0, 20);
    frame.writeUInt32BE(20, 0);
    try {
      decodePdu(frame);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(SmppDecodeError);
      expect((error as SmppDecodeError).commandStatus).toBe(CommandStatus.ESME_RINVCMDLEN);
      expect((error as SmppDecodeError).header?.sequenceNumber).toBe(9);
    }
  });

  it('answers an unknown command with RINVCMDID', () => {
    expect(statusOf(() => decodePdu(hex('00000010 00000099 00000000 00000001')))).toBe(
      CommandStatus.ESME_RINVCMDID,
    );
  });
});

describe('PduFramer basics', () => {
  it('yields the same frames for one chunk and for 1-byte chunks', () => {
    const frames = [1, 2, 3].map((n) =>
      encodePdu(createPdu('enquire_link', { sequenceNumber: n })),
    );
    const stream = Buffer.concat(frames);
    const whole = new PduFramer();
    whole.push(stream);
    expect([...whole]).toEqual(frames);
    const bytewise = new PduFramer();
    const out: Buffer[] = [];
    for (const byte of stream) {
      bytewise.push(Buffer.from([byte]));
      out.push(...bytewise);
    }
    expect(out).toEqual(frames);
  });

  it('reports absurd lengths as fatal', () => {
    const framer = new PduFramer({ maxPduLength: 1024 });
    framer.push(hex('00000800 00000015'));
    expect(() => framer.next()).toThrow(SmppFramingError);
    expect(() => framer.next()).toThrow(SmppFramingError);
  });
});
