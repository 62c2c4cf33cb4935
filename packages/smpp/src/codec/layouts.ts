import { CommandStatus as S } from '../protocol/command-status.js';
import type { CommandName } from '../protocol/command-id.js';

/**
 * The mandatory body of every PDU as an ordered list of fields, straight from the spec tables.
 * The encoder, the defaults and the PDU types are driven by these lists; the decoders
 * (body-decoders.ts) are written out per PDU for speed and read the same FIELD entries.
 * `max` counts characters without the NUL terminator (spec "Var. max 21" -> 20). `status` is the
 * command_status for a bad value in that field; fields SMPP gives no status of their own use
 * ESME_RINVCMDLEN, as for any other malformed body.
 */
export type FieldLayout =
  | { readonly name: string; readonly kind: 'u8'; readonly status: number }
  | {
      readonly name: string;
      readonly kind: 'cstring';
      readonly max: number;
      readonly status: number;
    }
  | { readonly name: string; readonly kind: 'time'; readonly status: number }
  | { readonly name: 'short_message'; readonly kind: 'short_message' }
  | { readonly name: 'dest_address'; readonly kind: 'dest_address' }
  | { readonly name: 'unsuccess_sme'; readonly kind: 'unsuccess_sme' };

const u8 = <N extends string>(name: N, status: number = S.ESME_RINVCMDLEN) =>
  ({ name, kind: 'u8', status }) as const;
const cstr = <N extends string>(name: N, max: number, status: number = S.ESME_RINVCMDLEN) =>
  ({ name, kind: 'cstring', max, status }) as const;
/** SMPP absolute/relative time: empty or exactly 16 characters. */
const time = <N extends string>(name: N, status: number) =>
  ({ name, kind: 'time', status }) as const;

/** Limits also used outside the field table (address lists, sm_length, time fields). */
export const ADDRESS_MAX = 20;
export const MAX_SHORT_MESSAGE = 254;
export const MAX_DESTINATIONS = 254;
export const TIME_LENGTH = 16;

/** Every mandatory field, keyed by a name unique across PDUs (the wire name where possible). */
export const FIELD = {
  service_type: cstr('service_type', 5, S.ESME_RINVSERTYP),
  source_addr_ton: u8('source_addr_ton', S.ESME_RINVSRCTON),
  source_addr_npi: u8('source_addr_npi', S.ESME_RINVSRCNPI),
  source_addr: cstr('source_addr', ADDRESS_MAX, S.ESME_RINVSRCADR),
  dest_addr_ton: u8('dest_addr_ton', S.ESME_RINVDSTTON),
  dest_addr_npi: u8('dest_addr_npi', S.ESME_RINVDSTNPI),
  destination_addr: cstr('destination_addr', ADDRESS_MAX, S.ESME_RINVDSTADR),
  message_id: cstr('message_id', 64, S.ESME_RINVMSGID),
  esm_class: u8('esm_class', S.ESME_RINVESMCLASS),
  protocol_id: u8('protocol_id'),
  priority_flag: u8('priority_flag', S.ESME_RINVPRTFLG),
  schedule_delivery_time: time('schedule_delivery_time', S.ESME_RINVSCHED),
  validity_period: time('validity_period', S.ESME_RINVEXPIRY),
  registered_delivery: u8('registered_delivery', S.ESME_RINVREGDLVFLG),
  replace_if_present_flag: u8('replace_if_present_flag', S.ESME_RINVREPFLAG),
  data_coding: u8('data_coding', S.ESME_RINVDCS),
  sm_default_msg_id: u8('sm_default_msg_id', S.ESME_RINVDFTMSGID),
  short_message: { name: 'short_message', kind: 'short_message' },
  dest_address: { name: 'dest_address', kind: 'dest_address' },
  unsuccess_sme: { name: 'unsuccess_sme', kind: 'unsuccess_sme' },
  system_id: cstr('system_id', 15, S.ESME_RINVSYSID),
  password: cstr('password', 8, S.ESME_RINVPASWD),
  system_type: cstr('system_type', 12, S.ESME_RINVSYSTYP),
  interface_version: u8('interface_version', S.ESME_RBINDFAIL),
  addr_ton: u8('addr_ton', S.ESME_RBINDFAIL),
  addr_npi: u8('addr_npi', S.ESME_RBINDFAIL),
  address_range: cstr('address_range', 40, S.ESME_RBINDFAIL),
  // data_sm and alert_notification allow 64-character addresses.
  long_source_addr: cstr('source_addr', 64, S.ESME_RINVSRCADR),
  long_destination_addr: cstr('destination_addr', 64, S.ESME_RINVDSTADR),
  esme_addr_ton: u8('esme_addr_ton', S.ESME_RINVDSTTON),
  esme_addr_npi: u8('esme_addr_npi', S.ESME_RINVDSTNPI),
  esme_addr: cstr('esme_addr', 64, S.ESME_RINVDSTADR),
  final_date: time('final_date', S.ESME_RQUERYFAIL),
  message_state: u8('message_state'),
  error_code: u8('error_code'),
} as const;

const F = FIELD;
const bind = [
  F.system_id,
  F.password,
  F.system_type,
  F.interface_version,
  F.addr_ton,
  F.addr_npi,
  F.address_range,
] as const;
const bindResp = [F.system_id] as const;
const messageIdOnly = [F.message_id] as const;
const empty = [] as const;

const shortMessageSm = [
  F.service_type,
  F.source_addr_ton,
  F.source_addr_npi,
  F.source_addr,
  F.dest_addr_ton,
  F.dest_addr_npi,
  F.destination_addr,
  F.esm_class,
  F.protocol_id,
  F.priority_flag,
  F.schedule_delivery_time,
  F.validity_period,
  F.registered_delivery,
  F.replace_if_present_flag,
  F.data_coding,
  F.sm_default_msg_id,
  F.short_message,
] as const;

export const PDU_LAYOUTS = {
  generic_nack: empty,
  bind_receiver: bind,
  bind_receiver_resp: bindResp,
  bind_transmitter: bind,
  bind_transmitter_resp: bindResp,
  bind_transceiver: bind,
  bind_transceiver_resp: bindResp,
  outbind: [F.system_id, F.password],
  unbind: empty,
  unbind_resp: empty,
  enquire_link: empty,
  enquire_link_resp: empty,
  submit_sm: shortMessageSm,
  submit_sm_resp: messageIdOnly,
  deliver_sm: shortMessageSm,
  deliver_sm_resp: messageIdOnly,
  submit_multi: [
    F.service_type,
    F.source_addr_ton,
    F.source_addr_npi,
    F.source_addr,
    F.dest_address,
    F.esm_class,
    F.protocol_id,
    F.priority_flag,
    F.schedule_delivery_time,
    F.validity_period,
    F.registered_delivery,
    F.replace_if_present_flag,
    F.data_coding,
    F.sm_default_msg_id,
    F.short_message,
  ],
  submit_multi_resp: [F.message_id, F.unsuccess_sme],
  data_sm: [
    F.service_type,
    F.source_addr_ton,
    F.source_addr_npi,
    F.long_source_addr,
    F.dest_addr_ton,
    F.dest_addr_npi,
    F.long_destination_addr,
    F.esm_class,
    F.registered_delivery,
    F.data_coding,
  ],
  data_sm_resp: messageIdOnly,
  query_sm: [F.message_id, F.source_addr_ton, F.source_addr_npi, F.source_addr],
  query_sm_resp: [F.message_id, F.final_date, F.message_state, F.error_code],
  cancel_sm: [
    F.service_type,
    F.message_id,
    F.source_addr_ton,
    F.source_addr_npi,
    F.source_addr,
    F.dest_addr_ton,
    F.dest_addr_npi,
    F.destination_addr,
  ],
  cancel_sm_resp: empty,
  replace_sm: [
    F.message_id,
    F.source_addr_ton,
    F.source_addr_npi,
    F.source_addr,
    F.schedule_delivery_time,
    F.validity_period,
    F.registered_delivery,
    F.sm_default_msg_id,
    F.short_message,
  ],
  replace_sm_resp: empty,
  alert_notification: [
    F.source_addr_ton,
    F.source_addr_npi,
    F.long_source_addr,
    F.esme_addr_ton,
    F.esme_addr_npi,
    F.esme_addr,
  ],
  broadcast_sm: [
    F.service_type,
    F.source_addr_ton,
    F.source_addr_npi,
    F.source_addr,
    F.message_id,
    F.priority_flag,
    F.schedule_delivery_time,
    F.validity_period,
    F.replace_if_present_flag,
    F.data_coding,
    F.sm_default_msg_id,
  ],
  broadcast_sm_resp: messageIdOnly,
  query_broadcast_sm: [F.message_id, F.source_addr_ton, F.source_addr_npi, F.source_addr],
  query_broadcast_sm_resp: messageIdOnly,
  cancel_broadcast_sm: [
    F.service_type,
    F.message_id,
    F.source_addr_ton,
    F.source_addr_npi,
    F.source_addr,
  ],
  cancel_broadcast_sm_resp: empty,
} as const satisfies Record<CommandName, readonly FieldLayout[]>;

export type PduLayouts = typeof PDU_LAYOUTS;
