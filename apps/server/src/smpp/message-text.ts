import { decodeText, describeDataCoding, type DecodeOptions } from '@routelab/smpp';

/**
 * The text a message is stored and shown with: its user data decoded, except 8-bit data and
 * compressed text, which are kept as hex. Read as Latin-1 their octets are mojibake, and a NUL
 * octet cannot be stored in a PostgreSQL text column.
 */
export function messageText(
  body: Uint8Array,
  dataCoding: number,
  options: DecodeOptions = {},
): string {
  const scheme = describeDataCoding(dataCoding);
  if (scheme.alphabet === 'binary' || scheme.compressed) {
    return Buffer.from(body.buffer, body.byteOffset, body.byteLength).toString('hex');
  }
  return decodeText(body, dataCoding, options).text;
}
