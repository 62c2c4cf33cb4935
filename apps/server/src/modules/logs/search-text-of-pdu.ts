import { CommandId, EsmClass, TlvTag, type PduHeader } from '@routelab/smpp';
import { messageText } from '../../smpp/message-text.js';

/** Characters kept per row: a segment's text and both addresses fit (SMPP short_message ≤ 254 octets). */
export const SEARCH_TEXT_MAX = 400;

const HEADER = 16;
/** data_coding values whose octets in SAFE read the same in GSM 7-bit (unpacked), IA5 and Latin-1. */
const ASCII_LIKE = new Set([0, 1, 3]);
/** Octets that are the same character in all of them: letters, digits, most punctuation, LF. */
const SAFE = new Uint8Array(256);
for (let octet = 0x20; octet <= 0x7a; octet++) {
  const differs = octet === 0x24 || octet === 0x40 || (octet >= 0x5b && octet <= 0x60);
  if (!differs) SAFE[octet] = 1;
}
SAFE[0x0a] = 1;

/**
 * What the log's search looks through for a PDU that carries a message: source address,
 * destination address and text, lower case (so a search ignores case on both dialects, Cyrillic
 * too: SQLite's LIKE folds ASCII only), bounded; null for every other PDU and for a frame too
 * short for its fields. On the ingest path, for every submit_sm: the fields are read in place
 * (no decode of the whole PDU) and plain text is taken as it is, which costs a fraction of a
 * decode.
 */
export function searchTextOfPdu(raw: Buffer, header: PduHeader): string | null {
  const { commandId } = header;
  if (
    commandId !== CommandId.submit_sm &&
    commandId !== CommandId.deliver_sm &&
    commandId !== CommandId.data_sm
  ) {
    return null;
  }
  const end = Math.min(raw.length, header.commandLength);
  let at = skipCString(raw, HEADER, end) + 2;
  const sourceStart = at;
  at = skipCString(raw, at, end);
  const sourceEnd = at - 1;
  at += 2;
  const destinationStart = at;
  at = skipCString(raw, at, end);
  const destinationEnd = at - 1;
  if (at + 1 > end) return null;
  const esmClass = raw[at]!;
  let dataCoding: number;
  let octets: Buffer;
  if (commandId === CommandId.data_sm) {
    if (at + 3 > end) return null;
    dataCoding = raw[at + 2]!;
    octets = payloadOf(raw, at + 3, end) ?? raw.subarray(0, 0);
  } else {
    at = skipCString(raw, at + 3, end);
    at = skipCString(raw, at, end);
    if (at + 5 > end) return null;
    dataCoding = raw[at + 2]!;
    const length = raw[at + 4]!;
    const start = at + 5;
    if (start + length > end) return null;
    octets =
      length > 0
        ? raw.subarray(start, start + length)
        : (payloadOf(raw, start, end) ?? raw.subarray(0, 0));
  }
  if ((esmClass & EsmClass.UDHI) !== 0 && octets.length > 0) {
    octets = octets.subarray(Math.min(octets.length, 1 + octets[0]!));
  }
  const source = raw.toString('latin1', sourceStart, sourceEnd);
  const destination = raw.toString('latin1', destinationStart, destinationEnd);
  return `${source}\n${destination}\n${textOf(octets, dataCoding)}`
    .toLowerCase()
    .slice(0, SEARCH_TEXT_MAX);
}

function textOf(octets: Buffer, dataCoding: number): string {
  if (ASCII_LIKE.has(dataCoding) && isPlain(octets)) return octets.toString('latin1');
  return (
    messageText(octets, dataCoding)
      // A NUL cannot be stored in a PostgreSQL text column; no one searches for controls.
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u0009\u000b-\u001f]/g, ' ')
  );
}

function isPlain(octets: Buffer): boolean {
  for (let index = 0; index < octets.length; index++) if (SAFE[octets[index]!] !== 1) return false;
  return true;
}

/** The offset after the NUL ending the C string at `at` (past `end` when it has none). */
function skipCString(raw: Buffer, at: number, end: number): number {
  const nul = raw.indexOf(0, at);
  return nul === -1 || nul >= end ? end + 1 : nul + 1;
}

/** The message_payload TLV's value among the TLVs from `at`, if there is one. */
function payloadOf(raw: Buffer, at: number, end: number): Buffer | undefined {
  while (at + 4 <= end) {
    const tag = raw.readUInt16BE(at);
    const length = raw.readUInt16BE(at + 2);
    if (at + 4 + length > end) return undefined;
    if (tag === TlvTag.message_payload) return raw.subarray(at + 4, at + 4 + length);
    at += 4 + length;
  }
  return undefined;
}
