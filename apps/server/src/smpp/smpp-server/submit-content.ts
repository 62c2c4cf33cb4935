import {
  EsmClass,
  TlvTag,
  concatenationOf,
  decodeText,
  getTlv,
  parseUdh,
  tlvInt,
  type ConcatenatedPart,
  type PduOf,
  type Tlv,
} from '@routelab/smpp';

export type SubmitPdu = PduOf<'submit_sm'> | PduOf<'data_sm'>;

/** The fields of submit_sm, data_sm and submit_multi the content is read from. */
export interface ContentFields {
  esm_class: number;
  data_coding: number;
  tlvs: Tlv[];
  /** Absent in data_sm. */
  short_message?: Buffer;
}

/** What a submit carries, read once: the user data, its concatenation and its body. */
export interface SubmitContent {
  /** short_message, or message_payload when that is used. */
  octets: Uint8Array;
  /** The user data after the UDH, if any: this PDU's part of the message. */
  body: Uint8Array;
  concatenation: ConcatenatedPart | undefined;
  /** 'payload' when the message came whole in message_payload. */
  method: ConcatenatedPart['method'] | 'payload' | null;
  /** TLVs kept for display; message_payload is left out (its octets are stored as the body). */
  tlvs: Tlv[];
}

function sarOf(tlvs: readonly Tlv[]) {
  return {
    ref: tlvInt(tlvs, TlvTag.sar_msg_ref_num),
    total: tlvInt(tlvs, TlvTag.sar_total_segments),
    seq: tlvInt(tlvs, TlvTag.sar_segment_seqnum),
  };
}

export function readSubmitContent(pdu: ContentFields): SubmitContent {
  const payload = getTlv(pdu.tlvs, TlvTag.message_payload)?.value;
  const shortMessage = pdu.short_message;
  const octets =
    payload && (!shortMessage || shortMessage.length === 0)
      ? payload
      : (shortMessage ?? new Uint8Array(0));
  let concatenation: ConcatenatedPart | undefined;
  let body: Uint8Array = octets;
  try {
    concatenation = concatenationOf(octets, pdu.esm_class, sarOf(pdu.tlvs));
    // A UDH without concatenation (port addressing, say) is no part of the text either.
    body =
      concatenation?.body ??
      ((pdu.esm_class & EsmClass.UDHI) !== 0 ? octets.subarray(parseUdh(octets).length) : octets);
  } catch {
    // A broken UDH: shown as the octets it is rather than refused.
    concatenation = undefined;
  }
  const method = concatenation?.method ?? (payload ? 'payload' : null);
  const tlvs =
    pdu.tlvs.length === 0 ? pdu.tlvs : pdu.tlvs.filter((tlv) => tlv.tag !== TlvTag.message_payload);
  return { octets, body, concatenation, method, tlvs };
}

/** The text of one stored part (short_message_hex as stored, its UDH left out). */
export function storedPartText(hex: string, esmClass: number, dataCoding: number): string {
  const shortMessage = Buffer.from(hex, 'hex');
  const { body } = readSubmitContent({
    esm_class: esmClass,
    data_coding: dataCoding,
    tlvs: [],
    short_message: shortMessage,
  });
  return decodeText(body, dataCoding).text;
}

/** TLVs as stored: JSON of {tag, value as hex}. */
export function tlvsJson(tlvs: readonly Tlv[]): string {
  if (tlvs.length === 0) return '[]';
  return JSON.stringify(tlvs.map((tlv) => ({ tag: tlv.tag, value: tlv.value.toString('hex') })));
}

export function toHex(octets: Uint8Array): string {
  return Buffer.from(octets.buffer, octets.byteOffset, octets.byteLength).toString('hex');
}
