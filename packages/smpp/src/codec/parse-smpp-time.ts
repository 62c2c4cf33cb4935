/**
 * SMPP time fields (schedule_delivery_time, validity_period; SMPP 3.4 §7.1.1, the same in 5.0):
 * - absolute `YYMMDDhhmmsstnnp`: local time to the tenth of a second, `nn` the difference from
 *   UTC in quarter hours (00-48), `p` `+` when local time is ahead of UTC, `-` when behind;
 * - relative `YYMMDDhhmmss000R`: years, months, days, hours, minutes and seconds from now.
 * An empty field means "none" (deliver at once, the SMSC's default validity).
 */
export type SmppTime =
  | { relative: false; epochMs: number }
  | {
      relative: true;
      years: number;
      months: number;
      days: number;
      hours: number;
      minutes: number;
      seconds: number;
    };

const QUARTER_HOUR_MS = 15 * 60_000;
const MAX_QUARTER_HOURS = 48;

/** Two decimal digits at `at`, or -1. Char codes: no substring per field. */
function twoDigits(value: string, at: number): number {
  const high = value.charCodeAt(at) - 48;
  const low = value.charCodeAt(at + 1) - 48;
  return high >= 0 && high <= 9 && low >= 0 && low <= 9 ? high * 10 + low : -1;
}

/**
 * Reads a 16-character SMPP time; undefined when it is not one (wrong length, a non-digit, an
 * impossible date or offset). Two-digit years are 20YY. Empty input is no time: undefined too,
 * so callers test for '' first.
 */
export function parseSmppTime(value: string): SmppTime | undefined {
  if (value.length !== 16) return undefined;
  const fields = [0, 2, 4, 6, 8, 10].map((at) => twoDigits(value, at));
  if (fields.some((field) => field < 0)) return undefined;
  const [yy = 0, mo = 0, dd = 0, hh = 0, mi = 0, ss = 0] = fields;
  const tenths = value.charCodeAt(12) - 48;
  const quarters = twoDigits(value, 13);
  const sign = value[15];
  if (sign === 'R') {
    if (tenths !== 0 || quarters !== 0) return undefined;
    return { relative: true, years: yy, months: mo, days: dd, hours: hh, minutes: mi, seconds: ss };
  }
  if (sign !== '+' && sign !== '-') return undefined;
  if (tenths < 0 || tenths > 9 || quarters < 0 || quarters > MAX_QUARTER_HOURS) return undefined;
  const local = Date.UTC(2000 + yy, mo - 1, dd, hh, mi, ss, tenths * 100);
  const check = new Date(local);
  // Date.UTC rolls 31 February into March: a date that does not come back as given is invalid.
  const valid =
    check.getUTCMonth() === mo - 1 &&
    check.getUTCDate() === dd &&
    check.getUTCHours() === hh &&
    check.getUTCMinutes() === mi &&
    check.getUTCSeconds() === ss;
  if (!valid) return undefined;
  // Local time ahead of UTC (+): UTC is earlier by the offset.
  const offset = quarters * QUARTER_HOUR_MS;
  return { relative: false, epochMs: sign === '+' ? local - offset : local + offset };
}

/** The moment a parsed time names: absolute as is, relative counted from `now` (epoch ms). */
export function resolveSmppTime(time: SmppTime, now: number): number {
  if (!time.relative) return time.epochMs;
  const date = new Date(now);
  // Years and months by the calendar (a month from 31 January is 3 March, as Date does it).
  if (time.years !== 0 || time.months !== 0) {
    date.setUTCFullYear(date.getUTCFullYear() + time.years, date.getUTCMonth() + time.months);
  }
  const seconds = ((time.days * 24 + time.hours) * 60 + time.minutes) * 60 + time.seconds;
  return date.getTime() + seconds * 1000;
}
