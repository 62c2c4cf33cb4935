import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  decodePdu,
  encodePdu,
  PduFramer,
  SmppDecodeError,
  SmppFramingError,
} from '../src/codec/index.js';
import { pduArbitrary } from '../src/codec/testing/pdu-arbitraries.js';
import { SAMPLE_PDUS } from '../src/codec/testing/sample-pdus.js';
import { CommandId, commandStatusName, isResponse } from '../src/protocol/index.js';

// At least 1,000,000 random and mutated PDUs through the framer and the decoder (every eighth also
// straight into the decoder, length lies included), with a fixed seed: every outcome is a PDU or a
// typed error, nothing loops, buffering stays bounded.

const CANDIDATES = 1_000_000;
const SEED = 0x5eed5;
const MAX_PDU_LENGTH = 4096;
const DIRECT_EVERY = 8;
const HEAP_GROWTH_LIMIT = 256 * 1024 * 1024;
// About 20 s of CPU; the margin is for shared CI machines, not a speed claim.
const TIMEOUT_MS = 240_000;

/** mulberry32: small, fast and deterministic. */
function randomSource(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (below: number) => Math.floor(next() * below);
  return { int, pick: <T>(list: readonly T[]) => list[int(list.length)] as T };
}

const rng = randomSource(SEED);
const commandIds = Object.values(CommandId);
const seeds = [
  ...Object.values(SAMPLE_PDUS).map((pdu) => encodePdu(pdu)),
  ...fc.sample(pduArbitrary, { seed: SEED, numRuns: 400 }).map((pdu) => encodePdu(pdu)),
];

function withLength(frame: Buffer): Buffer {
  if (frame.length >= 4) frame.writeUInt32BE(frame.length, 0);
  return frame;
}

function randomBytes(length: number): Buffer {
  const bytes = Buffer.allocUnsafe(length);
  for (let i = 0; i < length; i++) bytes[i] = rng.int(256);
  return bytes;
}

const mutations: ((seed: Buffer) => Buffer)[] = [
  (seed) => seed,
  function flipBits(seed) {
    const frame = Buffer.from(seed);
    for (let n = 1 + rng.int(4); n > 0; n--) {
      const at = rng.int(frame.length);
      frame[at] = (frame[at] as number) ^ (1 << rng.int(8));
    }
    return frame;
  },
  function flipBodyBits(seed) {
    const frame = Buffer.from(seed);
    if (frame.length > 16) frame[16 + rng.int(frame.length - 16)] = rng.int(256);
    return frame;
  },
  function truncate(seed) {
    const frame = Buffer.from(seed.subarray(0, rng.int(seed.length)));
    return rng.int(2) === 0 ? withLength(frame) : frame;
  },
  function lieAboutLength(seed) {
    const frame = Buffer.from(seed);
    const lies = [rng.int(16), seed.length + 1 + rng.int(10), seed.length - 1 - rng.int(10)];
    frame.writeUInt32BE(Math.max(0, rng.pick([...lies, rng.int(2 ** 32)])) >>> 0, 0);
    return frame;
  },
  function randomFrame() {
    const frame = randomBytes(16 + rng.int(200));
    frame.writeUInt32BE(rng.pick(commandIds), 4);
    return rng.int(4) === 0 ? frame : withLength(frame);
  },
  function randomNoise() {
    return randomBytes(rng.int(64));
  },
  function otherCommand(seed) {
    const frame = Buffer.from(seed);
    frame.writeUInt32BE(rng.pick(commandIds), 4);
    return frame;
  },
  function splice(seed) {
    const other = rng.pick(seeds);
    const head = seed.subarray(0, 16 + rng.int(seed.length - 15));
    return withLength(Buffer.concat([head, other.subarray(16 + rng.int(other.length - 15))]));
  },
  function insertOrDelete(seed) {
    const at = 16 + rng.int(seed.length - 15);
    const middle = rng.int(2) === 0 ? randomBytes(1 + rng.int(8)) : Buffer.alloc(0);
    const skip = middle.length === 0 ? 1 + rng.int(8) : 0;
    return withLength(Buffer.concat([seed.subarray(0, at), middle, seed.subarray(at + skip)]));
  },
  function appendGarbage(seed) {
    return withLength(Buffer.concat([seed, randomBytes(1 + rng.int(20))]));
  },
];

interface Tally {
  pdus: number;
  errors: number;
  statuses: Map<number, number>;
}

/** Decodes one frame; anything but a PDU or a SmppDecodeError fails the test. */
function check(frame: Buffer, tally: Tally): void {
  let pdu;
  try {
    pdu = decodePdu(frame);
  } catch (error) {
    if (!(error instanceof SmppDecodeError)) throw error;
    if (error.commandStatus === 0 || commandStatusName(error.commandStatus).startsWith('UNKNOWN')) {
      throw new Error(`decode error without a usable status: ${error.message}`);
    }
    if (frame.length >= 16 && error.header === null) throw new Error('header missing');
    tally.errors++;
    tally.statuses.set(error.commandStatus, (tally.statuses.get(error.commandStatus) ?? 0) + 1);
    return;
  }
  tally.pdus++;
  const reencoded = encodePdu(pdu);
  if (reencoded.equals(frame)) return;
  // Only a response may be normalised: an empty body gains one, or an all-default error body
  // is dropped. Either way it must mean the same PDU.
  const normalised =
    isResponse(frame.readUInt32BE(4)) && (frame.length === 16 || reencoded.length === 16);
  if (!normalised) throw new Error(`re-encode differs for ${frame.toString('hex')}`);
  expect(decodePdu(reencoded)).toEqual(pdu);
}

describe('codec fuzzing', () => {
  it(
    `decodes ${CANDIDATES.toLocaleString('en')} random and mutated PDUs without escape`,
    () => {
      const heapAtStart = process.memoryUsage().heapUsed;
      const direct: Tally = { pdus: 0, errors: 0, statuses: new Map() };
      const framed: Tally = { pdus: 0, errors: 0, statuses: new Map() };
      let framer = new PduFramer({ maxPduLength: MAX_PDU_LENGTH });
      let framingErrors = 0;
      let bytesSinceReset = 0;
      let framesSinceReset = 0;

      for (let n = 0; n < CANDIDATES; n++) {
        const candidate = rng.pick(mutations)(rng.pick(seeds));
        if (n % DIRECT_EVERY === 0) check(candidate, direct);

        // The same bytes as a TCP stream in random chunks; a framing error closes the
        // "connection" and the next candidate starts a fresh framer.
        try {
          for (let at = 0; at < candidate.length;) {
            const size = rng.int(3) === 0 ? 1 + rng.int(4) : 1 + rng.int(candidate.length);
            framer.push(candidate.subarray(at, at + size));
            at += size;
            bytesSinceReset += size;
            for (let frame = framer.next(); frame !== null; frame = framer.next()) {
              framesSinceReset++;
              if (framesSinceReset > bytesSinceReset / 16) throw new Error('framer loops');
              check(frame, framed);
            }
            if (framer.bufferedBytes >= MAX_PDU_LENGTH) throw new Error('framer over-buffers');
          }
        } catch (error) {
          if (!(error instanceof SmppFramingError)) throw error;
          framingErrors++;
          framer = new PduFramer({ maxPduLength: MAX_PDU_LENGTH });
          bytesSinceReset = 0;
          framesSinceReset = 0;
        }

        if (n % 100_000 === 0 && process.memoryUsage().heapUsed - heapAtStart > HEAP_GROWTH_LIMIT) {
          throw new Error(`heap grew by more than ${HEAP_GROWTH_LIMIT} bytes`);
        }
      }

      expect(direct.pdus + direct.errors).toBe(CANDIDATES / DIRECT_EVERY);
      expect(framed.pdus).toBeGreaterThan(CANDIDATES / 10);
      expect(framed.errors).toBeGreaterThan(CANDIDATES / 10);
      expect(framed.pdus + framed.errors).toBeGreaterThan(CANDIDATES / 2);
      expect(framingErrors).toBeGreaterThan(1000);
      const statuses = [...framed.statuses.keys()].map(commandStatusName);
      expect(statuses).toEqual(
        expect.arrayContaining(['ESME_RINVCMDLEN', 'ESME_RINVCMDID', 'ESME_RINVSRCADR']),
      );
    },
    TIMEOUT_MS,
  );
});
