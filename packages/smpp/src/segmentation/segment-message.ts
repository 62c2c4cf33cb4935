import {
  DATA_CODING,
  GSM7_ESCAPE,
  MAX_PARTS,
  chooseTextCoding,
  encodeText,
  fillBitsAfterUdh,
  isHighSurrogate,
  isLowSurrogate,
  packGsm7,
  partLimits,
  planParts,
  type Coding,
  type Concatenation,
  type DefaultCharset,
} from '../encoding/index.js';
import { maxReference, nextReference } from './reference.js';
import { buildUdh, concatenationElement } from './udh.js';

export interface SegmentOptions {
  /** Text defaults to 'auto' (GSM 03.38 when it fits, else UCS2); octets default to 'binary'. */
  coding?: 'auto' | Coding;
  /** How parts are tied together when the message does not fit one short message. */
  method?: Concatenation;
  /** Concatenation reference; generated in the method's range when absent. */
  reference?: number;
  /** GSM 7-bit packed short messages (GSM coding only; SMPP usually carries one septet per octet). */
  packed?: boolean;
  /** What data_coding 0 means on the link (see chooseTextCoding); GSM 03.38 when absent. */
  defaultCharset?: DefaultCharset;
}

/** One submit_sm worth of message: the caller sets esm_class UDHI and the TLVs from it. */
export interface SegmentPart {
  /** UDH (when esmClassUdhi) followed by this part's user data; empty when in payload. */
  shortMessage: Uint8Array;
  esmClassUdhi: boolean;
  /** sar_msg_ref_num, sar_total_segments, sar_segment_seqnum. */
  sar?: { ref: number; total: number; seq: number };
  /** message_payload TLV contents. */
  payload?: Uint8Array;
}

export interface SegmentedMessage {
  coding: Coding;
  dataCoding: number;
  /** The concatenation reference when the message was split. */
  reference?: number;
  parts: SegmentPart[];
}

export class MessageTooLongError extends Error {
  override readonly name = 'MessageTooLongError';
}

/** Largest message_payload (its TLV length field is 16 bits). */
const MAX_PAYLOAD_OCTETS = 0xffff;

/**
 * Splits a message into submit_sm parts. Parts never cut a GSM escape pair or a UTF-16
 * surrogate pair; every part fits 140 octets on the air interface (unpacked GSM septets take
 * one octet each in the PDU and are packed by the SMSC).
 */
export function segmentMessage(
  content: string | Uint8Array,
  options: SegmentOptions = {},
): SegmentedMessage {
  const { coding, dataCoding, octets } = prepare(content, options);
  const method = options.method ?? 'udh8';
  const atoms = atomsOf(octets, coding);
  const limits = partLimits(coding, method, dataCoding);
  const packed = options.packed === true && coding === 'gsm7';
  const body = (start: number, end: number, paddingBits = 0): Uint8Array => {
    const from = atoms[start]?.offset ?? octets.length;
    const slice = octets.subarray(from, atoms[end]?.offset ?? octets.length);
    return packed ? packGsm7(slice, paddingBits) : slice.slice();
  };

  const units = atoms.reduce((sum, atom) => sum + atom.units, 0);
  if (units <= limits.single) {
    const shortMessage = body(0, atoms.length);
    return { coding, dataCoding, parts: [{ shortMessage, esmClassUdhi: false }] };
  }
  if (method === 'payload') {
    const payload = body(0, atoms.length);
    if (payload.length > MAX_PAYLOAD_OCTETS) {
      throw new MessageTooLongError(`${payload.length} octets exceed message_payload's 65535`);
    }
    return {
      coding,
      dataCoding,
      parts: [{ shortMessage: new Uint8Array(0), esmClassUdhi: false, payload }],
    };
  }
  const planned = planParts(
    atoms.map((atom) => atom.units),
    limits,
    method,
  );
  if (planned.length > MAX_PARTS) {
    throw new MessageTooLongError(
      `${planned.length} parts exceed the ${MAX_PARTS} that can be numbered`,
    );
  }

  const reference = options.reference ?? nextReference(method);
  if (!Number.isInteger(reference) || reference < 0 || reference > maxReference(method)) {
    throw new RangeError(
      `reference ${reference} is outside 0..${maxReference(method)} for ${method}`,
    );
  }
  const total = planned.length;
  const parts = planned.map((part, index): SegmentPart => {
    const seq = index + 1;
    if (method === 'sar') {
      return {
        shortMessage: body(part.start, part.end),
        esmClassUdhi: false,
        sar: { ref: reference, total, seq },
      };
    }
    const udh = buildUdh([concatenationElement(reference, total, seq, method === 'udh8' ? 8 : 16)]);
    const data = body(part.start, part.end, fillBitsAfterUdh(udh.length));
    const shortMessage = new Uint8Array(udh.length + data.length);
    shortMessage.set(udh);
    shortMessage.set(data, udh.length);
    return { shortMessage, esmClassUdhi: true };
  });
  return { coding, dataCoding, reference, parts };
}

/** The coding and the octets to split: text is encoded, octets are taken as they are. */
function prepare(
  content: string | Uint8Array,
  { coding: requested, defaultCharset }: SegmentOptions,
): { coding: Coding; dataCoding: number; octets: Uint8Array } {
  if (typeof content !== 'string') {
    const coding = requested === undefined || requested === 'auto' ? 'binary' : requested;
    return { coding, dataCoding: DATA_CODING[coding], octets: content };
  }
  if (requested === 'binary')
    throw new TypeError("text cannot be sent as 'binary'; pass its octets");
  const { coding, dataCoding } = chooseTextCoding(content, requested, defaultCharset);
  return { coding, dataCoding, octets: encodeText(content, coding) };
}

/** An indivisible run of octets: a character, an escape pair, or a surrogate pair. */
interface Atom {
  offset: number;
  units: number;
}

function atomsOf(octets: Uint8Array, coding: Coding): Atom[] {
  const atoms: Atom[] = [];
  if (coding === 'ucs2') {
    if (octets.length % 2 !== 0) throw new RangeError('UCS2 octets must come in pairs');
    for (let offset = 0; offset < octets.length;) {
      const unit = ((octets[offset] ?? 0) << 8) | (octets[offset + 1] ?? 0);
      const next = ((octets[offset + 2] ?? 0) << 8) | (octets[offset + 3] ?? 0);
      const units = isHighSurrogate(unit) && isLowSurrogate(next) ? 2 : 1;
      atoms.push({ offset, units });
      offset += units * 2;
    }
    return atoms;
  }
  for (let offset = 0; offset < octets.length;) {
    const escaped =
      coding === 'gsm7' && octets[offset] === GSM7_ESCAPE && offset + 1 < octets.length;
    atoms.push({ offset, units: escaped ? 2 : 1 });
    offset += escaped ? 2 : 1;
  }
  return atoms;
}
