/** How failed binds of one key (an account, a source address) are limited. */
export interface FailureLimits {
  /** Failures allowed before backing off; each one after blocks the key for a doubling time. */
  backoffAfter: number;
  /** The first back-off; it doubles with every further failure, up to backoffMaxMs. */
  backoffBaseMs: number;
  backoffMaxMs: number;
  /** This many failures within windowMs lock the key for lockMs. */
  lockAfter: number;
  windowMs: number;
  lockMs: number;
  /** Keys remembered at most; beyond it the least recently failed key is forgotten. */
  maxEntries: number;
}

export interface FailureState {
  /** Failures counted in the current window. */
  failures: number;
  /** Until when attempts are refused (ms since the epoch); 0 when they are not. */
  blockedUntil: number;
}

interface Entry extends FailureState {
  windowStart: number;
}

/**
 * Counts failures per key in a fixed window and blocks the key: back-off after a few, a lock
 * after many. Attempts refused while blocked are not failures (they were never checked), so a
 * lock ends on time however hard it is hammered. Memory is bounded by maxEntries.
 */
export class FailureLimiter<K> {
  // Insertion order is recency: a failure re-inserts its key, so the first key is the stalest.
  private readonly entries = new Map<K, Entry>();

  constructor(private readonly limits: FailureLimits) {}

  get size(): number {
    return this.entries.size;
  }

  /** Until when the key is blocked; 0 when it may try now. */
  blockedUntil(key: K, now: number): number {
    const entry = this.live(key, now);
    return entry && entry.blockedUntil > now ? entry.blockedUntil : 0;
  }

  /** The key's failures in the current window and its block (undefined: none at all). */
  state(key: K, now: number): FailureState | undefined {
    const entry = this.live(key, now);
    if (!entry) return undefined;
    return {
      failures: entry.failures,
      blockedUntil: entry.blockedUntil > now ? entry.blockedUntil : 0,
    };
  }

  recordFailure(key: K, now: number): void {
    const { backoffAfter, backoffBaseMs, backoffMaxMs, lockAfter, lockMs } = this.limits;
    const entry = this.live(key, now) ?? { windowStart: now, failures: 0, blockedUntil: 0 };
    entry.failures += 1;
    if (entry.failures >= lockAfter) {
      entry.blockedUntil = now + lockMs;
    } else if (entry.failures >= backoffAfter) {
      const doublings = Math.min(entry.failures - backoffAfter, 30);
      entry.blockedUntil = now + Math.min(backoffBaseMs * 2 ** doublings, backoffMaxMs);
    }
    this.entries.delete(key);
    this.entries.set(key, entry);
    if (this.entries.size > this.limits.maxEntries) {
      const stalest = this.entries.keys().next();
      if (!stalest.done) this.entries.delete(stalest.value);
    }
  }

  clear(key: K): void {
    this.entries.delete(key);
  }

  /** Forgets every key `picks` chooses: a scan of all keys, for rare calls (an owner's unlock). */
  clearWhere(picks: (key: K) => boolean): void {
    for (const key of this.entries.keys()) if (picks(key)) this.entries.delete(key);
  }

  /** The key's entry, dropped once its window has passed and it is no longer blocked. */
  private live(key: K, now: number): Entry | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.blockedUntil <= now && now - entry.windowStart >= this.limits.windowMs) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }
}
