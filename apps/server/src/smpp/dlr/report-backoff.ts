/** How receipts the ESME refuses are tried again. */
export interface ReportBackoff {
  /** Wait after the first refusal; it doubles with each one after. */
  baseMs: number;
  maxMs: number;
  /** Refusals after which the report is given up. */
  maxAttempts: number;
}

/** 1 s, 2 s, 4 s … up to 5 min; the tenth refusal (about 8.5 min after the first) ends it. */
export const REPORT_BACKOFF: ReportBackoff = { baseMs: 1_000, maxMs: 300_000, maxAttempts: 10 };

/**
 * When a report the ESME refused `attempts` times (this one included) goes out again, or null
 * when it is given up: after the last attempt, or when the next would come after its expiry.
 */
export function nextReportTry(
  attempts: number,
  now: number,
  expiresAt: number,
  backoff: ReportBackoff,
): number | null {
  if (attempts >= backoff.maxAttempts) return null;
  const delay = Math.min(backoff.baseMs * 2 ** (attempts - 1), backoff.maxMs);
  return now + delay > expiresAt ? null : now + delay;
}
