/** A message id with the numbers it can stand for. */
export interface NormalizedMessageId {
  /** The id without surrounding white space or NULs. */
  text: string;
  /** Its value read as decimal (digits only), without leading zeros. */
  decimal?: string;
  /** Its value read as hexadecimal (hex digits, optional 0x), written in decimal. */
  hexValue?: string;
}

/** Longer ids are not numbers anyone converts (message_id is at most 65 octets). */
const MAX_NUMERIC_DIGITS = 64;

export function normalizeMessageId(id: string): NormalizedMessageId {
  const text = id.replace(/\0/g, '').trim();
  const normalized: NormalizedMessageId = { text };
  const prefixed = /^0x([0-9a-f]+)$/i.exec(text);
  const hexDigits = prefixed?.[1] ?? (/^[0-9a-f]+$/i.test(text) ? text : undefined);
  if (hexDigits === undefined || hexDigits.length > MAX_NUMERIC_DIGITS) return normalized;
  if (!prefixed && /^\d+$/.test(text)) normalized.decimal = BigInt(text).toString(10);
  normalized.hexValue = BigInt(`0x${hexDigits}`).toString(10);
  return normalized;
}

/**
 * Keys under which an id can be found, most specific first: the id as written (`s:`), then its
 * decimal value, then its value read as hexadecimal (both `n:`, in decimal).
 *
 * Matching rule: index every submitted id under all of its keys (per gateway); to match a
 * receipt, look its keys up in order and take the first that finds a message. So "0A1F",
 * "2591" and "00002591" in a receipt all find the message submitted as "2591": as written,
 * as the decimal 2591, or as hex 0x0A1F = 2591. An exact spelling always beats a numeric
 * reading, and a decimal reading beats a hexadecimal one.
 */
export function messageIdKeys(id: string): string[] {
  const { text, decimal, hexValue } = normalizeMessageId(id);
  if (text.length === 0) return [];
  const keys = [`s:${text}`];
  if (decimal !== undefined) keys.push(`n:${decimal}`);
  if (hexValue !== undefined && hexValue !== decimal) keys.push(`n:${hexValue}`);
  return keys;
}
