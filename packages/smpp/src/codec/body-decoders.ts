import type { CommandName } from '../protocol/command-id.js';
import type { PduHeader } from './errors.js';
import { FIELD as F } from './layouts.js';
import { readDestAddresses, readUnsuccessSmes } from './multi-address.js';
import type { Pdu, PduOf } from './pdu-types.js';
import type { PduReader } from './pdu-reader.js';

// One decoder per body layout, written as object literals in spec order: V8 then builds every
// PDU of a kind with one hidden class, several times faster than filling an object field by
// field from the layout table. Round-trip tests hold these in step with layouts.ts.

type Decoder = (r: PduReader, h: PduHeader) => Pdu;
type Of<K extends CommandName> = PduOf<K>;

type EmptyBody =
  | 'generic_nack'
  | 'unbind'
  | 'unbind_resp'
  | 'enquire_link'
  | 'enquire_link_resp'
  | 'cancel_sm_resp'
  | 'replace_sm_resp'
  | 'cancel_broadcast_sm_resp';
const emptyBody =
  (command: EmptyBody) =>
  (r: PduReader, h: PduHeader): Of<EmptyBody> => ({
    command,
    commandStatus: h.commandStatus,
    sequenceNumber: h.sequenceNumber,
    tlvs: r.tlvs(),
  });

type Bind = 'bind_transmitter' | 'bind_receiver' | 'bind_transceiver';
const bind =
  (command: Bind) =>
  (r: PduReader, h: PduHeader): Of<Bind> => ({
    command,
    commandStatus: h.commandStatus,
    sequenceNumber: h.sequenceNumber,
    system_id: r.text(F.system_id),
    password: r.text(F.password),
    system_type: r.text(F.system_type),
    interface_version: r.byte(F.interface_version),
    addr_ton: r.byte(F.addr_ton),
    addr_npi: r.byte(F.addr_npi),
    address_range: r.text(F.address_range),
    tlvs: r.tlvs(),
  });

type BindResp = `${Bind}_resp`;
const bindResp =
  (command: BindResp) =>
  (r: PduReader, h: PduHeader): Of<BindResp> => ({
    command,
    commandStatus: h.commandStatus,
    sequenceNumber: h.sequenceNumber,
    system_id: r.text(F.system_id),
    tlvs: r.tlvs(),
  });

type MessageIdOnly =
  | 'submit_sm_resp'
  | 'deliver_sm_resp'
  | 'data_sm_resp'
  | 'broadcast_sm_resp'
  | 'query_broadcast_sm_resp';
const messageIdOnly =
  (command: MessageIdOnly) =>
  (r: PduReader, h: PduHeader): Of<MessageIdOnly> => ({
    command,
    commandStatus: h.commandStatus,
    sequenceNumber: h.sequenceNumber,
    message_id: r.text(F.message_id),
    tlvs: r.tlvs(),
  });

type ShortMessageSm = 'submit_sm' | 'deliver_sm';
const shortMessageSm =
  (command: ShortMessageSm) =>
  (r: PduReader, h: PduHeader): Of<ShortMessageSm> => ({
    command,
    commandStatus: h.commandStatus,
    sequenceNumber: h.sequenceNumber,
    service_type: r.text(F.service_type),
    source_addr_ton: r.byte(F.source_addr_ton),
    source_addr_npi: r.byte(F.source_addr_npi),
    source_addr: r.text(F.source_addr),
    dest_addr_ton: r.byte(F.dest_addr_ton),
    dest_addr_npi: r.byte(F.dest_addr_npi),
    destination_addr: r.text(F.destination_addr),
    esm_class: r.byte(F.esm_class),
    protocol_id: r.byte(F.protocol_id),
    priority_flag: r.byte(F.priority_flag),
    schedule_delivery_time: r.time(F.schedule_delivery_time),
    validity_period: r.time(F.validity_period),
    registered_delivery: r.byte(F.registered_delivery),
    replace_if_present_flag: r.byte(F.replace_if_present_flag),
    data_coding: r.byte(F.data_coding),
    sm_default_msg_id: r.byte(F.sm_default_msg_id),
    short_message: r.shortMessage(),
    tlvs: r.tlvs(),
  });

type QueryByMessageId = 'query_sm' | 'query_broadcast_sm';
const queryByMessageId =
  (command: QueryByMessageId) =>
  (r: PduReader, h: PduHeader): Of<QueryByMessageId> => ({
    command,
    commandStatus: h.commandStatus,
    sequenceNumber: h.sequenceNumber,
    message_id: r.text(F.message_id),
    source_addr_ton: r.byte(F.source_addr_ton),
    source_addr_npi: r.byte(F.source_addr_npi),
    source_addr: r.text(F.source_addr),
    tlvs: r.tlvs(),
  });

const submitMulti = (r: PduReader, h: PduHeader): Of<'submit_multi'> => ({
  command: 'submit_multi',
  commandStatus: h.commandStatus,
  sequenceNumber: h.sequenceNumber,
  service_type: r.text(F.service_type),
  source_addr_ton: r.byte(F.source_addr_ton),
  source_addr_npi: r.byte(F.source_addr_npi),
  source_addr: r.text(F.source_addr),
  dest_address: readDestAddresses(r),
  esm_class: r.byte(F.esm_class),
  protocol_id: r.byte(F.protocol_id),
  priority_flag: r.byte(F.priority_flag),
  schedule_delivery_time: r.time(F.schedule_delivery_time),
  validity_period: r.time(F.validity_period),
  registered_delivery: r.byte(F.registered_delivery),
  replace_if_present_flag: r.byte(F.replace_if_present_flag),
  data_coding: r.byte(F.data_coding),
  sm_default_msg_id: r.byte(F.sm_default_msg_id),
  short_message: r.shortMessage(),
  tlvs: r.tlvs(),
});

const submitMultiResp = (r: PduReader, h: PduHeader): Of<'submit_multi_resp'> => ({
  command: 'submit_multi_resp',
  commandStatus: h.commandStatus,
  sequenceNumber: h.sequenceNumber,
  message_id: r.text(F.message_id),
  unsuccess_sme: readUnsuccessSmes(r),
  tlvs: r.tlvs(),
});

const dataSm = (r: PduReader, h: PduHeader): Of<'data_sm'> => ({
  command: 'data_sm',
  commandStatus: h.commandStatus,
  sequenceNumber: h.sequenceNumber,
  service_type: r.text(F.service_type),
  source_addr_ton: r.byte(F.source_addr_ton),
  source_addr_npi: r.byte(F.source_addr_npi),
  source_addr: r.text(F.long_source_addr),
  dest_addr_ton: r.byte(F.dest_addr_ton),
  dest_addr_npi: r.byte(F.dest_addr_npi),
  destination_addr: r.text(F.long_destination_addr),
  esm_class: r.byte(F.esm_class),
  registered_delivery: r.byte(F.registered_delivery),
  data_coding: r.byte(F.data_coding),
  tlvs: r.tlvs(),
});

const querySmResp = (r: PduReader, h: PduHeader): Of<'query_sm_resp'> => ({
  command: 'query_sm_resp',
  commandStatus: h.commandStatus,
  sequenceNumber: h.sequenceNumber,
  message_id: r.text(F.message_id),
  final_date: r.time(F.final_date),
  message_state: r.byte(F.message_state),
  error_code: r.byte(F.error_code),
  tlvs: r.tlvs(),
});

const cancelSm = (r: PduReader, h: PduHeader): Of<'cancel_sm'> => ({
  command: 'cancel_sm',
  commandStatus: h.commandStatus,
  sequenceNumber: h.sequenceNumber,
  service_type: r.text(F.service_type),
  message_id: r.text(F.message_id),
  source_addr_ton: r.byte(F.source_addr_ton),
  source_addr_npi: r.byte(F.source_addr_npi),
  source_addr: r.text(F.source_addr),
  dest_addr_ton: r.byte(F.dest_addr_ton),
  dest_addr_npi: r.byte(F.dest_addr_npi),
  destination_addr: r.text(F.destination_addr),
  tlvs: r.tlvs(),
});

const replaceSm = (r: PduReader, h: PduHeader): Of<'replace_sm'> => ({
  command: 'replace_sm',
  commandStatus: h.commandStatus,
  sequenceNumber: h.sequenceNumber,
  message_id: r.text(F.message_id),
  source_addr_ton: r.byte(F.source_addr_ton),
  source_addr_npi: r.byte(F.source_addr_npi),
  source_addr: r.text(F.source_addr),
  schedule_delivery_time: r.time(F.schedule_delivery_time),
  validity_period: r.time(F.validity_period),
  registered_delivery: r.byte(F.registered_delivery),
  sm_default_msg_id: r.byte(F.sm_default_msg_id),
  short_message: r.shortMessage(),
  tlvs: r.tlvs(),
});

const outbind = (r: PduReader, h: PduHeader): Of<'outbind'> => ({
  command: 'outbind',
  commandStatus: h.commandStatus,
  sequenceNumber: h.sequenceNumber,
  system_id: r.text(F.system_id),
  password: r.text(F.password),
  tlvs: r.tlvs(),
});

const alertNotification = (r: PduReader, h: PduHeader): Of<'alert_notification'> => ({
  command: 'alert_notification',
  commandStatus: h.commandStatus,
  sequenceNumber: h.sequenceNumber,
  source_addr_ton: r.byte(F.source_addr_ton),
  source_addr_npi: r.byte(F.source_addr_npi),
  source_addr: r.text(F.long_source_addr),
  esme_addr_ton: r.byte(F.esme_addr_ton),
  esme_addr_npi: r.byte(F.esme_addr_npi),
  esme_addr: r.text(F.esme_addr),
  tlvs: r.tlvs(),
});

const broadcastSm = (r: PduReader, h: PduHeader): Of<'broadcast_sm'> => ({
  command: 'broadcast_sm',
  commandStatus: h.commandStatus,
  sequenceNumber: h.sequenceNumber,
  service_type: r.text(F.service_type),
  source_addr_ton: r.byte(F.source_addr_ton),
  source_addr_npi: r.byte(F.source_addr_npi),
  source_addr: r.text(F.source_addr),
  message_id: r.text(F.message_id),
  priority_flag: r.byte(F.priority_flag),
  schedule_delivery_time: r.time(F.schedule_delivery_time),
  validity_period: r.time(F.validity_period),
  replace_if_present_flag: r.byte(F.replace_if_present_flag),
  data_coding: r.byte(F.data_coding),
  sm_default_msg_id: r.byte(F.sm_default_msg_id),
  tlvs: r.tlvs(),
});

const cancelBroadcastSm = (r: PduReader, h: PduHeader): Of<'cancel_broadcast_sm'> => ({
  command: 'cancel_broadcast_sm',
  commandStatus: h.commandStatus,
  sequenceNumber: h.sequenceNumber,
  service_type: r.text(F.service_type),
  message_id: r.text(F.message_id),
  source_addr_ton: r.byte(F.source_addr_ton),
  source_addr_npi: r.byte(F.source_addr_npi),
  source_addr: r.text(F.source_addr),
  tlvs: r.tlvs(),
});

export const BODY_DECODERS: { readonly [K in CommandName]: Decoder } = {
  generic_nack: emptyBody('generic_nack'),
  bind_receiver: bind('bind_receiver'),
  bind_receiver_resp: bindResp('bind_receiver_resp'),
  bind_transmitter: bind('bind_transmitter'),
  bind_transmitter_resp: bindResp('bind_transmitter_resp'),
  bind_transceiver: bind('bind_transceiver'),
  bind_transceiver_resp: bindResp('bind_transceiver_resp'),
  outbind,
  unbind: emptyBody('unbind'),
  unbind_resp: emptyBody('unbind_resp'),
  enquire_link: emptyBody('enquire_link'),
  enquire_link_resp: emptyBody('enquire_link_resp'),
  submit_sm: shortMessageSm('submit_sm'),
  submit_sm_resp: messageIdOnly('submit_sm_resp'),
  deliver_sm: shortMessageSm('deliver_sm'),
  deliver_sm_resp: messageIdOnly('deliver_sm_resp'),
  submit_multi: submitMulti,
  submit_multi_resp: submitMultiResp,
  data_sm: dataSm,
  data_sm_resp: messageIdOnly('data_sm_resp'),
  query_sm: queryByMessageId('query_sm'),
  query_sm_resp: querySmResp,
  cancel_sm: cancelSm,
  cancel_sm_resp: emptyBody('cancel_sm_resp'),
  replace_sm: replaceSm,
  replace_sm_resp: emptyBody('replace_sm_resp'),
  alert_notification: alertNotification,
  broadcast_sm: broadcastSm,
  broadcast_sm_resp: messageIdOnly('broadcast_sm_resp'),
  query_broadcast_sm: queryByMessageId('query_broadcast_sm'),
  query_broadcast_sm_resp: messageIdOnly('query_broadcast_sm_resp'),
  cancel_broadcast_sm: cancelBroadcastSm,
  cancel_broadcast_sm_resp: emptyBody('cancel_broadcast_sm_resp'),
};
