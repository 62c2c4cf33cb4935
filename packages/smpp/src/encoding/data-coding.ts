/** What a data_coding octet says the short message holds. */
export type Alphabet =
  | 'gsm7'
  | 'ia5'
  | 'latin1'
  | 'ucs2'
  | 'binary'
  | 'jis'
  | 'cyrillic'
  | 'hebrew'
  | 'pictogram'
  | 'iso-2022-jp'
  | 'extended-kanji'
  | 'ks-c-5601'
  | 'reserved';

export type DataCodingGroup =
  | 'smpp'
  | 'general'
  | 'automatic-deletion'
  | 'reserved'
  | 'mwi-discard'
  | 'mwi-store'
  | 'mwi-store-ucs2'
  | 'message-class';

export type IndicationType = 'voicemail' | 'fax' | 'email' | 'other';

export interface DataCodingScheme {
  value: number;
  group: DataCodingGroup;
  alphabet: Alphabet;
  /** GSM message class 0..3 when the scheme carries one. */
  messageClass?: number;
  /** Text compressed per 3GPP TS 23.042 (not decodable as plain text). */
  compressed: boolean;
  /** Message waiting indication groups only. */
  indication?: { active: boolean; type: IndicationType };
}

/** SMPP 3.4 §5.2.19: the low values are SMPP's own table, not GSM's general group. */
const SMPP_ALPHABETS: readonly Alphabet[] = [
  'gsm7',
  'ia5',
  'binary',
  'latin1',
  'binary',
  'jis',
  'cyrillic',
  'hebrew',
  'ucs2',
  'pictogram',
  'iso-2022-jp',
  'reserved',
  'reserved',
  'extended-kanji',
  'ks-c-5601',
  'reserved',
];

const GENERAL_ALPHABETS: readonly Alphabet[] = ['gsm7', 'binary', 'ucs2', 'reserved'];
const INDICATION_TYPES: readonly IndicationType[] = ['voicemail', 'fax', 'email', 'other'];

/**
 * Reads the whole data_coding octet: 0x00-0x0F by SMPP's table, the rest by the GSM 03.38
 * (3GPP TS 23.038 §4) coding groups, which SMSCs pass through unchanged.
 */
export function describeDataCoding(value: number): DataCodingScheme {
  if (!Number.isInteger(value) || value < 0 || value > 0xff) {
    throw new RangeError(`data_coding must be an octet, got ${value}`);
  }
  if (value <= 0x0f) {
    return {
      value,
      group: 'smpp',
      alphabet: SMPP_ALPHABETS[value] ?? 'reserved',
      compressed: false,
    };
  }
  if (value <= 0x7f) {
    // 00xxxxxx general / 01xxxxxx automatic deletion: bit 5 compressed, bit 4 class present,
    // bits 3-2 alphabet, bits 1-0 class.
    const scheme: DataCodingScheme = {
      value,
      group: value <= 0x3f ? 'general' : 'automatic-deletion',
      alphabet: GENERAL_ALPHABETS[(value >> 2) & 0x03] ?? 'reserved',
      compressed: (value & 0x20) !== 0,
    };
    if ((value & 0x10) !== 0) scheme.messageClass = value & 0x03;
    return scheme;
  }
  if (value <= 0xbf) return { value, group: 'reserved', alphabet: 'reserved', compressed: false };
  if (value <= 0xef) {
    const group = value <= 0xcf ? 'mwi-discard' : value <= 0xdf ? 'mwi-store' : 'mwi-store-ucs2';
    return {
      value,
      group,
      alphabet: group === 'mwi-store-ucs2' ? 'ucs2' : 'gsm7',
      compressed: false,
      indication: {
        active: (value & 0x08) !== 0,
        type: INDICATION_TYPES[value & 0x03] ?? 'other',
      },
    };
  }
  // 1111xxxx: bit 2 chooses 8-bit data over the default alphabet, bits 1-0 the class.
  return {
    value,
    group: 'message-class',
    alphabet: (value & 0x04) !== 0 ? 'binary' : 'gsm7',
    messageClass: value & 0x03,
    compressed: false,
  };
}
