import { Reassembler, concatBytes, decodeText, type PartialMessage } from '@routelab/smpp';

export interface TrackedPart {
  ref: number;
  total: number;
  seq: number;
  body: Uint8Array;
}

/** Where a received part belongs: a new message row, or one already stored. */
export type PartPlacement =
  | { kind: 'new'; messageRowId: number }
  | { kind: 'continues'; messageRowId: number; received: number; completeText?: string };

const DEFAULT_TIMEOUT_MS = 10 * 60_000;
const DEFAULT_MAX_PENDING = 10_000;

/**
 * Ties the parts of concatenated messages (UDH or SAR) to one stored message row and rebuilds
 * the full text once every part is in. State is in memory: after a restart, the parts still to
 * come of a half-received message start a new row (each keeps its own part rows either way).
 */
export class ConcatenationTracker {
  private readonly reassembler: Reassembler<Uint8Array>;
  private readonly rows = new Map<string, number>();

  constructor(options: { timeoutMs?: number; maxPending?: number; now?: () => number } = {}) {
    this.reassembler = new Reassembler({
      timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
      maxPending: options.maxPending ?? DEFAULT_MAX_PENDING,
      ...(options.now ? { now: options.now } : {}),
    });
  }

  /**
   * Places a part. `allocate` gives a new message row id when the part starts a message;
   * `dataCoding` decodes the reassembled text.
   */
  place(
    clientId: number,
    source: string,
    destination: string,
    part: TrackedPart,
    dataCoding: number,
    allocate: () => number,
  ): PartPlacement {
    const scopedSource = `${clientId}\u0000${source}`;
    const key = groupKey(scopedSource, destination, part.ref, part.total);
    const result = this.reassembler.accept({
      source: scopedSource,
      destination,
      ref: part.ref,
      total: part.total,
      seq: part.seq,
      data: part.body,
    });
    switch (result.status) {
      case 'invalid':
        return { kind: 'new', messageRowId: allocate() };
      case 'duplicate': {
        const rowId = this.rows.get(key);
        return rowId === undefined
          ? { kind: 'new', messageRowId: allocate() }
          : { kind: 'continues', messageRowId: rowId, received: -1 };
      }
      case 'complete': {
        const rowId = this.rows.get(key);
        this.rows.delete(key);
        const completeText = decodeText(concatBytes(result.parts), dataCoding).text;
        if (rowId === undefined) return { kind: 'new', messageRowId: allocate() };
        return { kind: 'continues', messageRowId: rowId, received: part.total, completeText };
      }
      case 'pending': {
        if (result.evicted) this.forget(result.evicted);
        const rowId = this.rows.get(key);
        if (rowId !== undefined) {
          return { kind: 'continues', messageRowId: rowId, received: result.received };
        }
        const messageRowId = allocate();
        this.rows.set(key, messageRowId);
        return { kind: 'new', messageRowId };
      }
    }
  }

  /** Gives up on messages whose parts stopped coming (call now and then). */
  sweep(): void {
    for (const message of this.reassembler.sweep()) this.forget(message);
  }

  /** Forgets every half-received message (after a failed write, their rows may not exist). */
  reset(): void {
    this.reassembler.sweep(Number.POSITIVE_INFINITY);
    this.rows.clear();
  }

  private forget(message: PartialMessage<Uint8Array>): void {
    this.rows.delete(groupKey(message.source, message.destination, message.ref, message.total));
  }
}

function groupKey(source: string, destination: string, ref: number, total: number): string {
  return `${source}\u0000${destination}\u0000${ref}\u0000${total}`;
}
