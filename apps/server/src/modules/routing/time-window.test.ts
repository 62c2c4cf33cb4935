import { describe, expect, it } from 'vitest';
import { RouteWindowCheck } from './time-window.js';

const at = (iso: string) => Date.parse(iso);
const window = (days: number[], from: string, to: string, time_zone = 'UTC') =>
  new RouteWindowCheck({ days, from, to, time_zone });

describe('a route’s time window', () => {
  it('holds from `from` up to `to` on its days', () => {
    const office = window([1, 2, 3, 4, 5], '09:00', '18:00');
    expect(office.holds(at('2026-12-07T09:00:00Z'))).toBe(true); // Monday
    expect(office.holds(at('2026-12-07T17:59:59Z'))).toBe(true);
    expect(office.holds(at('2026-12-07T18:00:00Z'))).toBe(false);
    expect(office.holds(at('2026-12-07T08:59:59Z'))).toBe(false);
    expect(office.holds(at('2026-12-06T12:00:00Z'))).toBe(false); // Sunday
  });

  it('runs past midnight into the next day when `to` is before `from`', () => {
    const night = window([5], '22:00', '06:00'); // Friday night
    expect(night.holds(at('2026-12-04T21:59:00Z'))).toBe(false); // Friday
    expect(night.holds(at('2026-12-04T22:00:00Z'))).toBe(true);
    expect(night.holds(at('2026-12-05T05:59:00Z'))).toBe(true); // Saturday morning
    expect(night.holds(at('2026-12-05T06:00:00Z'))).toBe(false);
    expect(night.holds(at('2026-12-05T22:30:00Z'))).toBe(false); // Saturday night: not a day
    expect(night.holds(at('2026-12-04T03:00:00Z'))).toBe(false); // Thursday's night
  });

  it('is the whole day when `from` equals `to`', () => {
    const sunday = window([0], '00:00', '00:00');
    expect(sunday.holds(at('2026-12-06T00:00:00Z'))).toBe(true);
    expect(sunday.holds(at('2026-12-06T23:59:00Z'))).toBe(true);
    expect(sunday.holds(at('2026-12-07T00:00:00Z'))).toBe(false);
  });

  it('reads the time in the route’s time zone, summer time included', () => {
    const kyiv = window([1], '09:00', '10:00', 'Europe/Kyiv');
    // Winter: UTC+2.
    expect(kyiv.holds(at('2026-12-07T07:00:00Z'))).toBe(true);
    expect(kyiv.holds(at('2026-12-07T08:00:00Z'))).toBe(false);
    // Summer: UTC+3.
    expect(kyiv.holds(at('2026-06-01T06:30:00Z'))).toBe(true);
    expect(kyiv.holds(at('2026-06-01T07:30:00Z'))).toBe(false);
    // Monday in Tokyo while it is still Sunday in UTC.
    const tokyo = window([1], '00:00', '03:00', 'Asia/Tokyo');
    expect(tokyo.holds(at('2026-12-06T16:30:00Z'))).toBe(true);
    expect(tokyo.holds(at('2026-12-07T16:30:00Z'))).toBe(false);
  });

  it('gives each time its own answer with the minute cache shared by routes', () => {
    const a = window([1], '09:00', '09:01', 'Europe/Kyiv');
    const b = window([1], '09:01', '09:02', 'Europe/Kyiv');
    expect(a.holds(at('2026-12-07T07:00:30Z'))).toBe(true);
    expect(b.holds(at('2026-12-07T07:00:40Z'))).toBe(false);
    expect(b.holds(at('2026-12-07T07:01:00Z'))).toBe(true);
    expect(a.holds(at('2026-12-07T07:01:00Z'))).toBe(false);
  });
});
