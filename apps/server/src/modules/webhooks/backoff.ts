/** How failed deliveries are tried again. */
export interface WebhookBackoff {
  /** The wait after the first failed attempt; it doubles after each further one. */
  firstMs: number;
  maxMs: number;
  /** After this long from the delivery's creation it is given up (failed). */
  windowMs: number;
}

/**
 * When a delivery created at `createdAt` is tried after its `attempts`-th failed attempt at
 * `now`: null once the next try would fall outside the retry window.
 */
export function nextAttemptAt(
  backoff: WebhookBackoff,
  attempts: number,
  createdAt: number,
  now: number,
): number | null {
  const wait = Math.min(
    backoff.firstMs * 2 ** Math.min(Math.max(0, attempts - 1), 30),
    backoff.maxMs,
  );
  const at = now + wait;
  return at - createdAt > backoff.windowMs ? null : at;
}
