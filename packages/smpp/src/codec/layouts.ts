import { CommandStatus as S } from '../protocol/command-status.js';
import type { CommandName } from '../protocol/command-id.js';

/**
 * The mandatory body of every PDU as an ordered list of fields, straight from the spec tables.
 * Encoder, decoder, defaults and the PDU types are all driven by these lists, so they cannot
 * disagree. `max` counts characters without the NUL terminator (spec "Var. max 21" -> 20).
 * `status` is the command_status for a bad value in that field.
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
const shortMessage = { name: 'short_message', kind: 'short_message' } as const;

/** Limits shared with the submit_multi address lists. */
export const ADDRESS_MAX = 20;
export const MAX_SHORT_MESSAGE = 254;
export const MAX_DESTINATIONS = 254;
export const TIME_LENGTH = 16;

const serviceType = cstr('service_type', 5, S.ESME_RINVSERTYP);
const sourceTon = u8('source_addr_ton', S.ESME_RINVSRCTON);
const sourceNpi = u8('source_addr_npi', S.ESME_RINVSRCNPI);
const sourceAddr = cstr('source_addr', ADDRESS_MAX, S.ESME_RINVSRCADR);
const destTon = u8('dest_addr_ton', S.ESME_RINVDSTTON);
const destNpi = u8('dest_addr_npi', S.ESME_RINVDSTNPI);
const destinationAddr = cstr('destination_addr', ADDRESS_MAX, S.ESME_RINVDSTADR);
const messageId = cstr('message_id', 64, S.ESME_RINVMSGID);
const esmClass = u8('esm_class', S.ESME_RINVESMCLASS);
const protocolId = u8('protocol_id');
const priorityFlag = u8('priority_flag', S.ESME_RINVPRTFLG);
const scheduleTime = time('schedule_delivery_time', S.ESME_RINVSCHED);
const validityPeriod = time('validity_period', S.ESME_RINVEXPIRY);
const registeredDelivery = u8('registered_delivery', S.ESME_RINVREGDLVFLG);
const replaceIfPresent = u8('replace_if_present_flag', S.ESME_RINVREPFLAG);
const dataCoding = u8('data_coding', S.ESME_RINVDCS);
const defaultMsgId = u8('sm_default_msg_id', S.ESME_RINVDFTMSGID);
const systemId = cstr('system_id', 15, S.ESME_RINVSYSID);
const password = cstr('password', 8, S.ESME_RINVPASWD);

const bind = [
  systemId,
  password,
  cstr('system_type', 12, S.ESME_RINVSYSTYP),
  u8('interface_version', S.ESME_RBINDFAIL),
  u8('addr_ton', S.ESME_RBINDFAIL),
  u8('addr_npi', S.ESME_RBINDFAIL),
  cstr('address_range', 40, S.ESME_RBINDFAIL),
] as const;
const bindResp = [systemId] as const;
const messageIdOnly = [messageId] as const;
const empty = [] as const;

const shortMessageSm = [
  serviceType,
  sourceTon,
  sourceNpi,
  sourceAddr,
  destTon,
  destNpi,
  destinationAddr,
  esmClass,
  protocolId,
  priorityFlag,
  scheduleTime,
  validityPeriod,
  registeredDelivery,
  replaceIfPresent,
  dataCoding,
  defaultMsgId,
  shortMessage,
] as const;

export const PDU_LAYOUTS = {
  generic_nack: empty,
  bind_receiver: bind,
  bind_receiver_resp: bindResp,
  bind_transmitter: bind,
  bind_transmitter_resp: bindResp,
  bind_transceiver: bind,
  bind_transceiver_resp: bindResp,
  outbind: [systemId, password],
  unbind: empty,
  unbind_resp: empty,
  enquire_link: empty,
  enquire_link_resp: empty,
  submit_sm: shortMessageSm,
  submit_sm_resp: messageIdOnly,
  deliver_sm: shortMessageSm,
  deliver_sm_resp: messageIdOnly,
  submit_multi: [
    serviceType,
    sourceTon,
    sourceNpi,
    sourceAddr,
    { name: 'dest_address', kind: 'dest_address' },
    esmClass,
    protocolId,
    priorityFlag,
    scheduleTime,
    validityPeriod,
    registeredDelivery,
    replaceIfPresent,
    dataCoding,
    defaultMsgId,
    shortMessage,
  ],
  submit_multi_resp: [messageId, { name: 'unsuccess_sme', kind: 'unsuccess_sme' }],
  data_sm: [
    serviceType,
    sourceTon,
    sourceNpi,
    cstr('source_addr', 64, S.ESME_RINVSRCADR),
    destTon,
    destNpi,
    cstr('destination_addr', 64, S.ESME_RINVDSTADR),
    esmClass,
    registeredDelivery,
    dataCoding,
  ],
  data_sm_resp: messageIdOnly,
  query_sm: [messageId, sourceTon, sourceNpi, sourceAddr],
  query_sm_resp: [
    messageId,
    time('final_date', S.ESME_RQUERYFAIL),
    u8('message_state'),
    u8('error_code'),
  ],
  cancel_sm: [
    serviceType,
    messageId,
    sourceTon,
    sourceNpi,
    sourceAddr,
    destTon,
    destNpi,
    destinationAddr,
  ],
  cancel_sm_resp: empty,
  replace_sm: [
    messageId,
    sourceTon,
    sourceNpi,
    sourceAddr,
    scheduleTime,
    validityPeriod,
    registeredDelivery,
    defaultMsgId,
    shortMessage,
  ],
  replace_sm_resp: empty,
  alert_notification: [
    sourceTon,
    sourceNpi,
    cstr('source_addr', 64, S.ESME_RINVSRCADR),
    u8('esme_addr_ton', S.ESME_RINVDSTTON),
    u8('esme_addr_npi', S.ESME_RINVDSTNPI),
    cstr('esme_addr', 64, S.ESME_RINVDSTADR),
  ],
  broadcast_sm: [
    serviceType,
    sourceTon,
    sourceNpi,
    sourceAddr,
    messageId,
    priorityFlag,
    scheduleTime,
    validityPeriod,
    replaceIfPresent,
    dataCoding,
    defaultMsgId,
  ],
  broadcast_sm_resp: messageIdOnly,
  query_broadcast_sm: [messageId, sourceTon, sourceNpi, sourceAddr],
  query_broadcast_sm_resp: messageIdOnly,
  cancel_broadcast_sm: [serviceType, messageId, sourceTon, sourceNpi, sourceAddr],
  cancel_broadcast_sm_resp: empty,
} as const satisfies Record<CommandName, readonly FieldLayout[]>;

export type PduLayouts = typeof PDU_LAYOUTS;
