import type { Concatenation } from '../encoding/index.js';

// Consecutive references keep concurrent long messages to one handset apart far longer than
// random ones would (an 8-bit random reference collides after ~20 messages on average).
let lastReference = Math.floor(Math.random() * 0x10000);

/** Largest reference each method can carry: one octet in UDH8, two in UDH16 and SAR. */
export function maxReference(method: Exclude<Concatenation, 'payload'>): number {
  return method === 'udh8' ? 0xff : 0xffff;
}

/** The next reference for a new concatenated message, in the method's range. */
export function nextReference(method: Exclude<Concatenation, 'payload'>): number {
  lastReference = (lastReference + 1) & 0xffff;
  return lastReference & maxReference(method);
}
