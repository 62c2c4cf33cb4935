import { parseUdh, type ParsedUdh } from './udh.js';

/** esm_class bit saying the short message starts with a UDH. */
const ESM_CLASS_UDHI = 0x40;

/** The sar_* TLVs of a received PDU, as far as present. */
export interface SarFields {
  ref?: number;
  total?: number;
  seq?: number;
}

export interface ConcatenatedPart {
  ref: number;
  total: number;
  seq: number;
  method: 'udh8' | 'udh16' | 'sar';
  /** This part's user data (the octets after the UDH, if any). */
  body: Uint8Array;
  /** The parsed UDH, when there was one (its length sets the GSM packing fill bits). */
  udh?: ParsedUdh;
}

/**
 * Tells whether a received short message is one part of a concatenated message: by a
 * concatenation UDH when esm_class has UDHI, else by complete SAR TLVs. Throws
 * MalformedUdhError when UDHI is set and the header is broken.
 */
export function concatenationOf(
  shortMessage: Uint8Array,
  esmClass: number,
  sar?: SarFields,
): ConcatenatedPart | undefined {
  let udh: ParsedUdh | undefined;
  let body = shortMessage;
  if ((esmClass & ESM_CLASS_UDHI) !== 0) {
    udh = parseUdh(shortMessage);
    body = shortMessage.subarray(udh.length);
    if (udh.concatenation) {
      const { ref, total, seq, referenceBits } = udh.concatenation;
      return { ref, total, seq, method: referenceBits === 8 ? 'udh8' : 'udh16', body, udh };
    }
  }
  if (sar?.ref === undefined || sar.total === undefined || sar.seq === undefined) return undefined;
  if (sar.total < 1 || sar.seq < 1 || sar.seq > sar.total) return undefined;
  const part: ConcatenatedPart = {
    ref: sar.ref,
    total: sar.total,
    seq: sar.seq,
    method: 'sar',
    body,
  };
  if (udh) part.udh = udh;
  return part;
}

/** Joins part bodies in order. */
export function concatBytes(chunks: readonly Uint8Array[]): Uint8Array {
  const joined = new Uint8Array(chunks.reduce((sum, chunk) => sum + chunk.length, 0));
  let offset = 0;
  for (const chunk of chunks) {
    joined.set(chunk, offset);
    offset += chunk.length;
  }
  return joined;
}
