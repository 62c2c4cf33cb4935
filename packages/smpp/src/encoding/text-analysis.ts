import type { UnencodableCharacter } from './errors.js';
import { gsm7SeptetsOf } from './gsm7-alphabet.js';
import {
  MAX_PARTS,
  countingUnitOf,
  partLimits,
  planParts,
  type Concatenation,
  type CountingUnit,
} from './part-plan.js';
import type { DefaultCharset } from './default-charset.js';
import { chooseTextCoding, type TextCoding } from './text-codec.js';

/** One character (code point) of the text and what it costs in the coding. */
export interface CharacterInfo {
  char: string;
  /** UTF-16 index in the text. */
  index: number;
  /** Septets (2 for extension characters), code units (2 for astral characters) or octets. */
  units: number;
  /** The coding can carry it. */
  fits: boolean;
}

export interface AnalyzeOptions {
  coding?: 'auto' | TextCoding;
  concatenation?: Concatenation;
  /** What data_coding 0 means on the link (see chooseTextCoding); GSM 03.38 when absent. */
  defaultCharset?: DefaultCharset;
}

export interface TextAnalysis {
  coding: TextCoding;
  dataCoding: number;
  concatenation: Concatenation;
  unit: CountingUnit;
  characters: CharacterInfo[];
  /** Units in the whole text. */
  length: number;
  parts: number;
  /** The limit that applies: the single-message limit when one part, else the per-part one. */
  perPart: number;
  /** Units still free in the last part. */
  remaining: number;
  /** More parts than concatenation can number (255), or more than message_payload holds. */
  tooLong: boolean;
  unencodable: UnencodableCharacter[];
}

/** Characters of the text with their cost in the coding; unencodable ones count one unit. */
export function characterCosts(text: string, coding: TextCoding): CharacterInfo[] {
  const characters: CharacterInfo[] = [];
  let index = 0;
  for (const char of text) {
    characters.push({ char, index, ...costOf(char, coding) });
    index += char.length;
  }
  return characters;
}

function costOf(char: string, coding: TextCoding): { units: number; fits: boolean } {
  const codePoint = char.codePointAt(0) ?? 0;
  switch (coding) {
    case 'gsm7': {
      const septets = gsm7SeptetsOf(char);
      return septets ? { units: septets.length, fits: true } : { units: 1, fits: false };
    }
    case 'ia5':
      return { units: 1, fits: codePoint <= 0x7f };
    case 'latin1':
      return { units: 1, fits: codePoint <= 0xff };
    case 'ucs2':
      // A lone surrogate is one code unit that is not a character.
      return {
        units: char.length,
        fits: !(char.length === 1 && codePoint >= 0xd800 && codePoint <= 0xdfff),
      };
  }
}

/**
 * Tells, for a text, the coding it goes in, what each character costs, and how many parts it
 * takes. Parts never split an escape pair or a surrogate pair, so they agree with
 * segmentMessage.
 */
export function analyzeText(text: string, options: AnalyzeOptions = {}): TextAnalysis {
  const { coding, dataCoding } = chooseTextCoding(text, options.coding, options.defaultCharset);
  const concatenation = options.concatenation ?? 'udh8';
  const characters = characterCosts(text, coding);
  const limits = partLimits(coding, concatenation, dataCoding);
  const planned = planParts(
    characters.map((character) => character.units),
    limits,
    concatenation,
  );
  const length = characters.reduce((sum, character) => sum + character.units, 0);
  const perPart = planned.length === 1 && length <= limits.single ? limits.single : limits.perPart;
  const lastUnits = planned[planned.length - 1]?.units ?? 0;
  return {
    coding,
    dataCoding,
    concatenation,
    unit: countingUnitOf(coding, dataCoding),
    characters,
    length,
    parts: planned.length,
    perPart,
    remaining: Math.max(0, perPart - lastUnits),
    tooLong: planned.length > MAX_PARTS || (length > limits.perPart && concatenation === 'payload'),
    unencodable: characters
      .filter((character) => !character.fits)
      .map(({ char, index }) => ({ char, index })),
  };
}
