import { messageIdKeys } from '@routelab/smpp';

export type DropReason = 'expired' | 'overflow' | 'stopped';

export interface ReceiptHoldOptions<T> {
  /** How long a receipt may wait for the submit_sm_resp naming its id. */
  maxAgeMs: number;
  /** Most receipts held at once; beyond it the oldest goes. */
  maxCount: number;
  /** Told about each receipt that leaves unmatched, oldest first. */
  onDrop: (value: T, reason: DropReason, heldMs: number) => void;
  now?: () => number;
}

interface Entry<T> {
  value: T;
  keys: string[];
  heldAt: number;
}

/**
 * Receipts of one gateway whose id names no part yet: an SMSC may send the receipt before the
 * submit_sm_resp that gives the id. They wait here, bounded in time and count (the oldest
 * leaves first), until a response naming their id is stored. Matching is by messageIdKeys, as
 * in the database: a receipt waits for any response that one of its keys finds.
 */
export class ReceiptHold<T> {
  /** Insertion order is arrival order, so the first entry is always the oldest. */
  private readonly entries = new Set<Entry<T>>();
  private readonly byKey = new Map<string, Entry<T>[]>();
  private timer: NodeJS.Timeout | undefined;
  private readonly now: () => number;

  constructor(private readonly options: ReceiptHoldOptions<T>) {
    this.now = options.now ?? Date.now;
  }

  get size(): number {
    return this.entries.size;
  }

  /**
   * Keeps a receipt for the id `id`; the oldest goes when the hold is full. False when the id
   * is empty: no response can name it.
   */
  hold(id: string, value: T): boolean {
    const keys = messageIdKeys(id);
    if (keys.length === 0) return false;
    const entry = { value, keys, heldAt: this.now() };
    this.entries.add(entry);
    for (const key of keys) {
      const list = this.byKey.get(key);
      if (list) list.push(entry);
      else this.byKey.set(key, [entry]);
    }
    while (this.entries.size > this.options.maxCount) this.drop(this.oldest()!, 'overflow');
    this.timer ??= this.schedule();
    return true;
  }

  /** Takes every held receipt that a part submitted as `messageId` answers, oldest first. */
  take(messageId: string): T[] {
    const taken = new Set<Entry<T>>();
    for (const key of messageIdKeys(messageId)) {
      for (const entry of this.byKey.get(key) ?? []) taken.add(entry);
    }
    if (taken.size === 0) return [];
    for (const entry of taken) this.remove(entry);
    return [...taken].sort((a, b) => a.heldAt - b.heldAt).map((entry) => entry.value);
  }

  /** Drops what waited too long; runs on its own timer, callable to check at once. */
  expire(): void {
    const now = this.now();
    for (let oldest = this.oldest(); oldest; oldest = this.oldest()) {
      if (now - oldest.heldAt < this.options.maxAgeMs) break;
      this.drop(oldest, 'expired');
    }
  }

  /** Drops everything still held (the server stops) and stops the timer. */
  close(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    for (let oldest = this.oldest(); oldest; oldest = this.oldest()) this.drop(oldest, 'stopped');
  }

  private oldest(): Entry<T> | undefined {
    return this.entries.values().next().value;
  }

  private drop(entry: Entry<T>, reason: DropReason): void {
    this.remove(entry);
    this.options.onDrop(entry.value, reason, this.now() - entry.heldAt);
  }

  private remove(entry: Entry<T>): void {
    this.entries.delete(entry);
    for (const key of entry.keys) {
      const list = this.byKey.get(key);
      if (!list) continue;
      const rest = list.filter((other) => other !== entry);
      if (rest.length > 0) this.byKey.set(key, rest);
      else this.byKey.delete(key);
    }
  }

  /** One timer for the oldest entry; it re-arms for the next one. */
  private schedule(): NodeJS.Timeout | undefined {
    const oldest = this.oldest();
    if (!oldest) return undefined;
    const timer = setTimeout(
      () => {
        this.timer = undefined;
        this.expire();
        this.timer ??= this.schedule();
      },
      Math.max(0, oldest.heldAt + this.options.maxAgeMs - this.now()),
    );
    // Waiting receipts must not keep a stopping server alive.
    timer.unref();
    return timer;
  }
}
