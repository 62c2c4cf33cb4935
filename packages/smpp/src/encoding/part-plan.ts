import { DATA_CODING, type Coding } from './text-codec.js';

/** How a message longer than one short message is carried. */
export type Concatenation = 'udh8' | 'udh16' | 'sar' | 'payload';

/** What the counts are in: GSM septets, UTF-16 code units (two octets each), or octets. */
export type CountingUnit = 'septet' | 'code-unit' | 'octet';

/** User data of one short message on the air interface. */
const USER_DATA_OCTETS = 140;
/** message_payload is a TLV: its length field is 16 bits. */
const PAYLOAD_OCTETS = 0xffff;
/** UDH bytes (length octet included) in front of each concatenated part. */
const UDH_OCTETS: Readonly<Record<Concatenation, number>> = {
  udh8: 6,
  udh16: 7,
  // SAR TLVs carry no UDH in the PDU, but the SMSC turns them into a concatenation UDH on the
  // air, so each part must leave room for one (the 8-bit reference form).
  sar: 6,
  payload: 0,
};
/** Parts are numbered in one octet, in the UDH and in sar_total_segments alike. */
export const MAX_PARTS = 255;

/**
 * The unit of a coding as sent with `dataCoding`. The SMSC puts IA5 and its default alphabet
 * (data_coding 0, whatever charset the link reads it in) on the air as GSM 7-bit: septets.
 */
export function countingUnitOf(
  coding: Coding,
  dataCoding: number = DATA_CODING[coding],
): CountingUnit {
  if (coding === 'ucs2') return 'code-unit';
  return coding === 'gsm7' || coding === 'ia5' || dataCoding === 0 ? 'septet' : 'octet';
}

function unitsIn(octets: number, unit: CountingUnit): number {
  if (unit === 'septet') return Math.floor((octets * 8) / 7);
  return unit === 'code-unit' ? Math.floor(octets / 2) : octets;
}

export interface PartLimits {
  /** Units a message may have and still go as one short message without any header. */
  single: number;
  /** Units in each part once it has to be split (the whole payload for 'payload'). */
  perPart: number;
}

/** GSM 160 / 153 (152 with a 16-bit reference); UCS2 70 / 67 (66); 8-bit 140 / 134 (133). */
export function partLimits(
  coding: Coding,
  concatenation: Concatenation,
  dataCoding: number = DATA_CODING[coding],
): PartLimits {
  const unit = countingUnitOf(coding, dataCoding);
  const single = unitsIn(USER_DATA_OCTETS, unit);
  if (concatenation === 'payload') {
    // The PDU carries GSM text one septet per octet; only the air interface packs it.
    const perPart = unit === 'code-unit' ? Math.floor(PAYLOAD_OCTETS / 2) : PAYLOAD_OCTETS;
    return { single, perPart };
  }
  return { single, perPart: unitsIn(USER_DATA_OCTETS - UDH_OCTETS[concatenation], unit) };
}

/** A part as a range of atoms [start, end) and the units it holds. */
export interface PlannedPart {
  start: number;
  end: number;
  units: number;
}

/**
 * Splits atoms (characters, escape pairs, surrogate pairs: things never to be cut) into parts,
 * filling each part as far as the limit allows. One part when everything fits a single message
 * or when the message goes in message_payload.
 */
export function planParts(
  atomUnits: readonly number[],
  limits: PartLimits,
  concatenation: Concatenation,
): PlannedPart[] {
  const total = atomUnits.reduce((sum, units) => sum + units, 0);
  if (total <= limits.single || concatenation === 'payload') {
    return [{ start: 0, end: atomUnits.length, units: total }];
  }
  const parts: PlannedPart[] = [];
  let current: PlannedPart = { start: 0, end: 0, units: 0 };
  atomUnits.forEach((units, index) => {
    if (current.units + units > limits.perPart && current.units > 0) {
      parts.push(current);
      current = { start: index, end: index, units: 0 };
    }
    current.end = index + 1;
    current.units += units;
  });
  parts.push(current);
  return parts;
}
