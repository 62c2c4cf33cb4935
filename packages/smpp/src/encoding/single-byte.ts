import { UnencodableCharacterError, type UnencodableCharacter } from './errors.js';

/** Encodes text one octet per character when every code point is at most `maxCodePoint`. */
function encodeSingleByte(text: string, maxCodePoint: number, coding: string): Uint8Array {
  const octets: number[] = [];
  const unencodable: UnencodableCharacter[] = [];
  let index = 0;
  for (const char of text) {
    const codePoint = char.codePointAt(0) ?? 0;
    if (codePoint <= maxCodePoint) octets.push(codePoint);
    else unencodable.push({ char, index });
    index += char.length;
  }
  if (unencodable.length > 0) throw new UnencodableCharacterError(coding, unencodable);
  return Uint8Array.from(octets);
}

/** ISO-8859-1: code points U+0000..U+00FF map to the octet of the same value. */
export function encodeLatin1(text: string): Uint8Array {
  return encodeSingleByte(text, 0xff, 'latin1');
}

/** IA5 (international reference version, i.e. ASCII): code points U+0000..U+007F. */
export function encodeIa5(text: string): Uint8Array {
  return encodeSingleByte(text, 0x7f, 'ia5');
}

/** Every octet as the code point of the same value (Latin-1), so no input is ever lost. */
export function decodeLatin1(octets: Uint8Array): string {
  let text = '';
  const chunk = 0x2000;
  for (let start = 0; start < octets.length; start += chunk) {
    text += String.fromCharCode(...octets.subarray(start, start + chunk));
  }
  return text;
}
