const two = (value: number): string => String(value).padStart(2, '0');

/** Longest relative time SMPP's two-digit day field holds without months (whose length varies). */
export const MAX_RELATIVE_SMPP_SECONDS = 99 * 86_400 + 23 * 3_600 + 59 * 60 + 59;

/**
 * An absolute SMPP time (SMPP 3.4 §7.1.1) in UTC: `YYMMDDhhmmsst00+`, t the tenths of a second.
 */
export function formatAbsoluteSmppTime(date: Date): string {
  return (
    two(date.getUTCFullYear() % 100) +
    two(date.getUTCMonth() + 1) +
    two(date.getUTCDate()) +
    two(date.getUTCHours()) +
    two(date.getUTCMinutes()) +
    two(date.getUTCSeconds()) +
    String(Math.floor(date.getUTCMilliseconds() / 100)) +
    '00+'
  );
}

/**
 * A relative SMPP time `YYMMDDhhmmss000R` for a span in seconds, as days, hours, minutes and
 * seconds (years and months stay 00: SMSCs disagree on their length).
 */
export function formatRelativeSmppTime(seconds: number): string {
  if (!Number.isInteger(seconds) || seconds < 0 || seconds > MAX_RELATIVE_SMPP_SECONDS) {
    throw new RangeError(`relative time must be 0..${MAX_RELATIVE_SMPP_SECONDS} s, got ${seconds}`);
  }
  const days = Math.floor(seconds / 86_400);
  const hours = Math.floor((seconds % 86_400) / 3_600);
  const minutes = Math.floor((seconds % 3_600) / 60);
  return `0000${two(days)}${two(hours)}${two(minutes)}${two(seconds % 60)}000R`;
}
