import { describe, expect, it } from 'vitest';
import { CommandStatus as S } from '../protocol/index.js';
import { createPdu, decodePdu, encodePdu, SmppDecodeError } from './index.js';
import { SAMPLE_PDUS } from './testing/sample-pdus.js';

const h = (hex: string) => Buffer.from(hex.replace(/\s+/g, ''), 'hex');
const a = (text: string) => Buffer.from(text, 'latin1');

/** A frame with command_length fixed to its real size. */
function sized(...parts: Buffer[]): Buffer {
  const frame = Buffer.concat(parts);
  frame.writeUInt32BE(frame.length, 0);
  return frame;
}

function decodeError(frame: Buffer): SmppDecodeError {
  try {
    decodePdu(frame);
  } catch (error) {
    if (error instanceof SmppDecodeError) return error;
    throw error;
  }
  throw new Error('frame decoded');
}

const SUBMIT_HEADER = h('00000000 00000004 00000000 0000002a');

describe('header problems', () => {
  it('a frame shorter than a header is ESME_RINVCMDLEN without a header', () => {
    const error = decodeError(h('00000010 00000015 0000'));
    expect(error.commandStatus).toBe(S.ESME_RINVCMDLEN);
    expect(error.header).toBeNull();
  });

  it('command_length unlike the frame size is ESME_RINVCMDLEN, header kept for the nack', () => {
    const error = decodeError(h('00000011 00000015 00000000 00000005'));
    expect(error.commandStatus).toBe(S.ESME_RINVCMDLEN);
    expect(error.header).toEqual({
      commandLength: 17,
      commandId: 0x15,
      commandStatus: 0,
      sequenceNumber: 5,
    });
  });

  it('an unknown command_id is ESME_RINVCMDID', () => {
    for (const id of ['00000099', '80000099', '00000000', 'ffffffff']) {
      const error = decodeError(h(`00000010 ${id} 00000000 00000005`));
      expect(error.commandStatus).toBe(S.ESME_RINVCMDID);
      expect(error.header?.sequenceNumber).toBe(5);
    }
  });
});

describe('body problems', () => {
  it('every truncation of every sample is a typed error with its header', () => {
    for (const pdu of Object.values(SAMPLE_PDUS)) {
      const frame = encodePdu(pdu);
      for (let cut = 17; cut < frame.length; cut++) {
        const truncated = sized(frame.subarray(0, cut));
        let outcome: unknown;
        try {
          outcome = decodePdu(truncated);
        } catch (error) {
          outcome = error;
        }
        if (outcome instanceof SmppDecodeError) {
          expect(outcome.header?.sequenceNumber).toBe(pdu.sequenceNumber);
        } else {
          // Cutting inside the TLVs can leave a shorter valid PDU; it must re-encode exactly.
          expect(encodePdu(outcome as never).equals(truncated)).toBe(true);
        }
      }
    }
  });

  it('a C-string without terminator is ESME_RINVCMDLEN', () => {
    const error = decodeError(sized(SUBMIT_HEADER, a('CMT\0'), h('05 00'), a('RouteLab')));
    expect(error.commandStatus).toBe(S.ESME_RINVCMDLEN);
    expect(error.field).toBe('source_addr');
  });

  it('an over-long C-string is the field status', () => {
    const source = decodeError(sized(SUBMIT_HEADER, h('00 05 00'), a(`${'1'.repeat(21)}\0`)));
    expect(source.commandStatus).toBe(S.ESME_RINVSRCADR);
    expect(source.field).toBe('source_addr');
    const bind = h('00000000 00000009 00000000 00000001');
    const password = decodeError(sized(bind, a('sys\0'), a('123456789\0'), h('00 34 00 00 00')));
    expect(password.commandStatus).toBe(S.ESME_RINVPASWD);
  });

  it('a time field of the wrong length is its status', () => {
    const frame = encodePdu(createPdu('submit_sm', { schedule_delivery_time: '261122151500004+' }));
    const start = frame.indexOf('261122151500004+');
    const bad = sized(frame.subarray(0, start), a('2611\0'), frame.subarray(start + 17));
    expect(decodeError(bad).commandStatus).toBe(S.ESME_RINVSCHED);
  });

  it('sm_length above 254 is ESME_RINVMSGLEN; beyond the body ESME_RINVCMDLEN', () => {
    const head = encodePdu(createPdu('submit_sm')).subarray(0, -1);
    const tooLong = decodeError(sized(head, h('ff'), Buffer.alloc(255)));
    expect(tooLong.commandStatus).toBe(S.ESME_RINVMSGLEN);
    const overrun = decodeError(sized(head, h('10'), a('short')));
    expect(overrun.commandStatus).toBe(S.ESME_RINVCMDLEN);
    expect(overrun.field).toBe('short_message');
  });

  it('a broken TLV stream is ESME_RINVCMDLEN', () => {
    const base = encodePdu(createPdu('deliver_sm'));
    expect(decodeError(sized(base, h('0427 00'))).field).toBe('tlvs');
    expect(decodeError(sized(base, h('0427 0002 02'))).commandStatus).toBe(S.ESME_RINVCMDLEN);
    expect(decodeError(sized(h('00000000 00000015 00000000 00000001'), h('ffff'))).field).toBe(
      'tlvs',
    );
  });

  it('submit_multi: number_of_dests 0 and an unknown dest_flag', () => {
    const head = sized(h('00000000 00000021 00000000 00000001'), h('00 05 00'), a('RL\0'));
    expect(decodeError(sized(head, h('00'), Buffer.alloc(12))).commandStatus).toBe(
      S.ESME_RINVNUMDESTS,
    );
    expect(decodeError(sized(head, h('01 03'), Buffer.alloc(12))).commandStatus).toBe(
      S.ESME_RINVDESTFLAG,
    );
  });

  it('the message says which command and field failed', () => {
    const error = decodeError(sized(SUBMIT_HEADER, h('00 05 00'), a('RouteLab')));
    expect(error.message).toContain('submit_sm.source_addr');
    expect(error.message).toContain('ESME_RINVCMDLEN');
  });
});
