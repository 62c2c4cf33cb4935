import type { PduOf } from '../codec/pdu-types.js';
import { makeTlv } from '../codec/tlv.js';
import { buildReceiptText } from '../dlr/build-receipt.js';
import { messageStateOf, type ReceiptStat } from '../dlr/receipt-stat.js';
import { TlvTag } from '../protocol/tlv-tag.js';
import type { RequestInput, SmppSession } from '../session/session.js';
import type { ReceiptIdFormat } from './simulator-options.js';

/** `serial` as a message id: decimal, upper-case hex or zero-padded decimal, after `prefix`. */
export function formatMessageId(serial: number, format: ReceiptIdFormat, prefix = ''): string {
  if (format === 'hex') return prefix + serial.toString(16).toUpperCase();
  if (format === 'padded') return prefix + String(serial).padStart(10, '0');
  return prefix + String(serial);
}

/** What a receipt tells about the message it reports. */
export interface ReceiptPlan {
  /** The message id, as the receipt writes it. */
  id: string;
  stat: ReceiptStat;
  /** Parts the message had. */
  sub: number;
  submitDate: Date;
  /** The message's text; the receipt keeps its first 20 characters. */
  text: string;
  tlvs: boolean;
}

/**
 * The deliver_sm receipt of a submit (SMPP 3.4 appendix B text, and optionally the
 * receipted_message_id and message_state TLVs), from the handset back to the sender.
 */
export function receiptRequest(
  submit: PduOf<'submit_sm'>,
  plan: ReceiptPlan,
): RequestInput<'deliver_sm'> {
  const text = buildReceiptText({
    id: plan.id,
    sub: plan.sub,
    submitDate: plan.submitDate,
    doneDate: new Date(),
    stat: plan.stat,
    text: latin1Only(plan.text),
  });
  return {
    command: 'deliver_sm',
    source_addr_ton: submit.dest_addr_ton,
    source_addr_npi: submit.dest_addr_npi,
    source_addr: submit.destination_addr,
    dest_addr_ton: submit.source_addr_ton,
    dest_addr_npi: submit.source_addr_npi,
    destination_addr: submit.source_addr,
    esm_class: 0x04,
    short_message: Buffer.from(text, 'latin1'),
    tlvs: plan.tlvs
      ? [
          makeTlv(TlvTag.receipted_message_id, plan.id),
          makeTlv(TlvTag.message_state, messageStateOf(plan.stat)),
        ]
      : [],
  };
}

/** A mobile-originated message: text in Latin-1, or raw octets with their esm_class and coding. */
export interface MobileOriginated {
  source: string;
  destination: string;
  text?: string;
  shortMessage?: Buffer;
  /** 0x40 when shortMessage starts with a UDH. Default 0. */
  esmClass?: number;
  dataCoding?: number;
}

/** The deliver_sm of an MO message from an international handset number. */
function moRequest(mo: MobileOriginated): RequestInput<'deliver_sm'> {
  return {
    command: 'deliver_sm',
    source_addr: mo.source,
    source_addr_ton: 1,
    source_addr_npi: 1,
    destination_addr: mo.destination,
    esm_class: mo.esmClass ?? 0,
    data_coding: mo.dataCoding ?? 0,
    short_message: mo.shortMessage ?? Buffer.from(mo.text ?? '', 'latin1'),
  };
}

/** Sends an MO message on the session; resolves with the command_status of its answer. */
export async function deliverMo(session: SmppSession, mo: MobileOriginated): Promise<number> {
  return (await session.request(moRequest(mo))).commandStatus;
}

/** A long MO message in parts (each with its number and text), with the reference they share. */
export interface LongMobileOriginated {
  source: string;
  destination: string;
  ref: number;
  parts: { seq: number; text: string }[];
}

/**
 * Sends a long MO as concatenated deliver_sm (8-bit reference UDH), part after part in the order
 * given; resolves with the answers' statuses.
 */
export async function deliverLongMo(
  session: SmppSession,
  mo: LongMobileOriginated,
): Promise<number[]> {
  const statuses: number[] = [];
  for (const { seq, text } of mo.parts) {
    const udh = Buffer.from([0x05, 0x00, 0x03, mo.ref, mo.parts.length, seq]);
    const shortMessage = Buffer.concat([udh, Buffer.from(text, 'latin1')]);
    const part = { source: mo.source, destination: mo.destination, shortMessage, esmClass: 0x40 };
    statuses.push(await deliverMo(session, part));
  }
  return statuses;
}

/** The receipt is Latin-1 text: other characters (and control characters) are written as '?'. */
const latin1Only = (text: string) => text.replace(/[^\u0020-\u007e\u00a0-\u00ff]/gu, '?');
