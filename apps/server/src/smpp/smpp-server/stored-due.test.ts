import { describe, expect, it } from 'vitest';
import { storedDue } from './stored-due.js';

describe('storedDue', () => {
  it('takes the earliest outcome and report over the batches and tells of events', () => {
    expect(
      storedDue([
        { parts: [{ outcome_at: 30, report_due_at: 30 }, { outcome_at: null }] },
        { parts: [{ outcome_at: 20, report_due_at: null }], events: [{}] },
      ]),
    ).toEqual({ outcomeAt: 20, reportAt: 30, events: true });
  });

  it('is empty for parts without outcomes (refused, or no policy)', () => {
    expect(storedDue([{ parts: [{}, { outcome_at: null }] }, { parts: [], events: [] }])).toEqual({
      outcomeAt: null,
      reportAt: null,
      events: false,
    });
  });
});
