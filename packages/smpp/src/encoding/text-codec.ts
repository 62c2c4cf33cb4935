import { describeDataCoding, type Alphabet, type DataCodingScheme } from './data-coding.js';
import { DEFAULT_CHARSET_CODING, type DefaultCharset } from './default-charset.js';
import { decodeGsm7Septets, encodeGsm7Septets } from './gsm7.js';
import { gsm7SeptetsOf } from './gsm7-alphabet.js';
import { packGsm7, unpackGsm7 } from './gsm7-packed.js';
import { decodeLatin1, encodeIa5, encodeLatin1 } from './single-byte.js';
import { decodeUcs2, encodeUcs2 } from './ucs2.js';

/** Codings text can be sent in. */
export type TextCoding = 'gsm7' | 'ia5' | 'latin1' | 'ucs2';
/** Text codings plus raw octets. */
export type Coding = TextCoding | 'binary';

/** The data_coding octet each coding is sent with. */
export const DATA_CODING: Readonly<Record<Coding, number>> = {
  gsm7: 0x00,
  ia5: 0x01,
  latin1: 0x03,
  ucs2: 0x08,
  binary: 0x04,
};

export interface GsmPackingOptions {
  /** GSM 7-bit packed instead of one septet per octet (SMPP's usual form). */
  packed?: boolean;
  /** Fill bits before the first packed septet (after a UDH); see fillBitsAfterUdh. */
  paddingBits?: number;
}

/**
 * Encodes text in the given coding. Throws UnencodableCharacterError listing every character
 * the coding cannot carry; nothing is ever replaced.
 */
export function encodeText(
  text: string,
  coding: TextCoding,
  options: GsmPackingOptions = {},
): Uint8Array {
  switch (coding) {
    case 'gsm7': {
      const septets = encodeGsm7Septets(text);
      return options.packed ? packGsm7(septets, options.paddingBits) : septets;
    }
    case 'ia5':
      return encodeIa5(text);
    case 'latin1':
      return encodeLatin1(text);
    case 'ucs2':
      return encodeUcs2(text);
  }
}

/** GSM 03.38 when every character is in the default alphabet or its extension, else UCS2. */
export function chooseCoding(text: string): 'gsm7' | 'ucs2' {
  return fitsCoding(text, 'gsm7') ? 'gsm7' : 'ucs2';
}

/** Every character of the text has a place in the coding. */
function fitsCoding(text: string, coding: 'gsm7' | 'ia5' | 'latin1'): boolean {
  if (coding === 'gsm7') {
    for (const char of text) if (!gsm7SeptetsOf(char)) return false;
    return true;
  }
  // Surrogates are above both limits, so code units tell as well as code points.
  const max = coding === 'ia5' ? 0x7f : 0xff;
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) > max) return false;
  return true;
}

/** The coding a text is written in and the data_coding octet it is sent with. */
export interface ChosenCoding {
  coding: TextCoding;
  dataCoding: number;
}

/**
 * Where text goes on a link whose data_coding 0 means `defaultCharset`. 'auto' sends
 * data_coding 0 when every character fits that charset, else UCS2; 'gsm7' asks for
 * data_coding 0 itself, so it is written in the link's charset too (GSM 03.38 unless the link
 * says otherwise). Other codings keep their own data_coding.
 */
export function chooseTextCoding(
  text: string,
  requested: 'auto' | TextCoding = 'auto',
  defaultCharset: DefaultCharset = 'gsm7',
): ChosenCoding {
  const smscDefault = DEFAULT_CHARSET_CODING[defaultCharset];
  if (requested === 'gsm7' || (requested === 'auto' && fitsCoding(text, smscDefault))) {
    return { coding: smscDefault, dataCoding: 0 };
  }
  const coding = requested === 'auto' ? 'ucs2' : requested;
  return { coding, dataCoding: DATA_CODING[coding] };
}

export interface DecodeOptions extends GsmPackingOptions {
  /** What data_coding 0 means on the link the octets came over (GSM 03.38 when absent). */
  defaultCharset?: DefaultCharset;
}

export interface DecodedText {
  text: string;
  scheme: DataCodingScheme;
  /** How the octets were read: a TextCoding, 'binary', or a TextDecoder label (iso-8859-5…). */
  decodedAs: string;
  /** The octets are not text (8-bit data, compressed, or an unknown scheme shown as Latin-1). */
  binary: boolean;
  /** Why the octets were read differently from what the scheme names, if they were. */
  notes: string[];
}

/** Character sets of SMPP's national codings, by their WHATWG TextDecoder label. */
const NATIONAL_LABELS: Partial<Record<Alphabet, string>> = {
  jis: 'shift_jis',
  cyrillic: 'iso-8859-5',
  hebrew: 'iso-8859-8',
  'iso-2022-jp': 'iso-2022-jp',
  'ks-c-5601': 'euc-kr',
};

/**
 * Decodes a short message by its full data_coding octet (see describeDataCoding); data_coding 0
 * in the link's default charset.
 */
export function decodeText(
  octets: Uint8Array,
  dataCoding: number,
  options: DecodeOptions = {},
): DecodedText {
  const scheme = describeDataCoding(dataCoding);
  const hex = `0x${dataCoding.toString(16).padStart(2, '0')}`;
  const asBinary = (note: string): DecodedText => ({
    text: decodeLatin1(octets),
    scheme,
    decodedAs: 'binary',
    binary: true,
    notes: [note],
  });
  if (scheme.compressed) return asBinary(`data_coding ${hex}: compressed text, shown as Latin-1`);

  const alphabet: Alphabet =
    dataCoding === 0 ? DEFAULT_CHARSET_CODING[options.defaultCharset ?? 'gsm7'] : scheme.alphabet;
  switch (alphabet) {
    case 'gsm7': {
      const septets = options.packed ? unpackGsm7(octets, options.paddingBits) : octets;
      return {
        text: decodeGsm7Septets(septets),
        scheme,
        decodedAs: 'gsm7',
        binary: false,
        notes: [],
      };
    }
    case 'ia5': {
      const notes = octets.some((octet) => octet > 0x7f)
        ? ['octets above 0x7F are not IA5; read as Latin-1']
        : [];
      return { text: decodeLatin1(octets), scheme, decodedAs: 'ia5', binary: false, notes };
    }
    case 'latin1':
      return { text: decodeLatin1(octets), scheme, decodedAs: 'latin1', binary: false, notes: [] };
    case 'ucs2': {
      const notes = octets.length % 2 === 1 ? ['odd number of UCS2 octets; last one ignored'] : [];
      return { text: decodeUcs2(octets), scheme, decodedAs: 'ucs2', binary: false, notes };
    }
    case 'binary':
      return asBinary(`data_coding ${hex}: 8-bit data, shown as Latin-1`);
    default:
      return (
        decodeNational(octets, scheme, hex) ??
        asBinary(`data_coding ${hex}: ${scheme.alphabet} is not decoded, shown as Latin-1`)
      );
  }
}

function decodeNational(
  octets: Uint8Array,
  scheme: DataCodingScheme,
  hex: string,
): DecodedText | undefined {
  const label = NATIONAL_LABELS[scheme.alphabet];
  if (!label) return undefined;
  let text: string;
  try {
    text = new TextDecoder(label).decode(octets);
  } catch {
    // The runtime lacks this character set (e.g. Node built without full ICU).
    return undefined;
  }
  const notes = scheme.alphabet === 'jis' ? [`data_coding ${hex}: JIS read as Shift_JIS`] : [];
  return { text, scheme, decodedAs: label, binary: false, notes };
}
