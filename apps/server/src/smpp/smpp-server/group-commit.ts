export interface GroupCommitOptions<T> {
  /** Writes a batch durably (one transaction); rejects when nothing of it was stored. */
  write: (items: T[]) => Promise<void>;
  /** A batch is written as soon as it holds this many items. */
  maxBatch: number;
  /** Otherwise at most this long after its first item; 0 = on the next turn of the event loop. */
  maxDelayMs: number;
  /**
   * Start the next batch while earlier ones are still being written. Only for a writer that
   * commits batches in the order it was given them (the SQLite writer thread, which also merges
   * what queues up into one transaction).
   */
  overlap?: boolean;
  /** Told how long each batch's transaction took and how long each item waited for it. */
  observer?: GroupCommitObserver;
}

export interface GroupCommitObserver {
  committed(seconds: number): void;
  answered(seconds: number): void;
}

type Done = (error?: Error) => void;

/**
 * Group commit: items queue up for a few milliseconds (or until maxBatch), then one transaction
 * stores them all and every item's callback runs. One batch is written at a time (unless the
 * writer overlaps them); items that arrive meanwhile form the next batch, so a slow disk makes
 * batches larger, not queues longer.
 */
export class GroupCommit<T> {
  private items: T[] = [];
  private callbacks: Done[] = [];
  /** When each queued item came (performance.now()), kept only for an observer. */
  private addedAt: number[] = [];
  private writing = 0;
  private timer: NodeJS.Timeout | NodeJS.Immediate | undefined;
  private idleWaiters: (() => void)[] = [];
  /** Batches being written, each settled once its items' callbacks have run. */
  private readonly inFlight = new Set<Promise<void>>();

  constructor(private readonly options: GroupCommitOptions<T>) {}

  get queued(): number {
    return this.items.length;
  }

  /** Queues an item; `done` runs once it is stored (no argument) or failed (the error). */
  add(item: T, done: Done): void {
    this.items.push(item);
    this.callbacks.push(done);
    if (this.options.observer) this.addedAt.push(performance.now());
    if (this.writing > 0 && !this.options.overlap) return;
    if (this.items.length >= this.options.maxBatch) this.flushNow();
    else this.timer ??= this.schedule();
  }

  /** Resolves once everything queued so far has been written (or failed). */
  async drain(): Promise<void> {
    if (this.writing === 0 && this.items.length === 0) return;
    if (this.items.length > 0) this.flushNow();
    await new Promise<void>((resolve) => this.idleWaiters.push(resolve));
  }

  /**
   * Resolves once the batches being written now have finished and their callbacks have run;
   * unlike drain() it does not wait for items queued later, so it ends under a steady load.
   */
  async settled(): Promise<void> {
    if (this.inFlight.size > 0) await Promise.allSettled(this.inFlight);
  }

  private schedule(): NodeJS.Timeout | NodeJS.Immediate {
    const flush = () => {
      this.timer = undefined;
      this.flushNow();
    };
    return this.options.maxDelayMs > 0
      ? setTimeout(flush, this.options.maxDelayMs)
      : setImmediate(flush);
  }

  private flushNow(): void {
    if (this.timer) {
      clearTimeout(this.timer as NodeJS.Timeout);
      clearImmediate(this.timer as NodeJS.Immediate);
      this.timer = undefined;
    }
    if ((this.writing > 0 && !this.options.overlap) || this.items.length === 0) return;
    const items = this.items.splice(0, this.options.maxBatch);
    const callbacks = this.callbacks.splice(0, items.length);
    const addedAt = this.addedAt.splice(0, items.length);
    const startedAt = performance.now();
    this.writing += 1;
    const written: Promise<void> = this.options.write(items).then(
      () => {
        this.observe(startedAt, addedAt);
        this.finish(callbacks, written);
      },
      (error: unknown) =>
        this.finish(callbacks, written, error instanceof Error ? error : new Error(String(error))),
    );
    this.inFlight.add(written);
  }

  private observe(startedAt: number, addedAt: readonly number[]): void {
    const { observer } = this.options;
    if (!observer) return;
    const now = performance.now();
    observer.committed((now - startedAt) / 1000);
    for (const at of addedAt) observer.answered((now - at) / 1000);
  }

  private finish(callbacks: Done[], written: Promise<void>, error?: Error): void {
    this.writing -= 1;
    this.inFlight.delete(written);
    for (const done of callbacks) done(error);
    if (this.items.length > 0) {
      if (this.items.length >= this.options.maxBatch) this.flushNow();
      else this.timer ??= this.schedule();
    } else if (this.writing === 0) {
      const waiters = this.idleWaiters.splice(0);
      for (const wake of waiters) wake();
    }
  }
}
