import { UnencodableCharacterError, type UnencodableCharacter } from './errors.js';
import { GSM7_ESCAPE, gsm7SeptetsOf } from './gsm7-alphabet.js';
import {
  EXTENSION_FLAG,
  GSM7_BASIC_CHAR_CODES,
  GSM7_ESCAPED_CHAR_CODES,
  NO_SEPTET,
  septetCodeOf,
} from './gsm7-lookup.js';
import { allocateOctets } from './octets.js';

/** Encodes text as unpacked GSM 03.38 septets (one per octet); extension characters take two. */
export function encodeGsm7Septets(text: string): Uint8Array {
  // Most texts have one septet per character: fill an array of that size in one pass, and
  // count first only when an escape (or a character GSM 7-bit lacks) shows up.
  const septets = allocateOctets(text.length);
  for (let i = 0; i < text.length; i++) {
    const code = septetCodeOf(text.charCodeAt(i));
    if (code === NO_SEPTET || code & EXTENSION_FLAG) return encodeWithEscapes(text);
    septets[i] = code;
  }
  return septets;
}

function encodeWithEscapes(text: string): Uint8Array {
  let length = text.length;
  for (let i = 0; i < text.length; i++) {
    const code = septetCodeOf(text.charCodeAt(i));
    if (code === NO_SEPTET) throw unencodableIn(text);
    if (code & EXTENSION_FLAG) length++;
  }
  const septets = allocateOctets(length);
  let at = 0;
  for (let i = 0; i < text.length; i++) {
    const code = septetCodeOf(text.charCodeAt(i));
    if (code & EXTENSION_FLAG) {
      septets[at++] = GSM7_ESCAPE;
      septets[at++] = code & 0x7f;
    } else {
      septets[at++] = code;
    }
  }
  return septets;
}

/** The slow path: every character the alphabet lacks, by code point (a surrogate pair is one). */
function unencodableIn(text: string): UnencodableCharacterError {
  const unencodable: UnencodableCharacter[] = [];
  let index = 0;
  for (const char of text) {
    if (!gsm7SeptetsOf(char)) unencodable.push({ char, index });
    index += char.length;
  }
  return new UnencodableCharacterError('gsm7', unencodable);
}

/** Characters per String.fromCharCode call: well below any engine's argument limit. */
const CHUNK = 4_096;

/**
 * Decodes unpacked septets. Per 3GPP TS 23.038 §6.2.1.1 an escape followed by a code the
 * extension table lacks shows the basic-table character, and ESC ESC (reserved) or a dangling
 * ESC shows one space. Bit 7 of each octet is ignored.
 */
export function decodeGsm7Septets(septets: Uint8Array): string {
  // Character codes first, then one string: concatenating char by char builds a rope.
  const codes: number[] = [];
  for (let i = 0; i < septets.length; i++) {
    const septet = (septets[i] as number) & 0x7f;
    if (septet !== GSM7_ESCAPE || i + 1 === septets.length) {
      // A dangling escape reads as a space from the basic table.
      codes.push(GSM7_BASIC_CHAR_CODES[septet] as number);
    } else {
      i++;
      codes.push(GSM7_ESCAPED_CHAR_CODES[(septets[i] as number) & 0x7f] as number);
    }
  }
  if (codes.length <= CHUNK) return String.fromCharCode.apply(null, codes);
  let text = '';
  for (let start = 0; start < codes.length; start += CHUNK) {
    text += String.fromCharCode.apply(null, codes.slice(start, start + CHUNK));
  }
  return text;
}
