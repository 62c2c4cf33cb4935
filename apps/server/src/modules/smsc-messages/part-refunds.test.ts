import { describe, expect, it } from 'vitest';
import { AMBIGUOUS_RESTART, GATEWAY_DELETED } from '../../smpp/gateway-manager/part-errors.js';
import { endedUnaccepted, type RefundablePart } from './part-refunds.js';

const part = (fields: Partial<RefundablePart>): RefundablePart => ({
  id: 1,
  sms_id: 1,
  owner_id: 1,
  state: 'answered',
  status: 'failed',
  command_status: null,
  error: null,
  charged_micros: 2_000,
  ...fields,
});

describe('endedUnaccepted', () => {
  it('is true for refused, failed unsent and unanswered parts', () => {
    expect(endedUnaccepted(part({ command_status: 0x45, error: 'submit_sm_resp' }))).toBe(true);
    expect(endedUnaccepted(part({ error: GATEWAY_DELETED }))).toBe(true);
    expect(endedUnaccepted(part({ status: 'unknown', error: 'No submit_sm_resp' }))).toBe(true);
  });

  it('is false for accepted parts, whatever their receipt, and for parts still open', () => {
    for (const status of ['submitted', 'delivered', 'undeliverable', 'rejected', 'unknown']) {
      expect(endedUnaccepted(part({ status, command_status: 0 }))).toBe(false);
    }
    // The SMSC accepted it, but storing its answer failed.
    expect(endedUnaccepted(part({ status: 'failed', command_status: 0 }))).toBe(false);
    expect(endedUnaccepted(part({ state: 'sending' }))).toBe(false);
  });

  it('is true for a part a restart interrupted after it may have reached the SMSC', () => {
    expect(endedUnaccepted(part({ status: 'unknown', error: AMBIGUOUS_RESTART }))).toBe(true);
  });
});
