/**
 * Promises that settle on a condition checked after every event (no polling): a waiter checks
 * now, and again each time its owner calls changed().
 */
export class EventWaits {
  private readonly waiters = new Set<() => void>();

  /**
   * Resolves with what `check` returns once it is neither undefined nor false; rejects naming
   * `what` after `timeoutMs`.
   */
  until<T>(what: string, check: () => T | undefined | false, timeoutMs: number): Promise<T> {
    return new Promise((resolve, reject) => {
      const attempt = () => {
        const value = check();
        if (value === undefined || value === false) return;
        clearTimeout(timer);
        this.waiters.delete(attempt);
        resolve(value);
      };
      const timer = setTimeout(() => {
        this.waiters.delete(attempt);
        reject(new Error(`timed out after ${timeoutMs} ms waiting for ${what}`));
      }, timeoutMs);
      this.waiters.add(attempt);
      attempt();
    });
  }

  /** Something happened: every waiter checks again. */
  changed(): void {
    for (const attempt of [...this.waiters]) attempt();
  }
}
