import {
  measureCstring,
  measureShortMessage,
  measureTime,
  measureTlvs,
  measureU8,
  startFrame,
  writeTlvs,
} from './field-measure.js';
import { HEADER_LENGTH } from './header.js';
import { FIELD as F, TIME_LENGTH } from './layouts.js';
import type { Pdu, PduOf } from './pdu-types.js';

// Encoders written out for the PDUs a busy session sends most, in spec order, like the
// decoders in body-decoders.ts: the layout-driven encoder branches on every field's kind, which
// costs more than the fields themselves. Same checks in the same order, same bytes; round-trip
// and golden-vector tests cover both paths.

type ShortMessageSm = PduOf<'submit_sm'> | PduOf<'deliver_sm'>;

function encodeShortMessageSm(pdu: ShortMessageSm): Buffer {
  const c = pdu.command;
  const length =
    HEADER_LENGTH +
    measureCstring(c, F.service_type, pdu.service_type) +
    measureU8(c, F.source_addr_ton, pdu.source_addr_ton) +
    measureU8(c, F.source_addr_npi, pdu.source_addr_npi) +
    measureCstring(c, F.source_addr, pdu.source_addr) +
    measureU8(c, F.dest_addr_ton, pdu.dest_addr_ton) +
    measureU8(c, F.dest_addr_npi, pdu.dest_addr_npi) +
    measureCstring(c, F.destination_addr, pdu.destination_addr) +
    measureU8(c, F.esm_class, pdu.esm_class) +
    measureU8(c, F.protocol_id, pdu.protocol_id) +
    measureU8(c, F.priority_flag, pdu.priority_flag) +
    measureTime(c, F.schedule_delivery_time, pdu.schedule_delivery_time) +
    measureTime(c, F.validity_period, pdu.validity_period) +
    measureU8(c, F.registered_delivery, pdu.registered_delivery) +
    measureU8(c, F.replace_if_present_flag, pdu.replace_if_present_flag) +
    measureU8(c, F.data_coding, pdu.data_coding) +
    measureU8(c, F.sm_default_msg_id, pdu.sm_default_msg_id) +
    measureShortMessage(c, pdu.short_message) +
    measureTlvs(c, pdu.tlvs);
  const w = startFrame(c, length, pdu);
  const { service_type, source_addr, destination_addr } = F;
  w.cstring(pdu.service_type, service_type.name, service_type.max, service_type.status);
  w.u8(pdu.source_addr_ton);
  w.u8(pdu.source_addr_npi);
  w.cstring(pdu.source_addr, source_addr.name, source_addr.max, source_addr.status);
  w.u8(pdu.dest_addr_ton);
  w.u8(pdu.dest_addr_npi);
  w.cstring(
    pdu.destination_addr,
    destination_addr.name,
    destination_addr.max,
    destination_addr.status,
  );
  w.u8(pdu.esm_class);
  w.u8(pdu.protocol_id);
  w.u8(pdu.priority_flag);
  const { schedule_delivery_time: schedule, validity_period: validity } = F;
  w.cstring(pdu.schedule_delivery_time, schedule.name, TIME_LENGTH, schedule.status);
  w.cstring(pdu.validity_period, validity.name, TIME_LENGTH, validity.status);
  w.u8(pdu.registered_delivery);
  w.u8(pdu.replace_if_present_flag);
  w.u8(pdu.data_coding);
  w.u8(pdu.sm_default_msg_id);
  w.u8(pdu.short_message.length);
  w.bytes(pdu.short_message);
  writeTlvs(w, pdu.tlvs);
  return w.buf;
}

type MessageIdOnly = PduOf<'submit_sm_resp'> | PduOf<'deliver_sm_resp'> | PduOf<'data_sm_resp'>;

function encodeMessageIdOnly(pdu: MessageIdOnly): Buffer {
  const c = pdu.command;
  const length =
    HEADER_LENGTH + measureCstring(c, F.message_id, pdu.message_id) + measureTlvs(c, pdu.tlvs);
  const w = startFrame(c, length, pdu);
  w.cstring(pdu.message_id, F.message_id.name, F.message_id.max, F.message_id.status);
  writeTlvs(w, pdu.tlvs);
  return w.buf;
}

/**
 * The frame of a busy PDU with status 0, or undefined for the layout-driven encoder (every
 * other command, and error statuses, whose responses may go without a body).
 */
export function encodeBusyPdu(pdu: Pdu): Buffer | undefined {
  if (pdu.commandStatus !== 0) return undefined;
  switch (pdu.command) {
    case 'submit_sm':
    case 'deliver_sm':
      return encodeShortMessageSm(pdu);
    case 'submit_sm_resp':
    case 'deliver_sm_resp':
    case 'data_sm_resp':
      return encodeMessageIdOnly(pdu);
    default:
      return undefined;
  }
}
