/** Keys kept at most; past it the oldest go first, so memory stays bounded under a spray. */
const DEFAULT_MAX_KEYS = 100_000;

interface Entry {
  count: number;
  resetAt: number;
}

/** Counts failures per key in a fixed window that starts at the key's first failure. */
export class FailureWindow {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
    private readonly maxKeys = DEFAULT_MAX_KEYS,
  ) {}

  count(key: string): number {
    return this.live(key)?.count ?? 0;
  }

  /** Whole seconds until the key's window ends (0 without failures). */
  secondsLeft(key: string): number {
    const entry = this.live(key);
    return entry ? Math.ceil((entry.resetAt - this.now()) / 1000) : 0;
  }

  record(key: string): void {
    const entry = this.live(key);
    if (entry) {
      entry.count += 1;
      return;
    }
    this.entries.set(key, { count: 1, resetAt: this.now() + this.windowMs });
    if (this.entries.size > this.maxKeys) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
  }

  clear(key: string): void {
    this.entries.delete(key);
  }

  private live(key: string): Entry | undefined {
    const entry = this.entries.get(key);
    if (entry && entry.resetAt <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }
}
