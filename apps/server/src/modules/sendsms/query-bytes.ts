/**
 * Parameters of a query string or form body as octets, the way Kannel's http_cgi_variable reads
 * them: '+' is a space, %xx an octet (so text in any charset, and binary UDH, arrive intact), and
 * the first of a repeated name counts.
 */
export function parseQueryBytes(query: string): Map<string, Buffer> {
  const parameters = new Map<string, Buffer>();
  for (const pair of query.split('&')) {
    if (pair === '') continue;
    const separator = pair.indexOf('=');
    const name = decodeOctets(separator === -1 ? pair : pair.slice(0, separator)).toString(
      'latin1',
    );
    if (parameters.has(name)) continue;
    parameters.set(name, decodeOctets(separator === -1 ? '' : pair.slice(separator + 1)));
  }
  return parameters;
}

function decodeOctets(encoded: string): Buffer {
  const bytes: number[] = [];
  for (let i = 0; i < encoded.length; i += 1) {
    const char = encoded.charCodeAt(i);
    const high = char === 0x25 ? hexDigit(encoded.charCodeAt(i + 1)) : -1;
    const low = high >= 0 ? hexDigit(encoded.charCodeAt(i + 2)) : -1;
    if (char === 0x2b) bytes.push(0x20);
    else if (low >= 0) {
      bytes.push(high * 16 + low);
      i += 2;
    } else if (char < 0x80) {
      bytes.push(char);
    } else {
      // A character sent unencoded: its UTF-8 octets.
      for (const byte of Buffer.from(encoded[i]!, 'utf8')) bytes.push(byte);
    }
  }
  return Buffer.from(bytes);
}

/** The value of a hex digit's character code, or -1 (also for NaN: past the end). */
function hexDigit(code: number): number {
  if (code >= 0x30 && code <= 0x39) return code - 0x30;
  const lower = code | 0x20;
  return lower >= 0x61 && lower <= 0x66 ? lower - 0x61 + 10 : -1;
}
