/** The concatenation a part's user data header carries, and where its text starts. */
export interface UdhSummary {
  /** Octets of the header, its length octet included. */
  length: number;
  reference: number;
  total: number;
  seq: number;
}

const CONCAT_8BIT = 0x00;
const CONCAT_16BIT = 0x08;

/**
 * Reads the concatenation element of a part's UDH (8-bit or 16-bit reference) from its hex, or
 * undefined when the header is absent, cut short or carries no concatenation.
 */
export function udhSummary(hex: string): UdhSummary | undefined {
  const octets = hex.match(/../g)?.map((pair) => parseInt(pair, 16)) ?? [];
  const headerLength = octets[0];
  if (headerLength === undefined || octets.length < headerLength + 1) return undefined;
  for (let at = 1; at + 1 < headerLength + 1;) {
    const id = octets[at]!;
    const size = octets[at + 1]!;
    const value = octets.slice(at + 2, at + 2 + size);
    if (id === CONCAT_8BIT && size === 3) {
      return { length: headerLength + 1, reference: value[0]!, total: value[1]!, seq: value[2]! };
    }
    if (id === CONCAT_16BIT && size === 4) {
      const reference = (value[0]! << 8) | value[1]!;
      return { length: headerLength + 1, reference, total: value[2]!, seq: value[3]! };
    }
    at += 2 + size;
  }
  return undefined;
}
