/**
 * A bound on password-hash (KDF) jobs in flight for one kind of caller. scrypt runs on libuv's
 * thread pool (4 threads by default), which HTTP logins and file work share: SMPP binds get a
 * small quota of it, so that a bind flood cannot queue ahead of everyone else. Up to `maxWaiting`
 * callers over the quota wait their turn (accounts binding together after a restart); the rest
 * are refused at once, so the queue cannot grow.
 */
export class KdfQuota {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    readonly limit: number,
    readonly maxWaiting = 0,
  ) {}

  get inFlight(): number {
    return this.running;
  }

  /**
   * Runs the job when a slot is free, waiting for one in turn while fewer than `maxWaiting` wait;
   * undefined (the job never started) when the queue is full too.
   */
  async tryRun<T>(job: () => Promise<T>): Promise<T | undefined> {
    if (this.running >= this.limit) {
      if (this.waiting.length >= this.maxWaiting) return undefined;
      // The finishing job hands its slot over: `running` stays counted for this one.
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running += 1;
    }
    try {
      return await job();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }
}
