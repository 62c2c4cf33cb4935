import { describe, expect, it } from 'vitest';
import { aggregateStatus } from './aggregate-status.js';

describe('aggregateStatus', () => {
  it('takes the single part as it is', () => {
    expect(aggregateStatus(['submitted'])).toBe('submitted');
    expect(aggregateStatus(['delivered'])).toBe('delivered');
  });

  it('lets the least advanced or worst part win', () => {
    expect(aggregateStatus(['delivered', 'submitted'])).toBe('submitted');
    expect(aggregateStatus(['delivered', 'undeliverable'])).toBe('undeliverable');
    expect(aggregateStatus(['submitted', 'failed', 'queued'])).toBe('queued');
    expect(aggregateStatus(['submitted', 'failed'])).toBe('failed');
    expect(aggregateStatus(['delivered', 'delivered'])).toBe('delivered');
  });
});
