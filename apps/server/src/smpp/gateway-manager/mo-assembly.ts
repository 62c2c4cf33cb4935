import {
  Reassembler,
  concatBytes,
  decodeText,
  type ConcatenatedPart,
  type PartialMessage,
} from '@routelab/smpp';

const TIMEOUT_MS = 10 * 60_000;
const MAX_PENDING = 10_000;
const SWEEP_EVERY_MS = 60_000;

/** How to store an MO message: a new row (resolving with its id), or new text for a row. */
export interface MoStore {
  insert: (text: string, parts: number) => Promise<number>;
  setText: (rowId: number, text: string) => Promise<void>;
}

/**
 * Long MO messages of one gateway: every part of a concatenated message (UDH or SAR) lands in
 * one stored message, which shows the first part's text until the last part completes it.
 * Called from the commit queue, whose operations run one at a time, so two parts never race to
 * create the row. State is in memory: after a restart, the remaining parts start a new message.
 */
export class MoAssembly {
  private readonly reassembler: Reassembler<Uint8Array>;
  private readonly rows = new Map<string, number>();
  private lastSweep: number;

  constructor(private readonly now: () => number = Date.now) {
    this.reassembler = new Reassembler({ timeoutMs: TIMEOUT_MS, maxPending: MAX_PENDING, now });
    this.lastSweep = now();
  }

  /** Stores one part; resolves with the id of the message row it belongs to. */
  async store(
    source: string,
    destination: string,
    part: ConcatenatedPart,
    text: string,
    dataCoding: number,
    store: MoStore,
  ): Promise<number> {
    this.sweepNowAndThen();
    const key = groupKey(source, destination, part.ref, part.total);
    const result = this.reassembler.accept({
      source,
      destination,
      ref: part.ref,
      total: part.total,
      seq: part.seq,
      data: part.body,
    });
    const rowId = this.rows.get(key);
    switch (result.status) {
      case 'invalid':
        return store.insert(text, 1);
      case 'duplicate':
        return rowId ?? store.insert(text, 1);
      case 'complete': {
        this.rows.delete(key);
        const whole = decodeText(concatBytes(result.parts), dataCoding).text;
        if (rowId === undefined) return store.insert(whole, part.total);
        await store.setText(rowId, whole);
        return rowId;
      }
      case 'pending': {
        if (result.evicted) this.forget(result.evicted);
        if (rowId !== undefined) return rowId;
        const created = await store.insert(text, part.total);
        this.rows.set(key, created);
        return created;
      }
    }
  }

  /** Forgets every half-received message (after a failed write, its row may not exist). */
  reset(): void {
    this.reassembler.sweep(Number.POSITIVE_INFINITY);
    this.rows.clear();
  }

  private sweepNowAndThen(): void {
    const now = this.now();
    if (now - this.lastSweep < SWEEP_EVERY_MS) return;
    this.lastSweep = now;
    for (const message of this.reassembler.sweep()) this.forget(message);
  }

  private forget(message: PartialMessage<Uint8Array>): void {
    this.rows.delete(groupKey(message.source, message.destination, message.ref, message.total));
  }
}

function groupKey(source: string, destination: string, ref: number, total: number): string {
  return `${source}\u0000${destination}\u0000${ref}\u0000${total}`;
}
