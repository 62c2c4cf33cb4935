import { allocateOctets } from './octets.js';

/**
 * Packs septets LSB first into octets (3GPP TS 23.038 §6.1.2.1.1). `paddingBits` (0..6) zero
 * fill bits come first, so the text starts on a septet boundary after a UDH. Unused high bits of
 * the last octet are zero.
 */
export function packSeptets(septets: Uint8Array, paddingBits = 0): Uint8Array {
  assertPaddingBits(paddingBits);
  // Fill bits alone make no octet: an empty text after a UDH is no user data at all.
  const totalBits = septets.length === 0 ? 0 : paddingBits + septets.length * 7;
  const packed = allocateOctets(Math.ceil(totalBits / 8));
  let bitPosition = paddingBits;
  for (const septet of septets) {
    const value = septet & 0x7f;
    const octet = bitPosition >> 3;
    const shift = bitPosition & 7;
    packed[octet] = (packed[octet] ?? 0) | ((value << shift) & 0xff);
    if (shift > 1) packed[octet + 1] = (packed[octet + 1] ?? 0) | (value >> (8 - shift));
    bitPosition += 7;
  }
  return packed;
}

/**
 * Unpacks septets after `paddingBits` fill bits. Without `septetCount` every whole septet the
 * octets hold is returned, which includes a last septet made of spare bits when they are 7
 * (the caller of this primitive decides what such a septet means).
 */
export function unpackSeptets(
  packed: Uint8Array,
  paddingBits = 0,
  septetCount?: number,
): Uint8Array {
  assertPaddingBits(paddingBits);
  const available = Math.max(0, Math.floor((packed.length * 8 - paddingBits) / 7));
  const count = septetCount === undefined ? available : Math.min(septetCount, available);
  const septets = new Uint8Array(count);
  let bitPosition = paddingBits;
  for (let i = 0; i < count; i++) {
    const octet = bitPosition >> 3;
    const shift = bitPosition & 7;
    const low = (packed[octet] ?? 0) >> shift;
    const high = shift > 1 ? (packed[octet + 1] ?? 0) << (8 - shift) : 0;
    septets[i] = (low | high) & 0x7f;
    bitPosition += 7;
  }
  return septets;
}

/** Fill bits that put the first text septet on a septet boundary after a UDH of this length. */
export function fillBitsAfterUdh(udhLength: number): number {
  return (7 - ((udhLength * 8) % 7)) % 7;
}

function assertPaddingBits(paddingBits: number): void {
  if (!Number.isInteger(paddingBits) || paddingBits < 0 || paddingBits > 6) {
    throw new RangeError(`paddingBits must be an integer 0..6, got ${paddingBits}`);
  }
}
