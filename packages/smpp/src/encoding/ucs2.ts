import { UnencodableCharacterError, type UnencodableCharacter } from './errors.js';
import { allocateOctets } from './octets.js';

/** True for a UTF-16 high (leading) surrogate code unit. */
export function isHighSurrogate(unit: number): boolean {
  return unit >= 0xd800 && unit <= 0xdbff;
}

/** True for a UTF-16 low (trailing) surrogate code unit. */
export function isLowSurrogate(unit: number): boolean {
  return unit >= 0xdc00 && unit <= 0xdfff;
}

function isSurrogate(unit: number): boolean {
  return unit >= 0xd800 && unit <= 0xdfff;
}

/**
 * UCS2 as SMSCs use it today: UTF-16BE, characters outside the BMP as surrogate pairs. A lone
 * surrogate is not a character (ill-formed UTF-16), so it is reported, not sent.
 */
export function encodeUcs2(text: string): Uint8Array {
  const octets = allocateOctets(text.length * 2);
  const unencodable: UnencodableCharacter[] = [];
  let index = 0;
  for (const char of text) {
    const first = char.charCodeAt(0);
    if (char.length === 1 && isSurrogate(first)) unencodable.push({ char, index });
    for (let unit = 0; unit < char.length; unit++) {
      const value = char.charCodeAt(unit);
      octets[(index + unit) * 2] = value >> 8;
      octets[(index + unit) * 2 + 1] = value & 0xff;
    }
    index += char.length;
  }
  if (unencodable.length > 0) throw new UnencodableCharacterError('ucs2', unencodable);
  return octets;
}

/**
 * Decodes UTF-16BE code units as they are; a pair split across parts by another sender joins
 * again when the decoded strings are concatenated. A trailing odd octet is ignored.
 */
export function decodeUcs2(octets: Uint8Array): string {
  const units: number[] = [];
  for (let i = 0; i + 1 < octets.length; i += 2) {
    units.push(((octets[i] ?? 0) << 8) | (octets[i + 1] ?? 0));
  }
  let text = '';
  const chunk = 0x2000;
  for (let start = 0; start < units.length; start += chunk) {
    text += String.fromCharCode(...units.slice(start, start + chunk));
  }
  return text;
}
