import { describe, expect, it } from 'vitest';
import {
  MAX_RELATIVE_SMPP_SECONDS,
  formatAbsoluteSmppTime,
  formatRelativeSmppTime,
} from './smpp-time-format.js';

describe('formatAbsoluteSmppTime', () => {
  it('writes UTC with tenths and a zero offset', () => {
    expect(formatAbsoluteSmppTime(new Date('2026-11-27T09:05:03.250Z'))).toBe('261127090503200+');
    expect(formatAbsoluteSmppTime(new Date('2030-01-02T23:59:59Z'))).toBe('300102235959000+');
  });
});

describe('formatRelativeSmppTime', () => {
  it('splits the span into days, hours, minutes and seconds', () => {
    expect(formatRelativeSmppTime(30 * 60)).toBe('000000003000000R');
    expect(formatRelativeSmppTime(90 * 60)).toBe('000000013000000R');
    expect(formatRelativeSmppTime(49 * 3600 + 61)).toBe('000002010101000R');
    expect(formatRelativeSmppTime(MAX_RELATIVE_SMPP_SECONDS)).toBe('000099235959000R');
  });
  it('refuses what the fields cannot hold', () => {
    expect(() => formatRelativeSmppTime(MAX_RELATIVE_SMPP_SECONDS + 1)).toThrow(RangeError);
    expect(() => formatRelativeSmppTime(-1)).toThrow(RangeError);
    expect(() => formatRelativeSmppTime(1.5)).toThrow(RangeError);
  });
});
