import { UnencodableCharacterError, type UnencodableCharacter } from './errors.js';
import {
  GSM7_BASIC_TABLE,
  GSM7_ESCAPE,
  GSM7_EXTENSION_TABLE,
  gsm7SeptetsOf,
} from './gsm7-alphabet.js';

/** Encodes text as unpacked GSM 03.38 septets (one per octet); extension characters take two. */
export function encodeGsm7Septets(text: string): Uint8Array {
  const septets: number[] = [];
  const unencodable: UnencodableCharacter[] = [];
  let index = 0;
  for (const char of text) {
    const encoded = gsm7SeptetsOf(char);
    if (encoded) septets.push(...encoded);
    else unencodable.push({ char, index });
    index += char.length;
  }
  if (unencodable.length > 0) throw new UnencodableCharacterError('gsm7', unencodable);
  return Uint8Array.from(septets);
}

/**
 * Decodes unpacked septets. Per 3GPP TS 23.038 §6.2.1.1 an escape followed by a code the
 * extension table lacks shows the basic-table character, and ESC ESC (reserved) or a dangling
 * ESC shows one space. Bit 7 of each octet is ignored.
 */
export function decodeGsm7Septets(septets: Uint8Array): string {
  let text = '';
  for (let i = 0; i < septets.length; i++) {
    const septet = (septets[i] ?? 0) & 0x7f;
    if (septet !== GSM7_ESCAPE) {
      text += GSM7_BASIC_TABLE.charAt(septet);
      continue;
    }
    const next = septets[i + 1];
    i++;
    if (next === undefined || (next & 0x7f) === GSM7_ESCAPE) {
      text += ' ';
      continue;
    }
    const code = next & 0x7f;
    text += GSM7_EXTENSION_TABLE.get(code) ?? GSM7_BASIC_TABLE.charAt(code);
  }
  return text;
}
