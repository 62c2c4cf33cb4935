import { SmppTimeoutError } from './errors.js';
import { FifoQueue } from './fifo-queue.js';
import { SequenceMap } from './sequence-map.js';

export interface RequestWindowOptions {
  /** Most requests outstanding at once (acquired slots, sent or about to be sent). */
  size: number;
  /** How long each registered request may wait for its response. */
  responseTimeoutMs: number;
  /** Called for every request that timed out, after its promise was rejected. */
  onTimeout?: (error: SmppTimeoutError) => void;
  /** Monotonic milliseconds; injectable for tests. */
  now?: () => number;
}

/** Turns a response its requester does not accept (e.g. a refused submit) into its error. */
export type ResponseCheck<R> = (command: string, response: R) => Error | undefined;

interface PendingRequest<R> {
  sequenceNumber: number;
  command: string;
  deadline: number;
  resolve: (response: R) => void;
  reject: (error: Error) => void;
  check: ResponseCheck<R> | undefined;
  /** Neighbours in the order sent, which is deadline order: the timer starts at the oldest. */
  older: PendingRequest<R> | undefined;
  newer: PendingRequest<R> | undefined;
}

interface SlotWaiter {
  resolve: () => void;
  reject: (error: Error) => void;
}

/**
 * The window of outstanding requests: at most `size` slots in use, each registered request
 * resolved by its sequence_number or rejected after its own response timeout.
 *
 * Every request has the same timeout, so deadlines grow in insertion order and one timer on the
 * oldest entry serves the whole window (no timer per request, even with a million in flight).
 */
export class RequestWindow<R> {
  readonly size: number;
  readonly responseTimeoutMs: number;
  private readonly onTimeout: ((error: SmppTimeoutError) => void) | undefined;
  private readonly now: () => number;
  private readonly pending = new SequenceMap<PendingRequest<R>>();
  private oldest: PendingRequest<R> | undefined;
  private newest: PendingRequest<R> | undefined;
  private readonly waiters = new FifoQueue<SlotWaiter>();
  private used = 0;
  private timer: NodeJS.Timeout | undefined;
  private closedWith: Error | undefined;

  constructor(options: RequestWindowOptions) {
    if (!Number.isInteger(options.size) || options.size < 1) {
      throw new RangeError(`window size must be a positive integer, got ${options.size}`);
    }
    if (!(options.responseTimeoutMs > 0)) {
      throw new RangeError(`response timeout must be positive, got ${options.responseTimeoutMs}`);
    }
    this.size = options.size;
    this.responseTimeoutMs = options.responseTimeoutMs;
    this.onTimeout = options.onTimeout;
    this.now = options.now ?? (() => performance.now());
  }

  /** Slots in use: registered requests plus slots acquired but not yet registered. */
  get slotsInUse(): number {
    return this.used;
  }

  /** Requests sent and still awaiting their response. */
  get outstanding(): number {
    return this.pending.size;
  }

  get closed(): boolean {
    return this.closedWith !== undefined;
  }

  /** Takes a slot if one is free and nobody is queued before us. */
  tryAcquire(): boolean {
    if (this.closedWith) throw this.closedWith;
    if (this.used >= this.size || this.waiters.length > 0) return false;
    this.used += 1;
    return true;
  }

  /** Waits (first come, first served) for a free slot and takes it. */
  acquire(): Promise<void> {
    if (this.closedWith) return Promise.reject(this.closedWith);
    if (this.tryAcquire()) return Promise.resolve();
    return new Promise<void>((resolve, reject) => this.waiters.push({ resolve, reject }));
  }

  /** Gives back a slot that was acquired but never registered (the send failed). */
  release(): void {
    if (this.used > 0) this.used -= 1;
    this.wakeWaiters();
  }

  /** Registers a sent request on an acquired slot; the promise settles with its response. */
  register(sequenceNumber: number, command: string): Promise<R> {
    if (this.closedWith) {
      this.release();
      return Promise.reject(this.closedWith);
    }
    this.assertNotOutstanding(sequenceNumber);
    return new Promise<R>((resolve, reject) => {
      this.track(sequenceNumber, command, resolve, reject, undefined);
    });
  }

  /**
   * register() for a caller that owns the promise: the request settles through `resolve` and
   * `reject`, with `check` (if given) deciding which responses are errors. One promise per request
   * instead of a chain. Throws only when the sequence number is already outstanding.
   */
  track(
    sequenceNumber: number,
    command: string,
    resolve: (response: R) => void,
    reject: (error: Error) => void,
    check: ResponseCheck<R> | undefined,
  ): void {
    if (this.closedWith) {
      this.release();
      reject(this.closedWith);
      return;
    }
    this.assertNotOutstanding(sequenceNumber);
    const entry: PendingRequest<R> = {
      sequenceNumber,
      command,
      deadline: this.now() + this.responseTimeoutMs,
      resolve,
      reject,
      check,
      older: this.newest,
      newer: undefined,
    };
    if (this.newest) this.newest.newer = entry;
    else this.oldest = entry;
    this.newest = entry;
    this.pending.set(sequenceNumber, entry);
    if (!this.timer) this.armTimer(this.responseTimeoutMs);
  }

  has(sequenceNumber: number): boolean {
    return this.pending.has(sequenceNumber);
  }

  /** Settles the request with this sequence number; false when none is outstanding. */
  resolve(sequenceNumber: number, response: R): boolean {
    const entry = this.take(sequenceNumber);
    if (!entry) return false;
    const refusal = entry.check?.(entry.command, response);
    if (refusal) entry.reject(refusal);
    else entry.resolve(response);
    return true;
  }

  /** Fails the request with this sequence number; false when none is outstanding. */
  reject(sequenceNumber: number, error: Error): boolean {
    const entry = this.take(sequenceNumber);
    if (!entry) return false;
    entry.reject(error);
    return true;
  }

  /** Rejects every outstanding request and every waiter; later calls fail at once. */
  close(error: Error): void {
    if (this.closedWith) return;
    this.closedWith = error;
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    const entries: PendingRequest<R>[] = [];
    for (let entry = this.oldest; entry; entry = entry.newer) entries.push(entry);
    this.pending.clear();
    this.oldest = this.newest = undefined;
    this.used = 0;
    for (const waiter of this.waiters.drain()) waiter.reject(error);
    for (const entry of entries) entry.reject(error);
  }

  private assertNotOutstanding(sequenceNumber: number): void {
    if (this.pending.has(sequenceNumber)) {
      throw new Error(`sequence number ${sequenceNumber} is already outstanding`);
    }
  }

  private take(sequenceNumber: number): PendingRequest<R> | undefined {
    const entry = this.pending.take(sequenceNumber);
    if (!entry) return undefined;
    const { older, newer } = entry;
    if (older) older.newer = newer;
    else this.oldest = newer;
    if (newer) newer.older = older;
    else this.newest = older;
    this.used -= 1;
    this.wakeWaiters();
    return entry;
  }

  private wakeWaiters(): void {
    while (this.used < this.size && this.waiters.length > 0) {
      this.used += 1;
      this.waiters.shift()?.resolve();
    }
  }

  private armTimer(delayMs: number): void {
    this.timer = setTimeout(() => this.expire(), Math.max(0, Math.ceil(delayMs)));
    this.timer.unref();
  }

  private expire(): void {
    this.timer = undefined;
    const now = this.now();
    const expired: PendingRequest<R>[] = [];
    for (let entry = this.oldest; entry; entry = entry.newer) {
      if (entry.deadline > now) {
        this.armTimer(entry.deadline - now);
        break;
      }
      expired.push(entry);
    }
    for (const entry of expired) this.take(entry.sequenceNumber);
    for (const entry of expired) {
      const { command, sequenceNumber } = entry;
      const error = new SmppTimeoutError(command, sequenceNumber, this.responseTimeoutMs);
      entry.reject(error);
      this.onTimeout?.(error);
    }
  }
}
