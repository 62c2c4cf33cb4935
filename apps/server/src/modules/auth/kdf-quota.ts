/**
 * A bound on password-hash (KDF) jobs in flight for one kind of caller. scrypt runs on libuv's
 * thread pool (4 threads by default), which HTTP logins and file work share: SMPP binds get a
 * small quota of it, so that a bind flood cannot queue ahead of everyone else. A caller over the
 * quota is refused at once rather than queued, so the queue cannot grow either.
 */
export class KdfQuota {
  private running = 0;

  constructor(readonly limit: number) {}

  get inFlight(): number {
    return this.running;
  }

  /** Runs the job if a slot is free; undefined (the job never started) when none is. */
  async tryRun<T>(job: () => Promise<T>): Promise<T | undefined> {
    if (this.running >= this.limit) return undefined;
    this.running += 1;
    try {
      return await job();
    } finally {
      this.running -= 1;
    }
  }
}
