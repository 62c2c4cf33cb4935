import { CommandId, encodePdu, type Pdu } from '../../src/index.js';
import { SAMPLE_PDUS } from '../../src/codec/testing/sample-pdus.js';

/** xorshift32: a small seeded generator, so a failing fuzz run can be replayed. */
export class Prng {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0 || 0x9e3779b9;
  }

  uint32(): number {
    let x = this.state;
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    this.state = x >>> 0;
    return this.state;
  }

  below(limit: number): number {
    return this.uint32() % limit;
  }

  pick<T>(items: readonly T[]): T {
    return items[this.below(items.length)] as T;
  }

  bytes(length: number): Buffer {
    const out = Buffer.allocUnsafe(length);
    for (let i = 0; i < length; i += 1) out[i] = this.uint32() & 0xff;
    return out;
  }
}

const COMMAND_IDS = Object.values(CommandId);

// Every sample PDU except unbind, which would end the fuzzing connection on its first try.
const SEEDS: Buffer[] = (Object.values(SAMPLE_PDUS) as Pdu[])
  .filter((pdu) => pdu.command !== 'unbind')
  .map((pdu) => encodePdu(pdu));

/**
 * One random or mutated frame whose command_length matches its size (so it is framed, then
 * refused or answered): byte flips, truncation, trailing garbage, swapped command ids, random
 * bodies, header-only frames and untouched samples, each with a random sequence number.
 */
export function fuzzFrame(rng: Prng): Buffer {
  const seed = rng.pick(SEEDS);
  let frame: Buffer;
  const mode = rng.below(10);
  if (mode <= 3) {
    frame = Buffer.from(seed);
    for (let flips = 1 + rng.below(4); flips > 0; flips -= 1) {
      frame[4 + rng.below(frame.length - 4)] = rng.below(256);
    }
  } else if (mode === 4) {
    frame = Buffer.from(seed.subarray(0, 16 + rng.below(seed.length - 15)));
  } else if (mode === 5) {
    frame = Buffer.concat([seed, rng.bytes(1 + rng.below(64))]);
  } else if (mode === 6) {
    frame = Buffer.from(seed);
    frame.writeUInt32BE(rng.below(4) === 0 ? rng.uint32() : rng.pick(COMMAND_IDS), 4);
  } else if (mode === 7) {
    frame = Buffer.concat([Buffer.alloc(16), rng.bytes(rng.below(160))]);
    frame.writeUInt32BE(rng.pick(COMMAND_IDS), 4);
  } else if (mode === 8) {
    frame = Buffer.alloc(16);
    frame.writeUInt32BE(rng.pick(COMMAND_IDS), 4);
    frame.writeUInt32BE(rng.below(4) === 0 ? rng.uint32() : 0, 8);
  } else {
    frame = Buffer.from(seed);
  }
  frame.writeUInt32BE(frame.length, 0);
  frame.writeUInt32BE(1 + rng.below(0x7fffffff), 12);
  return frame;
}

/** A header announcing an absurd command_length: the receiver must close the connection. */
export function absurdFrame(rng: Prng): Buffer {
  const frame = Buffer.alloc(16);
  frame.writeUInt32BE(rng.below(2) === 0 ? rng.below(16) : 0x00100000 + rng.below(0x7fffffff), 0);
  frame.writeUInt32BE(CommandId.submit_sm, 4);
  return frame;
}
