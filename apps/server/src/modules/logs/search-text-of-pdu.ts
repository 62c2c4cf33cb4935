import { CommandId, decodePdu, getTlv, TlvTag, type PduHeader } from '@routelab/smpp';
import { messageText } from '../../smpp/message-text.js';

/** Characters kept per row: a segment's text and both addresses fit (SMPP short_message ≤ 254 octets). */
export const SEARCH_TEXT_MAX = 400;

const CARRYING_TEXT = new Set<number>([
  CommandId.submit_sm,
  CommandId.deliver_sm,
  CommandId.data_sm,
]);

/**
 * What the log's search looks through for a PDU that carries a message: source address,
 * destination address and text, lower case (so a search ignores case on both dialects, Cyrillic
 * too: SQLite's LIKE folds ASCII only), bounded; null for every other PDU. A frame that does not
 * decode has nothing to search.
 */
export function searchTextOfPdu(raw: Buffer, header: PduHeader): string | null {
  if (!CARRYING_TEXT.has(header.commandId)) return null;
  let pdu;
  try {
    pdu = decodePdu(raw, header);
  } catch {
    return null;
  }
  if (pdu.command !== 'submit_sm' && pdu.command !== 'deliver_sm' && pdu.command !== 'data_sm') {
    return null;
  }
  const payload = getTlv(pdu.tlvs, TlvTag.message_payload)?.value;
  let octets: Uint8Array = 'short_message' in pdu ? pdu.short_message : new Uint8Array();
  if (octets.length === 0 && payload) octets = payload;
  else if ((pdu.esm_class & 0x40) !== 0 && octets.length > 0) {
    octets = octets.subarray(1 + (octets[0] ?? 0));
  }
  const text = octets.length > 0 ? messageText(octets, pdu.data_coding) : '';
  return (
    [pdu.source_addr, pdu.destination_addr, text]
      .join('\n')
      // A NUL cannot be stored in a PostgreSQL text column; no one searches for controls.
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u0009\u000b-\u001f]/g, ' ')
      .toLowerCase()
      .slice(0, SEARCH_TEXT_MAX)
  );
}
