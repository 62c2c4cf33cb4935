import type { CommandName } from '../../protocol/command-id.js';
import { CommandStatus } from '../../protocol/command-status.js';
import { TlvTag } from '../../protocol/tlv-tag.js';
import { createPdu } from '../defaults.js';
import type { PduOf, Tlv } from '../pdu-types.js';

// Realistic values for every PDU, shared by the codec's unit, property and fuzz tests.

const latin1 = (text: string) => Buffer.from(text, 'latin1');
const bytes = (...values: number[]) => Buffer.from(values);
const tlv = (tag: number, value: Buffer): Tlv => ({ tag, value });

const routeLab = { source_addr_ton: 5, source_addr_npi: 0, source_addr: 'RouteLab' };
const handset = { dest_addr_ton: 1, dest_addr_npi: 1, destination_addr: '4915112345678' };
const bind = {
  system_id: 'smppclient1',
  password: 'password',
  system_type: 'SMPP',
  interface_version: 0x34,
  addr_ton: 1,
  addr_npi: 1,
  address_range: '^49',
};
const bindResp = {
  commandStatus: CommandStatus.ESME_ROK,
  system_id: 'RouteLabSMSC',
  tlvs: [tlv(TlvTag.sc_interface_version, bytes(0x34))],
};
const receiptText =
  'id:0123456789 sub:001 dlvrd:001 submit date:2611221514 done date:2611221515 stat:DELIVRD err:000 text:Hello';

export const SAMPLE_PDUS: { readonly [K in CommandName]: PduOf<K> } = {
  generic_nack: createPdu('generic_nack', {
    commandStatus: CommandStatus.ESME_RINVCMDID,
    sequenceNumber: 17,
  }),
  bind_receiver: createPdu('bind_receiver', { sequenceNumber: 1, ...bind }),
  bind_receiver_resp: createPdu('bind_receiver_resp', { sequenceNumber: 1, ...bindResp }),
  bind_transmitter: createPdu('bind_transmitter', { sequenceNumber: 1, ...bind }),
  bind_transmitter_resp: createPdu('bind_transmitter_resp', { sequenceNumber: 1, ...bindResp }),
  bind_transceiver: createPdu('bind_transceiver', { sequenceNumber: 1, ...bind }),
  bind_transceiver_resp: createPdu('bind_transceiver_resp', { sequenceNumber: 1, ...bindResp }),
  outbind: createPdu('outbind', {
    sequenceNumber: 2,
    system_id: 'RouteLabSMSC',
    password: 'secret',
  }),
  unbind: createPdu('unbind', { sequenceNumber: 99 }),
  unbind_resp: createPdu('unbind_resp', { sequenceNumber: 99 }),
  enquire_link: createPdu('enquire_link', { sequenceNumber: 0x7fffffff }),
  enquire_link_resp: createPdu('enquire_link_resp', { sequenceNumber: 0x7fffffff }),
  submit_sm: createPdu('submit_sm', {
    sequenceNumber: 3,
    service_type: 'CMT',
    ...routeLab,
    ...handset,
    esm_class: 0x40,
    validity_period: '000001000000000R',
    registered_delivery: 1,
    data_coding: 0x08,
    short_message: bytes(0x05, 0x00, 0x03, 0x2a, 0x02, 0x01, 0x04, 0x1f, 0x04, 0x40),
    tlvs: [tlv(TlvTag.user_message_reference, bytes(0x00, 0x07)), tlv(0x1401, latin1('vendor'))],
  }),
  submit_sm_resp: createPdu('submit_sm_resp', { sequenceNumber: 3, message_id: '0123456789' }),
  deliver_sm: createPdu('deliver_sm', {
    sequenceNumber: 4,
    source_addr_ton: 1,
    source_addr_npi: 1,
    source_addr: '4915112345678',
    dest_addr_ton: 5,
    dest_addr_npi: 0,
    destination_addr: 'RouteLab',
    esm_class: 0x04,
    short_message: latin1(receiptText),
    tlvs: [
      tlv(TlvTag.receipted_message_id, latin1('0123456789\0')),
      tlv(TlvTag.message_state, bytes(2)),
      tlv(TlvTag.network_error_code, bytes(3, 0, 0)),
    ],
  }),
  deliver_sm_resp: createPdu('deliver_sm_resp', { sequenceNumber: 4 }),
  submit_multi: createPdu('submit_multi', {
    sequenceNumber: 5,
    ...routeLab,
    dest_address: [
      { dest_flag: 1, dest_addr_ton: 1, dest_addr_npi: 1, destination_addr: '4915112345678' },
      { dest_flag: 2, dl_name: 'friends' },
    ],
    registered_delivery: 1,
    short_message: latin1('Hi all'),
  }),
  submit_multi_resp: createPdu('submit_multi_resp', {
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
  data_sm: createPdu('data_sm', {
    sequenceNumber: 6,
    ...routeLab,
    ...handset,
    registered_delivery: 1,
    data_coding: 0x08,
    tlvs: [
      tlv(
        TlvTag.message_payload,
        Buffer.from('\u041f\u0440\u0438\u0432\u0435\u0442', 'utf16le').swap16(),
      ),
    ],
  }),
  data_sm_resp: createPdu('data_sm_resp', { sequenceNumber: 6, message_id: 'd-77' }),
  query_sm: createPdu('query_sm', { sequenceNumber: 7, message_id: 'abc123', ...routeLab }),
  query_sm_resp: createPdu('query_sm_resp', {
    sequenceNumber: 7,
    message_id: 'abc123',
    final_date: '261122151500004+',
    message_state: 2,
    error_code: 0,
  }),
  cancel_sm: createPdu('cancel_sm', {
    sequenceNumber: 8,
    message_id: 'abc123',
    ...routeLab,
    ...handset,
  }),
  cancel_sm_resp: createPdu('cancel_sm_resp', { sequenceNumber: 8 }),
  replace_sm: createPdu('replace_sm', {
    sequenceNumber: 9,
    message_id: 'abc123',
    ...routeLab,
    validity_period: '261123151500004+',
    registered_delivery: 1,
    short_message: latin1('Updated text'),
  }),
  replace_sm_resp: createPdu('replace_sm_resp', { sequenceNumber: 9 }),
  alert_notification: createPdu('alert_notification', {
    sequenceNumber: 10,
    source_addr_ton: 1,
    source_addr_npi: 1,
    source_addr: '4915112345678',
    esme_addr_ton: 5,
    esme_addr_npi: 0,
    esme_addr: 'RouteLab',
    tlvs: [tlv(TlvTag.ms_availability_status, bytes(0))],
  }),
  broadcast_sm: createPdu('broadcast_sm', {
    sequenceNumber: 11,
    service_type: 'CBS',
    ...routeLab,
    priority_flag: 1,
    tlvs: [
      tlv(TlvTag.broadcast_area_identifier, bytes(0x00, 0x01, 0x02)),
      tlv(TlvTag.broadcast_content_type, bytes(0x01, 0x00, 0x00)),
      tlv(TlvTag.broadcast_rep_num, bytes(0x00, 0x01)),
      tlv(TlvTag.broadcast_frequency_interval, bytes(0x08, 0x00, 0x05)),
      tlv(TlvTag.message_payload, latin1('Storm warning')),
    ],
  }),
  broadcast_sm_resp: createPdu('broadcast_sm_resp', { sequenceNumber: 11, message_id: 'bc-1' }),
  query_broadcast_sm: createPdu('query_broadcast_sm', {
    sequenceNumber: 12,
    message_id: 'bc-1',
    ...routeLab,
    tlvs: [tlv(TlvTag.user_message_reference, bytes(0x00, 0x07))],
  }),
  query_broadcast_sm_resp: createPdu('query_broadcast_sm_resp', {
    sequenceNumber: 12,
    message_id: 'bc-1',
    tlvs: [
      tlv(TlvTag.message_state, bytes(1)),
      tlv(TlvTag.broadcast_area_identifier, bytes(0x00, 0x01, 0x02)),
      tlv(TlvTag.broadcast_area_success, bytes(50)),
    ],
  }),
  cancel_broadcast_sm: createPdu('cancel_broadcast_sm', {
    sequenceNumber: 13,
    service_type: 'CBS',
    message_id: 'bc-1',
    ...routeLab,
  }),
  cancel_broadcast_sm_resp: createPdu('cancel_broadcast_sm_resp', { sequenceNumber: 13 }),
};
