import { FifoQueue } from './fifo-queue.js';

export interface ThroughputLimiterOptions {
  /** Sustained rate in messages per second. */
  ratePerSecond: number;
  /**
   * Most messages that may go back to back after an idle spell. Defaults to 50 ms worth of the
   * rate (at least 1): smooth rather than a whole second's burst at once, yet a short event-loop
   * stall does not cost throughput.
   */
  burst?: number;
  /** Monotonic milliseconds; injectable for tests. */
  now?: () => number;
}

interface TokenWaiter {
  resolve: () => void;
  reject: (error: Error) => void;
}

/** A token bucket: `take()` waits (first come, first served) until the rate allows one more. */
export class ThroughputLimiter {
  readonly ratePerSecond: number;
  readonly burst: number;
  private readonly now: () => number;
  private readonly waiters = new FifoQueue<TokenWaiter>();
  private tokens: number;
  private refilledAt: number;
  private timer: NodeJS.Timeout | undefined;
  private closedWith: Error | undefined;

  constructor(options: ThroughputLimiterOptions) {
    if (!(options.ratePerSecond > 0) || !Number.isFinite(options.ratePerSecond)) {
      throw new RangeError(`rate must be a positive number, got ${options.ratePerSecond}`);
    }
    this.ratePerSecond = options.ratePerSecond;
    this.burst = options.burst ?? Math.max(1, Math.floor(options.ratePerSecond / 20));
    if (!(this.burst >= 1)) throw new RangeError(`burst must be at least 1, got ${this.burst}`);
    this.now = options.now ?? (() => performance.now());
    this.tokens = this.burst;
    this.refilledAt = this.now();
  }

  /** Takes a token if one is available now and nobody is queued; never waits. */
  tryTake(): boolean {
    if (this.closedWith) throw this.closedWith;
    if (this.waiters.length > 0) return false;
    this.refill();
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }

  /** Resolves once a token is ours. */
  take(): Promise<void> {
    if (this.closedWith) return Promise.reject(this.closedWith);
    if (this.tryTake()) return Promise.resolve();
    return new Promise<void>((resolve, reject) => {
      this.waiters.push({ resolve, reject });
      this.schedule();
    });
  }

  /** Rejects every waiter; later calls fail at once. */
  close(error: Error): void {
    if (this.closedWith) return;
    this.closedWith = error;
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    for (const waiter of this.waiters.drain()) waiter.reject(error);
  }

  private refill(): void {
    const now = this.now();
    const elapsed = now - this.refilledAt;
    if (elapsed <= 0) return;
    this.tokens = Math.min(this.burst, this.tokens + (elapsed * this.ratePerSecond) / 1000);
    this.refilledAt = now;
  }

  private schedule(): void {
    if (this.timer || this.waiters.length === 0) return;
    const missing = 1 - this.tokens;
    const delayMs = Math.max(1, Math.ceil((missing * 1000) / this.ratePerSecond));
    this.timer = setTimeout(() => this.release(), delayMs);
    this.timer.unref();
  }

  private release(): void {
    this.timer = undefined;
    this.refill();
    while (this.waiters.length > 0 && this.tokens >= 1) {
      this.tokens -= 1;
      this.waiters.shift()?.resolve();
    }
    this.schedule();
  }
}
