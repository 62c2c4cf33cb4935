import type { RouteWindow } from '@routelab/shared';

const WEEKDAYS: Record<string, number> = { Sun: 0, Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6 };
const MINUTE_MS = 60_000;

/**
 * The local weekday and minute of the day in one time zone, worked out with Intl once per UTC
 * minute and kept (zone offsets change on whole minutes): a route's window check costs a compare
 * on the hot path, not a formatToParts.
 */
class ZoneClock {
  private readonly format: Intl.DateTimeFormat;
  private minuteKey = Number.NaN;
  /** 0 Sunday … 6 Saturday, local. */
  day = 0;
  /** Minutes since local midnight. */
  minute = 0;

  constructor(timeZone: string) {
    this.format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      weekday: 'short',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
  }

  /** Sets `day` and `minute` for the time `now` (epoch ms). */
  at(now: number): this {
    const key = Math.floor(now / MINUTE_MS);
    if (key === this.minuteKey) return this;
    let hour = 0;
    let minute = 0;
    for (const part of this.format.formatToParts(now)) {
      if (part.type === 'weekday') this.day = WEEKDAYS[part.value] ?? 0;
      else if (part.type === 'hour') hour = Number(part.value) % 24;
      else if (part.type === 'minute') minute = Number(part.value);
    }
    this.minute = hour * 60 + minute;
    this.minuteKey = key;
    return this;
  }
}

const zones = new Map<string, ZoneClock>();

function zoneClock(timeZone: string): ZoneClock {
  let clock = zones.get(timeZone);
  if (!clock) {
    clock = new ZoneClock(timeZone);
    zones.set(timeZone, clock);
  }
  return clock;
}

const minutesOf = (hhmm: string): number => {
  const [hours = '0', minutes = '0'] = hhmm.split(':');
  return Number(hours) * 60 + Number(minutes);
};

/**
 * A route's time window, compiled. `days` are the days a window starts on: from `from` up to
 * (not including) `to`, local time in the route's zone; a `to` before `from` runs past midnight
 * into the next day (Friday 22:00-06:00 holds on Saturday 05:59), and `from` equal to `to` is the
 * whole day.
 */
export class RouteWindowCheck {
  private readonly days: number;
  private readonly from: number;
  private readonly to: number;
  private readonly zone: ZoneClock;

  constructor(window: RouteWindow) {
    this.days = window.days.reduce((mask, day) => mask | (1 << day), 0);
    this.from = minutesOf(window.from);
    this.to = minutesOf(window.to);
    this.zone = zoneClock(window.time_zone);
  }

  holds(now: number): boolean {
    const { day, minute } = this.zone.at(now);
    const today = (this.days & (1 << day)) !== 0;
    if (this.from === this.to) return today;
    if (this.from < this.to) return today && minute >= this.from && minute < this.to;
    const yesterday = (this.days & (1 << ((day + 6) % 7))) !== 0;
    return (today && minute >= this.from) || (yesterday && minute < this.to);
  }
}
