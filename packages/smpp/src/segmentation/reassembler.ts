export interface ReassemblerOptions {
  /** How long an incomplete message waits for its missing parts, from its first part. */
  timeoutMs: number;
  /** Most incomplete messages held at once; the oldest is given up to make room. */
  maxPending: number;
  /** Milliseconds clock, injectable for tests. */
  now?: () => number;
}

export interface IncomingPart<T> {
  source: string;
  destination: string;
  ref: number;
  total: number;
  seq: number;
  data: T;
}

/** A message still missing parts: given up by sweep() or to make room. */
export interface PartialMessage<T> {
  source: string;
  destination: string;
  ref: number;
  total: number;
  /** Index seq - 1; missing parts are undefined. */
  parts: (T | undefined)[];
  received: number;
  firstPartAt: number;
}

export type AcceptResult<T> =
  | { status: 'complete'; parts: T[] }
  | { status: 'pending'; received: number; total: number; evicted?: PartialMessage<T> }
  | { status: 'duplicate' }
  | { status: 'invalid'; reason: string };

/**
 * Puts concatenated parts back together, keyed by source, destination, reference and total.
 * Parts may come in any order; a repeated part is ignored (the first copy is kept). The holder
 * of a Reassembler calls sweep() now and then to collect messages that timed out.
 */
export class Reassembler<T = Uint8Array> {
  private readonly pending = new Map<string, PartialMessage<T>>();
  private readonly now: () => number;

  constructor(private readonly options: ReassemblerOptions) {
    if (!(options.timeoutMs > 0)) throw new RangeError('timeoutMs must be positive');
    if (!Number.isInteger(options.maxPending) || options.maxPending < 1) {
      throw new RangeError('maxPending must be a positive integer');
    }
    this.now = options.now ?? Date.now;
  }

  /** Incomplete messages currently held. */
  get pendingCount(): number {
    return this.pending.size;
  }

  accept(part: IncomingPart<T>): AcceptResult<T> {
    const { total, seq } = part;
    if (!Number.isInteger(total) || total < 1 || total > 255) {
      return { status: 'invalid', reason: `total ${total} is outside 1..255` };
    }
    if (!Number.isInteger(seq) || seq < 1 || seq > total) {
      return { status: 'invalid', reason: `sequence ${seq} is outside 1..${total}` };
    }
    if (total === 1) return { status: 'complete', parts: [part.data] };

    const key = JSON.stringify([part.source, part.destination, part.ref, total]);
    let message = this.pending.get(key);
    let evicted: PartialMessage<T> | undefined;
    if (!message) {
      evicted = this.makeRoom();
      message = {
        source: part.source,
        destination: part.destination,
        ref: part.ref,
        total,
        parts: new Array<T | undefined>(total).fill(undefined),
        received: 0,
        firstPartAt: this.now(),
      };
      this.pending.set(key, message);
    }
    if (message.parts[seq - 1] !== undefined) return { status: 'duplicate' };
    message.parts[seq - 1] = part.data;
    message.received += 1;
    if (message.received === total) {
      this.pending.delete(key);
      return { status: 'complete', parts: message.parts as T[] };
    }
    const result: AcceptResult<T> = { status: 'pending', received: message.received, total };
    if (evicted) result.evicted = evicted;
    return result;
  }

  /** Removes and returns the messages whose time ran out, for storing as incomplete. */
  sweep(now = this.now()): PartialMessage<T>[] {
    const expired: PartialMessage<T>[] = [];
    for (const [key, message] of this.pending) {
      if (now - message.firstPartAt >= this.options.timeoutMs) {
        this.pending.delete(key);
        expired.push(message);
      }
    }
    return expired;
  }

  private makeRoom(): PartialMessage<T> | undefined {
    if (this.pending.size < this.options.maxPending) return undefined;
    // Map order is insertion order, so the first entry is the oldest message.
    const oldest = this.pending.entries().next();
    if (oldest.done) return undefined;
    this.pending.delete(oldest.value[0]);
    return oldest.value[1];
  }
}
