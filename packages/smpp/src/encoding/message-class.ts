import type { Coding } from './text-codec.js';

/** The alphabet bits of GSM 03.38's general data coding group, for codings that have them. */
const GENERAL_GROUP_ALPHABET: Partial<Record<Coding, number>> = {
  gsm7: 0x00,
  binary: 0x04,
  ucs2: 0x08,
};

/** Bit 4 of the general group: bits 1-0 carry a message class (3GPP TS 23.038 §4). */
const CLASS_PRESENT = 0x10;

/**
 * data_coding with a message class (0 flash … 3) in the general coding group (0x10 GSM flash,
 * 0x18 UCS2 flash); undefined where the coding has no such form (Latin-1, IA5).
 */
export function dataCodingWithClass(coding: Coding, messageClass: number): number | undefined {
  const alphabet = GENERAL_GROUP_ALPHABET[coding];
  return alphabet === undefined ? undefined : CLASS_PRESENT | alphabet | messageClass;
}
