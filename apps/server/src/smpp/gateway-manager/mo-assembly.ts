import type { ConcatenatedPart, DefaultCharset } from '@routelab/smpp';
import { ConcatenationTracker } from '../concatenation-tracker.js';

const SWEEP_EVERY_MS = 60_000;

/**
 * How to store an MO message: a new row (resolving with its id), or new text for a row; and
 * what to do once a message is whole (its last part is in), once per message.
 */
export interface MoStore {
  insert: (text: string, parts: number) => Promise<number>;
  setText: (rowId: number, text: string) => Promise<void>;
  completed: (rowId: number, text: string, parts: number) => void;
}

/**
 * Long MO messages of one gateway: every part of a concatenated message (UDH or SAR) lands in
 * one stored message, which shows the first part's text until the last part completes it.
 * Called from the commit queue, whose operations run one at a time, so two parts never race to
 * create the row. State is in memory: after a restart, the remaining parts start a new message.
 */
export class MoAssembly {
  private readonly tracker: ConcatenationTracker;
  private lastSweep: number;

  /** `defaultCharset`: what data_coding 0 means on the gateway's link. */
  constructor(
    private readonly now: () => number = Date.now,
    defaultCharset: DefaultCharset = 'gsm7',
  ) {
    this.tracker = new ConcatenationTracker({ now, defaultCharset });
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
    const outcome = this.tracker.accept(source, destination, part, dataCoding);
    switch (outcome.kind) {
      case 'alone': {
        const rowId = await store.insert(text, 1);
        store.completed(rowId, text, 1);
        return rowId;
      }
      case 'starts': {
        const rowId = await store.insert(text, part.total);
        this.tracker.remember(outcome.key, rowId);
        return rowId;
      }
      case 'continues':
        return outcome.rowId;
      case 'completes': {
        let rowId = outcome.rowId;
        if (rowId === undefined) rowId = await store.insert(outcome.text, part.total);
        else await store.setText(rowId, outcome.text);
        store.completed(rowId, outcome.text, part.total);
        return rowId;
      }
    }
  }

  /** Forgets every half-received message (after a failed write, its row may not exist). */
  reset(): void {
    this.tracker.reset();
  }

  private sweepNowAndThen(): void {
    const now = this.now();
    if (now - this.lastSweep < SWEEP_EVERY_MS) return;
    this.lastSweep = now;
    this.tracker.sweep();
  }
}
