import { describe, expect, it } from 'vitest';
import { nextReportTry, REPORT_BACKOFF } from './report-backoff.js';

const NEVER = Number.MAX_SAFE_INTEGER;

describe('nextReportTry', () => {
  it('doubles the wait from 1 s up to 5 min and gives up after the tenth refusal', () => {
    const waits = Array.from({ length: 9 }, (_, index) =>
      nextReportTry(index + 1, 0, NEVER, REPORT_BACKOFF),
    );
    expect(waits).toEqual([1_000, 2_000, 4_000, 8_000, 16_000, 32_000, 64_000, 128_000, 256_000]);
    expect(nextReportTry(10, 0, NEVER, REPORT_BACKOFF)).toBeNull();
    expect(nextReportTry(5, 0, NEVER, { ...REPORT_BACKOFF, maxAttempts: 20 })).toBe(16_000);
    expect(nextReportTry(12, 0, NEVER, { ...REPORT_BACKOFF, maxAttempts: 20 })).toBe(300_000);
  });

  it('gives up when the next try would come after the report expires', () => {
    expect(nextReportTry(3, 10_000, 14_000, REPORT_BACKOFF)).toBe(14_000);
    expect(nextReportTry(3, 10_000, 13_999, REPORT_BACKOFF)).toBeNull();
  });
});
