import { describe, expect, it } from 'vitest';
import { CommandStatus, TlvTag } from '../protocol/index.js';
import { createPdu, decodePdu, encodePdu, type Pdu } from './index.js';

// Frames derived by hand from the SMPP 3.4 / 5.0 PDU tables, written as hex (structure) and
// quoted text (C-strings and messages), independent of the encoder under test.
const h = (hex: string) => Buffer.from(hex.replace(/\s+/g, ''), 'hex');
const a = (text: string) => Buffer.from(text, 'latin1');
const frame = (...parts: Buffer[]) => Buffer.concat(parts);

const RECEIPT =
  'id:42 sub:001 dlvrd:001 submit date:2611221514 done date:2611221515 stat:DELIVRD err:000 text:Hi';

const vectors: { name: string; pdu: Pdu; bytes: Buffer }[] = [
  {
    name: 'enquire_link',
    pdu: createPdu('enquire_link', { sequenceNumber: 7 }),
    bytes: h('00000010 00000015 00000000 00000007'),
  },
  {
    name: 'enquire_link_resp',
    pdu: createPdu('enquire_link_resp', { sequenceNumber: 7 }),
    bytes: h('00000010 80000015 00000000 00000007'),
  },
  {
    name: 'generic_nack (ESME_RINVCMDID)',
    pdu: createPdu('generic_nack', {
      commandStatus: CommandStatus.ESME_RINVCMDID,
      sequenceNumber: 17,
    }),
    bytes: h('00000010 80000000 00000003 00000011'),
  },
  {
    name: 'bind_transmitter',
    pdu: createPdu('bind_transmitter', {
      sequenceNumber: 1,
      system_id: 'smppclient1',
      password: 'password',
      interface_version: 0x34,
    }),
    bytes: frame(
      h('0000002a 00000002 00000000 00000001'),
      a('smppclient1\0password\0\0'),
      h('34 00 00 00'),
    ),
  },
  {
    name: 'bind_transceiver_resp with sc_interface_version',
    pdu: createPdu('bind_transceiver_resp', {
      sequenceNumber: 1,
      system_id: 'RouteLabSMSC',
      tlvs: [{ tag: TlvTag.sc_interface_version, value: h('34') }],
    }),
    bytes: frame(h('00000022 80000009 00000000 00000001'), a('RouteLabSMSC\0'), h('0210 0001 34')),
  },
  {
    name: 'submit_sm with SAR and user_message_reference TLVs',
    pdu: createPdu('submit_sm', {
      sequenceNumber: 3,
      source_addr_ton: 5,
      source_addr: 'RouteLab',
      dest_addr_ton: 1,
      dest_addr_npi: 1,
      destination_addr: '4915112345678',
      registered_delivery: 1,
      short_message: a('Hello'),
      tlvs: [
        { tag: TlvTag.user_message_reference, value: h('0007') },
        { tag: TlvTag.sar_msg_ref_num, value: h('002a') },
        { tag: TlvTag.sar_total_segments, value: h('02') },
        { tag: TlvTag.sar_segment_seqnum, value: h('01') },
      ],
    }),
    bytes: frame(
      h('00000051 00000004 00000000 00000003'),
      h('00 05 00'),
      a('RouteLab\0'),
      h('01 01'),
      a('4915112345678\0'),
      h('00 00 00 00 00 01 00 00 00 05'),
      a('Hello'),
      h('0204 0002 0007  020c 0002 002a  020e 0001 02  020f 0001 01'),
    ),
  },
  {
    name: 'submit_sm_resp',
    pdu: createPdu('submit_sm_resp', { sequenceNumber: 3, message_id: 'abc' }),
    bytes: frame(h('00000014 80000004 00000000 00000003'), a('abc\0')),
  },
  {
    name: 'submit_sm_resp with an error status and no body (SMPP 3.4 4.4.2)',
    pdu: createPdu('submit_sm_resp', {
      sequenceNumber: 3,
      commandStatus: CommandStatus.ESME_RTHROTTLED,
    }),
    bytes: h('00000010 80000004 00000058 00000003'),
  },
  {
    name: 'deliver_sm delivery receipt',
    pdu: createPdu('deliver_sm', {
      sequenceNumber: 4,
      source_addr_ton: 1,
      source_addr_npi: 1,
      source_addr: '4915112345678',
      dest_addr_ton: 5,
      destination_addr: 'RouteLab',
      esm_class: 0x04,
      short_message: a(RECEIPT),
      tlvs: [
        { tag: TlvTag.receipted_message_id, value: a('42\0') },
        { tag: TlvTag.message_state, value: h('02') },
        { tag: TlvTag.network_error_code, value: h('030000') },
      ],
    }),
    bytes: frame(
      h('000000a9 00000005 00000000 00000004'),
      h('00 01 01'),
      a('4915112345678\0'),
      h('05 00'),
      a('RouteLab\0'),
      h('04 00 00 00 00 00 00 00 00 60'),
      a(RECEIPT),
      h('001e 0003'),
      a('42\0'),
      h('0427 0001 02  0423 0003 030000'),
    ),
  },
  {
    name: 'submit_multi to an SME address and a distribution list',
    pdu: createPdu('submit_multi', {
      sequenceNumber: 5,
      source_addr_ton: 5,
      source_addr: 'RouteLab',
      dest_address: [
        { dest_flag: 1, dest_addr_ton: 1, dest_addr_npi: 1, destination_addr: '4915112345678' },
        { dest_flag: 2, dl_name: 'friends' },
      ],
      registered_delivery: 1,
      short_message: a('Hi all'),
    }),
    bytes: frame(
      h('00000047 00000021 00000000 00000005'),
      h('00 05 00'),
      a('RouteLab\0'),
      h('02  01 01 01'),
      a('4915112345678\0'),
      h('02'),
      a('friends\0'),
      h('00 00 00 00 00 01 00 00 00 06'),
      a('Hi all'),
    ),
  },
  {
    name: 'submit_multi_resp with one unsuccessful destination',
    pdu: createPdu('submit_multi_resp', {
      sequenceNumber: 5,
      message_id: 'mm-42',
      unsuccess_sme: [
        {
          dest_addr_ton: 1,
          dest_addr_npi: 1,
          destination_addr: '4915100000000',
          error_status_code: CommandStatus.ESME_RINVDSTADR,
        },
      ],
    }),
    bytes: frame(
      h('0000002b 80000021 00000000 00000005'),
      a('mm-42\0'),
      h('01 01 01'),
      a('4915100000000\0'),
      h('0000000b'),
    ),
  },
  {
    name: 'data_sm with a UCS2 message_payload',
    pdu: createPdu('data_sm', {
      sequenceNumber: 6,
      source_addr_ton: 5,
      source_addr: 'RouteLab',
      dest_addr_ton: 1,
      dest_addr_npi: 1,
      destination_addr: '4915112345678',
      registered_delivery: 1,
      data_coding: 0x08,
      tlvs: [{ tag: TlvTag.message_payload, value: h('041f 0440 0438 0432 0435 0442') }],
    }),
    bytes: frame(
      h('0000003f 00000103 00000000 00000006'),
      h('00 05 00'),
      a('RouteLab\0'),
      h('01 01'),
      a('4915112345678\0'),
      h('00 01 08'),
      h('0424 000c 041f 0440 0438 0432 0435 0442'),
    ),
  },
  {
    name: 'query_sm_resp',
    pdu: createPdu('query_sm_resp', {
      sequenceNumber: 7,
      message_id: 'abc123',
      final_date: '261122151500004+',
      message_state: 2,
    }),
    bytes: frame(
      h('0000002a 80000003 00000000 00000007'),
      a('abc123\0'),
      a('261122151500004+\0'),
      h('02 00'),
    ),
  },
  {
    name: 'cancel_sm',
    pdu: createPdu('cancel_sm', {
      sequenceNumber: 8,
      message_id: 'abc123',
      source_addr_ton: 5,
      source_addr: 'RouteLab',
      dest_addr_ton: 1,
      dest_addr_npi: 1,
      destination_addr: '4915112345678',
    }),
    bytes: frame(
      h('00000033 00000008 00000000 00000008'),
      h('00'),
      a('abc123\0'),
      h('05 00'),
      a('RouteLab\0'),
      h('01 01'),
      a('4915112345678\0'),
    ),
  },
  {
    name: 'alert_notification with ms_availability_status',
    pdu: createPdu('alert_notification', {
      sequenceNumber: 10,
      source_addr_ton: 1,
      source_addr_npi: 1,
      source_addr: '4915112345678',
      esme_addr_ton: 5,
      esme_addr: 'RouteLab',
      tlvs: [{ tag: TlvTag.ms_availability_status, value: h('00') }],
    }),
    bytes: frame(
      h('00000030 00000102 00000000 0000000a'),
      h('01 01'),
      a('4915112345678\0'),
      h('05 00'),
      a('RouteLab\0'),
      h('0422 0001 00'),
    ),
  },
];

describe('golden vectors', () => {
  it.each(vectors)('$name encodes byte for byte', ({ pdu, bytes }) => {
    expect(encodePdu(pdu).toString('hex')).toBe(bytes.toString('hex'));
  });

  it.each(vectors)('$name decodes to the same PDU', ({ pdu, bytes }) => {
    expect(decodePdu(bytes)).toEqual(pdu);
  });
});
