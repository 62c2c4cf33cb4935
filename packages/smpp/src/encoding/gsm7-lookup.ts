import { GSM7_BASIC_TABLE, GSM7_ESCAPE, GSM7_EXTENSION_TABLE } from './gsm7-alphabet.js';

// Lookup tables indexed by number, for the hot paths of encoding and decoding: a typed-array read
// per character instead of a Map lookup that returns a fresh array.

/** In GSM7_SEPTET_CODES: the character has no septet. */
export const NO_SEPTET = -1;
/** In GSM7_SEPTET_CODES: set on extension characters (ESC + the low seven bits). */
export const EXTENSION_FLAG = 0x80;

/** The last character code the table covers; every GSM 03.38 character is at or below it. */
const TABLE_END = 0x20ac;

/** By UTF-16 code unit up to U+20AC (€): the basic septet, EXTENSION_FLAG | code, or NO_SEPTET. */
export const GSM7_SEPTET_CODES = new Int16Array(TABLE_END + 1).fill(NO_SEPTET);
for (let septet = 0; septet < GSM7_BASIC_TABLE.length; septet++) {
  if (septet !== GSM7_ESCAPE) GSM7_SEPTET_CODES[GSM7_BASIC_TABLE.charCodeAt(septet)] = septet;
}
for (const [code, char] of GSM7_EXTENSION_TABLE) {
  GSM7_SEPTET_CODES[char.charCodeAt(0)] = EXTENSION_FLAG | code;
}

/** The septet code of one UTF-16 code unit (see GSM7_SEPTET_CODES). */
export function septetCodeOf(charCode: number): number {
  return charCode <= TABLE_END ? (GSM7_SEPTET_CODES[charCode] as number) : NO_SEPTET;
}

/** Character code of each basic septet (the escape's slot shows a space, as a lone ESC does). */
export const GSM7_BASIC_CHAR_CODES = new Uint16Array(128);
/** Character code of each septet after an escape: the extension character, else the basic one. */
export const GSM7_ESCAPED_CHAR_CODES = new Uint16Array(128);
for (let septet = 0; septet < 128; septet++) {
  const basic = septet === GSM7_ESCAPE ? 0x20 : GSM7_BASIC_TABLE.charCodeAt(septet);
  GSM7_BASIC_CHAR_CODES[septet] = basic;
  GSM7_ESCAPED_CHAR_CODES[septet] = GSM7_EXTENSION_TABLE.get(septet)?.charCodeAt(0) ?? basic;
}
