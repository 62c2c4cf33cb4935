import { parseReceiptOctets, parseReceiptText, type ParsedReceipt } from './parse-receipt.js';
import {
  messageStateOf,
  statFromMessageState,
  statusOf,
  type ReceiptStatus,
} from './receipt-stat.js';

export interface ReceiptInput {
  /**
   * short_message (or message_payload) as received, with its data_coding: the fields are read
   * from the octets (see parseReceiptOctets). Wins over `text`.
   */
  body?: { octets: Uint8Array; dataCoding: number };
  /** The receipt as text, when there are no octets to read. */
  text?: string;
  /** receipted_message_id TLV (0x001E). */
  receiptedMessageId?: string;
  /** message_state TLV (0x0427). */
  messageState?: number;
}

export interface ResolvedReceipt extends ParsedReceipt {
  /** message_state of the resolved stat (from the TLV, or derived from the text's stat). */
  messageState?: number;
  status: ReceiptStatus;
  idFrom?: 'tlv' | 'text';
  statFrom?: 'tlv' | 'text';
  /** Anything ignored on the way, e.g. a message_state outside 1..8. */
  notes: string[];
}

/**
 * One receipt from text and TLVs: receipted_message_id and message_state win over what the
 * text says; the other fields come from the text. Without any stat the status is 'unknown'.
 */
export function resolveReceipt(input: ReceiptInput): ResolvedReceipt {
  const parsed = input.body
    ? parseReceiptOctets(input.body.octets, input.body.dataCoding)
    : input.text === undefined
      ? {}
      : parseReceiptText(input.text);
  const resolved: ResolvedReceipt = { ...parsed, status: 'unknown', notes: [] };
  if (parsed.id !== undefined) resolved.idFrom = 'text';
  if (parsed.stat !== undefined) resolved.statFrom = 'text';
  else if (parsed.rawStat !== undefined) resolved.notes.push(`unrecognised stat ${parsed.rawStat}`);

  // C-Octet strings may arrive with their terminator or padding when a peer gets it wrong.
  const tlvId = input.receiptedMessageId?.replace(/\0/g, '').trim();
  if (tlvId) {
    resolved.id = tlvId;
    resolved.idFrom = 'tlv';
  }
  if (input.messageState !== undefined) {
    const stat = statFromMessageState(input.messageState);
    if (stat) {
      resolved.stat = stat;
      resolved.statFrom = 'tlv';
    } else {
      resolved.notes.push(`message_state ${input.messageState} is outside 1..8; ignored`);
    }
  }
  if (resolved.stat) {
    resolved.status = statusOf(resolved.stat);
    resolved.messageState = messageStateOf(resolved.stat);
  }
  return resolved;
}
