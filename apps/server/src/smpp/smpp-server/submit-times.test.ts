import { CommandStatus } from '@routelab/smpp';
import { describe, expect, it } from 'vitest';
import { NO_TIMES } from '../dlr/report-plan.js';
import { readSubmitTimes } from './submit-times.js';

const now = Date.parse('2026-11-26T12:00:00Z');
const read = (schedule_delivery_time: string, validity_period: string) =>
  readSubmitTimes({ schedule_delivery_time, validity_period }, now);

describe('readSubmitTimes', () => {
  it('shares NO_TIMES when neither is given', () => {
    expect(read('', '')).toBe(NO_TIMES);
  });

  it('resolves absolute and relative times', () => {
    expect(read('261126140000008+', '000001000000000R')).toEqual({
      scheduledAt: Date.parse('2026-11-26T12:00:00Z'),
      validUntil: now + 24 * 3_600_000,
    });
    expect(read('', '000000001000000R')).toEqual({
      scheduledAt: null,
      validUntil: now + 10 * 60_000,
    });
  });

  it('refuses a malformed schedule with ESME_RINVSCHED, a malformed validity with ESME_RINVEXPIRY', () => {
    expect(read('garbage-garbage!', '')).toEqual({ refusal: CommandStatus.ESME_RINVSCHED });
    expect(read('', 'garbage-garbage!')).toEqual({ refusal: CommandStatus.ESME_RINVEXPIRY });
    expect(read('garbage-garbage!', 'garbage-garbage!')).toEqual({
      refusal: CommandStatus.ESME_RINVSCHED,
    });
  });
});
