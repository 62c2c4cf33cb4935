/** How far behind schedule the pacer may fall and still catch up (a bounded burst). */
const CATCH_UP_MS = 200;

/**
 * Paces sends to `ratePerSecond` on an absolute schedule: message n goes at start + n / rate.
 * A stalled event loop (a busy machine) is made up for within CATCH_UP_MS, so the average rate
 * holds instead of drifting low, and no burst exceeds a fifth of a second's worth.
 */
export class RatePacer {
  private nextAt: number | undefined;
  private readonly intervalMs: number;

  constructor(
    ratePerSecond: number,
    private readonly now: () => number = () => performance.now(),
  ) {
    this.intervalMs = 1000 / ratePerSecond;
  }

  /** Resolves when the next message may go. */
  async take(): Promise<void> {
    const now = this.now();
    const slot = Math.max(this.nextAt ?? now, now - CATCH_UP_MS);
    this.nextAt = slot + this.intervalMs;
    if (slot > now) await new Promise((resolve) => setTimeout(resolve, slot - now));
  }
}
