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

  /**
   * Waits until the next message may go, then takes it and every later one already due, up to
   * `max` in all; resolves with how many were taken (at least one).
   */
  async takeDue(max: number): Promise<number> {
    const now = this.now();
    const slot = Math.max(this.nextAt ?? now, now - CATCH_UP_MS);
    let nextAt = slot + this.intervalMs;
    this.nextAt = nextAt;
    if (slot > now) await new Promise((resolve) => setTimeout(resolve, slot - now));
    const due = this.now();
    let taken = 1;
    for (; taken < max && nextAt <= due; taken += 1) nextAt += this.intervalMs;
    this.nextAt = nextAt;
    return taken;
  }
}
