import { Reassembler, concatBytes, type DefaultCharset, type PartialMessage } from '@routelab/smpp';
import { messageText } from './message-text.js';

export interface TrackedPart {
  ref: number;
  total: number;
  seq: number;
  body: Uint8Array;
}

/**
 * What a received part means for the stored messages:
 * - `alone`: store it as a message of its own (not a valid part, or a repeat of a part whose
 *   message is no longer tracked);
 * - `starts`: the first part to arrive of a message: store a row for it and `remember` its id;
 * - `continues`: a later part of the message in row `rowId`, of which `received` parts are in now
 *   (-1 for a repeat);
 * - `completes`: the last part: `text` is the whole message, `rowId` its row (undefined when the
 *   message was a single part).
 */
export type PartOutcome =
  | { kind: 'alone' }
  | { kind: 'starts'; key: string }
  | { kind: 'continues'; rowId: number; received: number }
  | { kind: 'completes'; rowId: number | undefined; text: string };

/** Where a received part belongs: a new message row, or one already stored. */
export type PartPlacement =
  | { kind: 'new'; messageRowId: number }
  | { kind: 'continues'; messageRowId: number; received: number; completeText?: string };

const DEFAULT_TIMEOUT_MS = 10 * 60_000;
const DEFAULT_MAX_PENDING = 10_000;

/**
 * Ties the parts of concatenated messages (UDH or SAR) to one stored message row and rebuilds
 * the full text once every part is in: received SMS on the server side, MO messages on the
 * client side. State is in memory: after a restart, the parts still to come of a half-received
 * message start a new row (each keeps its own part rows either way).
 */
export class ConcatenationTracker {
  private readonly reassembler: Reassembler<Uint8Array>;
  private readonly rows = new Map<string, number>();
  private readonly defaultCharset: DefaultCharset;

  /** `defaultCharset`: what data_coding 0 means on the link (a gateway's setting; GSM 03.38). */
  constructor(
    options: {
      timeoutMs?: number;
      maxPending?: number;
      now?: () => number;
      defaultCharset?: DefaultCharset;
    } = {},
  ) {
    this.defaultCharset = options.defaultCharset ?? 'gsm7';
    this.reassembler = new Reassembler({
      timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
      maxPending: options.maxPending ?? DEFAULT_MAX_PENDING,
      ...(options.now ? { now: options.now } : {}),
    });
  }

  /**
   * Takes a part of the message from `source` (scoped by the caller, e.g. by account) to
   * `destination`; `dataCoding` decodes the whole text.
   */
  accept(source: string, destination: string, part: TrackedPart, dataCoding: number): PartOutcome {
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
        return { kind: 'alone' };
      case 'duplicate':
        return rowId === undefined ? { kind: 'alone' } : { kind: 'continues', rowId, received: -1 };
      case 'complete':
        this.rows.delete(key);
        return {
          kind: 'completes',
          rowId,
          text: messageText(concatBytes(result.parts), dataCoding, {
            defaultCharset: this.defaultCharset,
          }),
        };
      case 'pending':
        if (result.evicted) this.forget(result.evicted);
        return rowId === undefined
          ? { kind: 'starts', key }
          : { kind: 'continues', rowId, received: result.received };
    }
  }

  /** The row stored for the message a `starts` outcome began. */
  remember(key: string, rowId: number): void {
    this.rows.set(key, rowId);
  }

  /**
   * accept() for a caller that numbers its rows itself: `allocate` gives the id of a new row,
   * which is remembered when the part starts a message. The parts of one account's messages are
   * tracked apart from other accounts'.
   */
  place(
    clientId: number,
    source: string,
    destination: string,
    part: TrackedPart,
    dataCoding: number,
    allocate: () => number,
  ): PartPlacement {
    const outcome = this.accept(`${clientId}\u0000${source}`, destination, part, dataCoding);
    switch (outcome.kind) {
      case 'alone':
        return { kind: 'new', messageRowId: allocate() };
      case 'starts': {
        const messageRowId = allocate();
        this.remember(outcome.key, messageRowId);
        return { kind: 'new', messageRowId };
      }
      case 'continues':
        return { kind: 'continues', messageRowId: outcome.rowId, received: outcome.received };
      case 'completes':
        return outcome.rowId === undefined
          ? { kind: 'new', messageRowId: allocate() }
          : {
              kind: 'continues',
              messageRowId: outcome.rowId,
              received: part.total,
              completeText: outcome.text,
            };
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
