import type { Coding, Concatenation, DefaultCharset } from '@routelab/shared';
import {
  DATA_CODING,
  analyzeText,
  partLimits,
  planParts,
  type CharacterInfo,
} from '@routelab/smpp/encoding';

export interface CounterModel {
  /** gsm7, ia5, latin1, ucs2 or binary: what the octets are in. */
  coding: 'gsm7' | 'ia5' | 'latin1' | 'ucs2' | 'binary';
  /** What they are sent as: 0 is the link's default charset, whatever it is. */
  dataCoding: number;
  unit: 'septet' | 'code-unit' | 'octet';
  length: number;
  parts: number;
  perPart: number;
  remaining: number;
  tooLong: boolean;
  /** Binary that starts with its own UDH: the server sends it whole, as one part. */
  ownUdh: boolean;
  characters: CharacterInfo[];
  unencodable: string[];
}

/**
 * What the Send SMS counter shows: the text analysed by packages/smpp exactly as the server
 * will segment it on a link whose data_coding 0 is `defaultCharset`, or the hex body counted
 * in octets for binary (one part at most when it carries its own UDH, as the server sends it).
 */
export function counterModel(
  coding: Coding,
  concatenation: Concatenation,
  text: string,
  hex: string,
  defaultCharset: DefaultCharset = 'gsm7',
  ownUdh = false,
): CounterModel {
  if (coding === 'binary') {
    const octets = Math.floor(hex.replace(/\s+/g, '').length / 2);
    const limits = partLimits('binary', concatenation);
    if (ownUdh) {
      return {
        coding: 'binary',
        dataCoding: DATA_CODING.binary,
        unit: 'octet',
        length: octets,
        parts: octets === 0 ? 0 : 1,
        perPart: limits.single,
        remaining: Math.max(0, limits.single - octets),
        tooLong: octets > limits.single,
        ownUdh: true,
        characters: [],
        unencodable: [],
      };
    }
    const parts =
      octets === 0 ? [] : planParts(new Array<number>(octets).fill(1), limits, concatenation);
    const perPart = parts.length <= 1 && octets <= limits.single ? limits.single : limits.perPart;
    const last = parts[parts.length - 1]?.units ?? 0;
    return {
      coding: 'binary',
      dataCoding: DATA_CODING.binary,
      unit: 'octet',
      length: octets,
      parts: Math.max(parts.length, octets === 0 ? 0 : 1),
      perPart,
      remaining: Math.max(0, perPart - last),
      tooLong: parts.length > 255,
      ownUdh: false,
      characters: [],
      unencodable: [],
    };
  }
  const analysis = analyzeText(text, { coding, concatenation, defaultCharset });
  return {
    coding: analysis.coding,
    dataCoding: analysis.dataCoding,
    unit: analysis.unit,
    length: analysis.length,
    parts: text.length === 0 ? 0 : analysis.parts,
    perPart: analysis.perPart,
    remaining: analysis.remaining,
    tooLong: analysis.tooLong,
    ownUdh: false,
    characters: analysis.characters,
    unencodable: [...new Set(analysis.unencodable.map((item) => item.char))],
  };
}
