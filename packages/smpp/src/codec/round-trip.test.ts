import { describe, expect, it } from 'vitest';
import { CommandId, CommandStatus, type CommandName } from '../protocol/index.js';
import { createPdu, decodePdu, encodePdu, readHeader } from './index.js';
import { SAMPLE_PDUS } from './testing/sample-pdus.js';

const commands = Object.keys(CommandId) as CommandName[];
const h = (hex: string) => Buffer.from(hex.replace(/\s+/g, ''), 'hex');

describe('round trip of every PDU', () => {
  it('has a realistic sample for every command', () => {
    expect(Object.keys(SAMPLE_PDUS).sort()).toEqual([...commands].sort());
  });

  it.each(commands)('%s: decode(encode(pdu)) equals pdu, and the bytes survive', (command) => {
    const pdu = SAMPLE_PDUS[command];
    const frame = encodePdu(pdu);
    const header = readHeader(frame);
    expect(header).toEqual({
      commandLength: frame.length,
      commandId: CommandId[command],
      commandStatus: pdu.commandStatus,
      sequenceNumber: pdu.sequenceNumber,
    });
    const decoded = decodePdu(frame);
    expect(decoded).toEqual(pdu);
    expect(encodePdu(decoded).equals(frame)).toBe(true);
  });
});

describe('TLVs we do not know', () => {
  it('survive decode -> encode byte for byte, in order, repeated and empty', () => {
    const submit = encodePdu(createPdu('submit_sm', { destination_addr: '491511' }));
    const tlvs = h(`
      1400 0003 aabbcc
      0424 0000
      ffff 0001 00
      1400 0002 0102
      0210 0001 50`);
    const frame = Buffer.concat([submit, tlvs]);
    frame.writeUInt32BE(frame.length, 0);
    const decoded = decodePdu(frame);
    expect(decoded.tlvs.map((tlv) => tlv.tag)).toEqual([0x1400, 0x0424, 0xffff, 0x1400, 0x0210]);
    expect(decoded.tlvs[0]?.value).toEqual(h('aabbcc'));
    expect(decoded.tlvs[1]?.value.length).toBe(0);
    expect(encodePdu(decoded).equals(frame)).toBe(true);
  });

  it('are accepted on PDUs SMPP gives no optional part, and kept', () => {
    const frame = h('00000015 00000015 00000000 00000001 1234 0001 ff');
    const decoded = decodePdu(frame);
    expect(decoded.tlvs).toEqual([{ tag: 0x1234, value: h('ff') }]);
    expect(encodePdu(decoded).equals(frame)).toBe(true);
  });
});

describe('error responses', () => {
  it('send no body when there is nothing but the status to say', () => {
    const frame = encodePdu(
      createPdu('bind_transceiver_resp', {
        commandStatus: CommandStatus.ESME_RINVPASWD,
        sequenceNumber: 1,
      }),
    );
    expect(frame.length).toBe(16);
  });

  it('keep the body when a field or TLV is set', () => {
    const withId = createPdu('submit_sm_resp', {
      commandStatus: CommandStatus.ESME_RSUBMITFAIL,
      message_id: 'x1',
    });
    expect(decodePdu(encodePdu(withId))).toEqual(withId);
    const withTlv = createPdu('submit_sm_resp', {
      commandStatus: CommandStatus.ESME_RSUBMITFAIL,
      tlvs: [{ tag: 0x001d, value: Buffer.from('queue full\0') }],
    });
    expect(decodePdu(encodePdu(withTlv))).toEqual(withTlv);
  });

  it('decode from a bare header, on success too (some SMSCs send deliver_sm_resp so)', () => {
    expect(decodePdu(h('00000010 80000004 00000045 00000009'))).toEqual(
      createPdu('submit_sm_resp', {
        commandStatus: CommandStatus.ESME_RSUBMITFAIL,
        sequenceNumber: 9,
      }),
    );
    expect(decodePdu(h('00000010 80000005 00000000 00000009'))).toEqual(
      createPdu('deliver_sm_resp', { sequenceNumber: 9 }),
    );
  });
});

describe('decoded buffers', () => {
  it('are views of the frame, not copies', () => {
    const frame = encodePdu(SAMPLE_PDUS.submit_sm);
    const decoded = decodePdu(frame);
    if (decoded.command !== 'submit_sm') throw new Error('expected submit_sm');
    expect(decoded.short_message.buffer).toBe(frame.buffer);
    expect(decoded.tlvs[0]?.value.buffer).toBe(frame.buffer);
  });
});

describe('createPdu', () => {
  it('fills every field with its neutral value', () => {
    expect(createPdu('query_sm')).toEqual({
      command: 'query_sm',
      commandStatus: 0,
      sequenceNumber: 0,
      message_id: '',
      source_addr_ton: 0,
      source_addr_npi: 0,
      source_addr: '',
      tlvs: [],
    });
  });
});
