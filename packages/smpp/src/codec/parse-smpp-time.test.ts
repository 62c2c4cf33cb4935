import { describe, expect, it } from 'vitest';
import { parseSmppTime, resolveSmppTime } from './parse-smpp-time.js';

const utc = (iso: string) => Date.parse(iso);

describe('parseSmppTime: absolute', () => {
  it('reads every field (UTC, offset 00)', () => {
    expect(parseSmppTime('261122151530700+')).toEqual({
      relative: false,
      epochMs: utc('2026-11-22T15:15:30.700Z'),
    });
  });

  it('applies the offset in quarter hours: + is ahead of UTC, - behind', () => {
    // 12:00 local at UTC+02:00 is 10:00 UTC; at UTC-03:30 it is 15:30 UTC.
    expect(parseSmppTime('261122120000008+')).toEqual({
      relative: false,
      epochMs: utc('2026-11-22T10:00:00Z'),
    });
    expect(parseSmppTime('261122120000014-')).toEqual({
      relative: false,
      epochMs: utc('2026-11-22T15:30:00Z'),
    });
    expect(parseSmppTime('261122120000048+')).toEqual({
      relative: false,
      epochMs: utc('2026-11-22T00:00:00Z'),
    });
  });

  it('crosses day and year boundaries through the offset', () => {
    expect(parseSmppTime('270101003000004+')).toEqual({
      relative: false,
      epochMs: utc('2026-12-31T23:30:00Z'),
    });
  });

  it('reads two-digit years as 20YY, leap days included', () => {
    expect(parseSmppTime('000101000000000+')).toMatchObject({
      epochMs: utc('2000-01-01T00:00:00Z'),
    });
    expect(parseSmppTime('280229235959900+')).toMatchObject({
      epochMs: utc('2028-02-29T23:59:59.900Z'),
    });
  });

  it.each([
    ['impossible day', '260230120000000+'],
    ['not a leap year', '270229120000000+'],
    ['month 13', '261322120000000+'],
    ['month 00', '260022120000000+'],
    ['day 00', '261100120000000+'],
    ['hour 24', '261122240000000+'],
    ['minute 60', '261122126000000+'],
    ['second 60', '261122120060000+'],
    ['offset over 48 quarter hours', '261122120000049+'],
    ['an unknown direction', '261122120000000*'],
    ['a letter in a field', '2611221200a0000+'],
    ['a letter for tenths', '26112212000000x+'],
    ['lower-case r', '000001000000000r'],
    ['garbage', 'garbage-garbage!'],
    ['too short', '2611221200'],
    ['too long', '261122120000000+0'],
    ['empty', ''],
  ])('refuses %s', (_name, value) => {
    expect(parseSmppTime(value)).toBeUndefined();
  });
});

describe('parseSmppTime: relative', () => {
  it('reads every field', () => {
    expect(parseSmppTime('010203040506000R')).toEqual({
      relative: true,
      years: 1,
      months: 2,
      days: 3,
      hours: 4,
      minutes: 5,
      seconds: 6,
    });
  });

  it('takes field values beyond a clock face (90 seconds) as durations', () => {
    expect(parseSmppTime('000000000090000R')).toMatchObject({ seconds: 90 });
  });

  it('requires tenths and offset 000', () => {
    expect(parseSmppTime('000000000500100R')).toBeUndefined();
    expect(parseSmppTime('000000000500001R')).toBeUndefined();
  });
});

describe('resolveSmppTime', () => {
  const now = utc('2026-01-31T10:00:00Z');

  it('counts a relative time from now', () => {
    const time = parseSmppTime('000001020304000R');
    expect(time && resolveSmppTime(time, now)).toBe(utc('2026-02-01T12:03:04Z'));
  });

  it('adds months and years by the calendar', () => {
    const time = parseSmppTime('010100000000000R');
    expect(time && resolveSmppTime(time, now)).toBe(utc('2027-03-03T10:00:00Z'));
  });

  it('gives an absolute time as is', () => {
    const time = parseSmppTime('261122151530000+');
    expect(time && resolveSmppTime(time, now)).toBe(utc('2026-11-22T15:15:30Z'));
  });
});
