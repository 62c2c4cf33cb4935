import { decodeLatin1, decodeUcs2, describeDataCoding } from '../encoding/index.js';
import { parseReceiptDate } from './receipt-date.js';
import { normalizeStat, type ReceiptStat } from './receipt-stat.js';

export interface ParsedReceipt {
  id?: string;
  sub?: string;
  dlvrd?: string;
  submitDate?: Date;
  doneDate?: Date;
  /** The stat in appendix B form, when it is one (or a known long spelling of one). */
  stat?: ReceiptStat;
  /** The stat exactly as written. */
  rawStat?: string;
  err?: string;
  text?: string;
}

type Field = 'id' | 'sub' | 'dlvrd' | 'submitDate' | 'doneDate' | 'stat' | 'err' | 'text';

// A key starts the text or follows white space, so "dlvrd:" never reads as "id:".
const KEY = /(?:^|\s)(id|sub|dlvrd|submit[\s_]*date|done[\s_]*date|stat|err|text)\s*:/gi;

function fieldOf(key: string): Field {
  const compact = key.toLowerCase().replace(/[\s_]/g, '');
  if (compact === 'submitdate') return 'submitDate';
  if (compact === 'donedate') return 'doneDate';
  return compact as Field;
}

const firstToken = (value: string): string | undefined => value.trim().split(/\s+/)[0] || undefined;

/**
 * Reads a receipt text leniently: keys in any case, in any order, any of them missing, extra
 * spaces, `submit_date`, dates with seconds. Everything after `text:` is the text. The first
 * occurrence of a key counts.
 */
export function parseReceiptText(receipt: string): ParsedReceipt {
  const values = new Map<Field, string>();
  const matches = [...receipt.matchAll(KEY)];
  for (const [position, match] of matches.entries()) {
    const field = fieldOf(match[1] ?? '');
    const start = (match.index ?? 0) + match[0].length;
    if (field === 'text') {
      if (!values.has('text')) values.set('text', receipt.slice(start).trim());
      break;
    }
    const end = matches[position + 1]?.index ?? receipt.length;
    if (!values.has(field)) values.set(field, receipt.slice(start, end));
  }

  const parsed: ParsedReceipt = {};
  for (const field of ['id', 'sub', 'dlvrd', 'err'] as const) {
    const token = firstToken(values.get(field) ?? '');
    if (token !== undefined) parsed[field] = token;
  }
  for (const field of ['submitDate', 'doneDate'] as const) {
    const date = parseReceiptDate(values.get(field) ?? '');
    if (date) parsed[field] = date;
  }
  const rawStat = firstToken(values.get('stat') ?? '');
  if (rawStat !== undefined) {
    parsed.rawStat = rawStat;
    const stat = normalizeStat(rawStat);
    if (stat) parsed.stat = stat;
  }
  const text = values.get('text');
  if (text !== undefined) parsed.text = text;
  return parsed;
}

/**
 * Reads a receipt from its short_message (or message_payload) octets. The appendix B fields
 * and the ids in them are ASCII, so the octets are read one per character whatever the link's
 * default alphabet: through GSM 03.38 the id MSG_4097 would read MSG§4097 (0x5F is §, 0x40 ¡).
 * A UCS2 receipt is read as UTF-16.
 */
export function parseReceiptOctets(octets: Uint8Array, dataCoding: number): ParsedReceipt {
  const ucs2 = describeDataCoding(dataCoding).alphabet === 'ucs2';
  return parseReceiptText(ucs2 ? decodeUcs2(octets) : decodeLatin1(octets));
}
