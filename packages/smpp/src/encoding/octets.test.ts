import { describe, expect, it } from 'vitest';
import { allocateOctets } from './octets.js';

describe('allocateOctets', () => {
  it('gives zero-filled arrays of the asked length that never share an octet', () => {
    const lengths = [0, 1, 64, 65, 68, 140, 2048, 2049, 5000];
    const arrays = Array.from({ length: 300 }, (_, i) => allocateOctets(lengths[i % 9] as number));
    arrays.forEach((octets, i) => {
      expect(octets.length).toBe(lengths[i % 9]);
      expect(octets.every((octet) => octet === 0)).toBe(true);
      octets.fill(0xff);
    });
    const claimed = new Map<ArrayBufferLike, Uint8Array>();
    for (const octets of arrays) {
      const marks = claimed.get(octets.buffer) ?? new Uint8Array(octets.buffer.byteLength);
      claimed.set(octets.buffer, marks);
      const range = marks.subarray(octets.byteOffset, octets.byteOffset + octets.byteLength);
      expect(range.every((mark) => mark === 0)).toBe(true);
      range.fill(1);
    }
  });
});
