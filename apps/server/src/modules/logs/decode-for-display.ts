import { decodePdu, decodeText, tlvName, tlvValue, type Pdu } from '@routelab/smpp';

export interface DisplayField {
  name: string;
  value: string;
}

const HEADER_FIELDS = ['command', 'commandStatus', 'sequenceNumber', 'tlvs'];

/**
 * A stored PDU as a list of fields for the detail view and JSON downloads: body fields in wire
 * order (numbers in decimal and hex, short_message as hex and as decoded text), then TLVs.
 * A frame that does not decode yields one `decode_error` field; the hex dump still shows it.
 */
export function decodeForDisplay(raw: Buffer): DisplayField[] {
  let pdu: Pdu;
  try {
    pdu = decodePdu(raw);
  } catch (error) {
    return [{ name: 'decode_error', value: (error as Error).message }];
  }
  const fields: DisplayField[] = [];
  const body = pdu as unknown as Record<string, unknown>;
  for (const [name, value] of Object.entries(body)) {
    if (HEADER_FIELDS.includes(name)) continue;
    fields.push({ name, value: show(value) });
  }
  if ('short_message' in pdu && 'data_coding' in pdu && pdu.short_message.length > 0) {
    const udhi = (pdu.esm_class & 0x40) !== 0;
    const octets = udhi
      ? pdu.short_message.subarray(1 + (pdu.short_message[0] ?? 0))
      : pdu.short_message;
    fields.push({ name: 'short_message_text', value: decodeText(octets, pdu.data_coding).text });
  }
  for (const tlv of pdu.tlvs) {
    const name = tlvName(tlv.tag) ?? `tlv_0x${tlv.tag.toString(16).padStart(4, '0')}`;
    fields.push({ name, value: show(tlvValue(tlv)) });
  }
  return fields;
}

function show(value: unknown): string {
  if (Buffer.isBuffer(value)) return value.toString('hex');
  if (typeof value === 'number') return `${value} (0x${value.toString(16).padStart(2, '0')})`;
  if (Array.isArray(value)) return JSON.stringify(value);
  return String(value);
}
