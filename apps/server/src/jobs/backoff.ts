/**
 * How failed work is tried again, the one shape for every kind of it (jobs, outbox rows, receipts
 * to ESMEs): the wait doubles from baseMs after each failure up to maxMs, and the work is given up
 * after maxAttempts attempts (the first included) or once the next try would come after its
 * deadline (windowMs from when the work began, where a kind sets one).
 */
export interface Backoff {
  baseMs: number;
  maxMs: number;
  maxAttempts: number;
  windowMs?: number;
}

export const DEFAULT_BACKOFF: Backoff = { baseMs: 30_000, maxMs: 60 * 60_000, maxAttempts: 5 };

/**
 * The wait after failed attempt `attempt` (1 for the first): base, 2 x base, 4 x base, ...
 * No jitter: the lease, not randomness, keeps runners apart, and tests can predict the schedule.
 */
export function backoffDelayMs(attempt: number, backoff: Pick<Backoff, 'baseMs' | 'maxMs'>) {
  const doublings = Math.max(0, attempt - 1);
  // 2 ** 60 and above is past any cap; the bound keeps the product finite.
  return Math.min(backoff.maxMs, backoff.baseMs * 2 ** Math.min(doublings, 60));
}

/**
 * When work that failed `failures` times (the last one just now) is tried again, or null when it
 * is given up: after maxAttempts attempts, or when the next try would come after `deadline`.
 */
export function nextAttemptAt(
  backoff: Backoff,
  failures: number,
  now: number,
  deadline?: number,
): number | null {
  if (failures >= backoff.maxAttempts) return null;
  const at = now + backoffDelayMs(failures, backoff);
  return deadline !== undefined && at > deadline ? null : at;
}
