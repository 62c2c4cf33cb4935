import { describe, expect, it } from 'vitest';
import {
  DAY_MS,
  daysLeft,
  periodCharge,
  PERIOD_MS,
  proRataCharge,
  unusedDaysRefund,
  unusedWholeDays,
} from './charges.js';

describe('dedicated SMPP charges', () => {
  const start = Date.UTC(2026, 10, 26, 12);
  const end = start + PERIOD_MS;

  it('charges a period per address', () => {
    expect(periodCharge(10_000_000, 2)).toBe(20_000_000);
  });

  it('counts a started day whole when charging and only whole unused days when refunding', () => {
    const now = start + 10 * DAY_MS + 1;
    expect(daysLeft(end, now)).toBe(20);
    expect(unusedWholeDays(end, now)).toBe(19);
    expect(daysLeft(end, end + 5)).toBe(0);
    expect(unusedWholeDays(end, end + 5)).toBe(0);
  });

  it('charges added addresses pro rata and refunds unused days, in whole micro-dollars', () => {
    expect(proRataCharge(10_000_000, 1, 15)).toBe(5_000_000);
    expect(proRataCharge(10_000_000, 3, 30)).toBe(30_000_000);
    // 10,000,000 x 7 / 30 = 2,333,333.33...: rounded to the nearest micro-dollar.
    expect(proRataCharge(10_000_000, 1, 7)).toBe(2_333_333);
    expect(proRataCharge(5, 1, 9)).toBe(2);
    expect(unusedDaysRefund(10_000_000, 2, 19)).toBe(12_666_667);
    expect(unusedDaysRefund(10_000_000, 2, 0)).toBe(0);
  });
});
