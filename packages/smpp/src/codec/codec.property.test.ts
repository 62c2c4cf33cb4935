import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodePdu, encodePdu, PduFramer } from './index.js';
import { pduArbitrary } from './testing/pdu-arbitraries.js';
import { PROPERTY_BUDGET_MS } from '../testing/property-runs.js';

// Property tests: fixed seed so a failure reproduces; fast-check prints the shrunk case.
const params = { seed: 0x534d5050, numRuns: 2000 };

describe('codec properties', () => {
  it(
    'any valid PDU round-trips: decode(encode(pdu)) equals pdu',
    { timeout: PROPERTY_BUDGET_MS },
    () => {
      fc.assert(
        fc.property(pduArbitrary, (pdu) => {
          expect(decodePdu(encodePdu(pdu))).toEqual(pdu);
        }),
        params,
      );
    },
  );

  it(
    'any valid frame re-encodes to the same bytes: encode(decode(frame)) equals frame',
    { timeout: PROPERTY_BUDGET_MS },
    () => {
      fc.assert(
        fc.property(pduArbitrary, (pdu) => {
          const frame = encodePdu(pdu);
          expect(encodePdu(decodePdu(frame)).equals(frame)).toBe(true);
        }),
        params,
      );
    },
  );

  it(
    'the framer yields the same frames whatever the chunking',
    { timeout: PROPERTY_BUDGET_MS },
    () => {
      const streams = fc.record({
        frames: fc.array(pduArbitrary.map(encodePdu), { minLength: 1, maxLength: 12 }),
        cuts: fc.array(fc.nat(), { maxLength: 30 }),
      });
      fc.assert(
        fc.property(streams, ({ frames, cuts }) => {
          const stream = Buffer.concat(frames);
          const points = [...new Set(cuts.map((cut) => cut % (stream.length + 1)))].sort(
            (x, y) => x - y,
          );
          const framer = new PduFramer();
          const out: Buffer[] = [];
          let start = 0;
          for (const end of [...points, stream.length]) {
            framer.push(stream.subarray(start, end));
            start = end;
            for (const frame of framer) out.push(frame);
          }
          expect(out).toEqual(frames);
          expect(framer.bufferedBytes).toBe(0);
        }),
        { ...params, numRuns: 500 },
      );
    },
  );
});
