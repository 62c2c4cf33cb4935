/** How long a failed job waits before its next attempt: doubling from baseMs, capped at maxMs. */
export interface Backoff {
  baseMs: number;
  maxMs: number;
}

export const DEFAULT_BACKOFF: Backoff = { baseMs: 30_000, maxMs: 60 * 60_000 };

/**
 * The delay after failed attempt `attempt` (1 for the first): base, 2 x base, 4 x base, ...
 * No jitter: the lease, not randomness, keeps runners apart, and tests can predict the schedule.
 */
export function backoffDelayMs(attempt: number, backoff: Backoff): number {
  const doublings = Math.max(0, attempt - 1);
  // 2 ** 60 and above is past any cap; the bound keeps the product finite.
  return Math.min(backoff.maxMs, backoff.baseMs * 2 ** Math.min(doublings, 60));
}
