import { packSeptets, unpackSeptets } from './septet-packing.js';

const CARRIAGE_RETURN = 0x0d;

/**
 * Packs text septets the way 3GPP TS 23.038 §6.1.2.3.1 asks: when 7 bits of the last octet are
 * spare they carry <CR>, so a receiver that only knows the octet count does not read a
 * trailing '@'.
 */
export function packGsm7(septets: Uint8Array, paddingBits = 0): Uint8Array {
  const packed = packSeptets(septets, paddingBits);
  const totalBits = paddingBits + septets.length * 7;
  if (septets.length > 0 && totalBits % 8 === 1) {
    packed[packed.length - 1] = (packed[packed.length - 1] ?? 0) | (CARRIAGE_RETURN << 1);
  }
  return packed;
}

/**
 * Unpacks text septets when only the octet count is known: a <CR> filling the 7 spare bits of
 * the last octet is padding and is dropped. A text whose own last character is a <CR> ending
 * exactly on an octet boundary is indistinguishable from that padding (a limit of the format).
 */
export function unpackGsm7(packed: Uint8Array, paddingBits = 0): Uint8Array {
  const septets = unpackSeptets(packed, paddingBits);
  const lastIsSpare = (packed.length * 8 - paddingBits) % 7 === 0;
  if (lastIsSpare && septets.length > 0 && septets[septets.length - 1] === CARRIAGE_RETURN) {
    return septets.subarray(0, septets.length - 1);
  }
  return septets;
}
