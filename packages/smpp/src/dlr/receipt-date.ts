const two = (value: number): string => String(value).padStart(2, '0');

/** YYMMDDhhmm (or YYMMDDhhmmss) in UTC, as receipts carry dates. */
export function formatReceiptDate(date: Date, withSeconds = false): string {
  const base =
    two(date.getUTCFullYear() % 100) +
    two(date.getUTCMonth() + 1) +
    two(date.getUTCDate()) +
    two(date.getUTCHours()) +
    two(date.getUTCMinutes());
  return withSeconds ? base + two(date.getUTCSeconds()) : base;
}

/**
 * Reads YYMMDDhhmm, YYMMDDhhmmss or YYYYMMDDhhmmss (separators ignored) as UTC; two-digit
 * years are 20YY. Anything else, or an impossible date, gives undefined.
 */
export function parseReceiptDate(value: string): Date | undefined {
  const digits = value.replace(/\D/g, '');
  let match: RegExpMatchArray | null;
  let year: number;
  if (digits.length === 14) {
    match = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})$/.exec(digits);
    year = Number(match?.[1]);
  } else if (digits.length === 10 || digits.length === 12) {
    match = /^(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})?$/.exec(digits);
    year = 2000 + Number(match?.[1]);
  } else {
    return undefined;
  }
  if (!match) return undefined;
  const [month, day, hours, minutes] = [2, 3, 4, 5].map((group) => Number(match?.[group]));
  const seconds = Number(match[6] ?? 0);
  const date = new Date(Date.UTC(year, (month ?? 0) - 1, day, hours, minutes, seconds));
  const valid =
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === (month ?? 0) - 1 &&
    date.getUTCDate() === day &&
    date.getUTCHours() === hours &&
    date.getUTCMinutes() === minutes &&
    date.getUTCSeconds() === seconds;
  return valid ? date : undefined;
}
