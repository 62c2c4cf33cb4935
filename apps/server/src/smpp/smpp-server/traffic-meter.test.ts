import { CommandId, CommandStatus, type PduHeader } from '@routelab/smpp';
import { describe, expect, it } from 'vitest';
import { TRAFFIC_SECONDS, TrafficMeters } from './traffic-meter.js';

const header = (commandId: number, commandStatus = 0): PduHeader => ({
  commandLength: 16,
  commandId,
  commandStatus,
  sequenceNumber: 1,
});
const accepted = header(CommandId.submit_sm_resp);
const throttled = header(CommandId.submit_sm_resp, CommandStatus.ESME_RTHROTTLED);
const receipt = header(CommandId.deliver_sm);

const T0 = 1_700_000_000_000;
const last = (values: number[], count: number) => values.slice(-count);

describe('TrafficMeters', () => {
  it('counts answered submits and sent deliver_sm per second, oldest first', () => {
    const meters = new TrafficMeters();
    meters.countSent(7, accepted, T0);
    meters.countSent(7, accepted, T0 + 999);
    meters.countSent(7, throttled, T0 + 1_000);
    meters.countSent(7, receipt, T0 + 2_500);
    meters.countSent(7, header(CommandId.enquire_link_resp), T0 + 2_500);
    meters.countSent(8, accepted, T0);

    const series = meters.series(7, T0 + 2_600);
    expect(series.accepted).toHaveLength(TRAFFIC_SECONDS);
    expect(series.until).toBe(T0 + 2_000);
    expect(last(series.accepted, 3)).toEqual([2, 0, 0]);
    expect(last(series.refused, 3)).toEqual([0, 1, 0]);
    expect(last(series.delivered, 3)).toEqual([0, 0, 1]);
    expect(meters.series(8, T0).accepted.at(-1)).toBe(1);
  });

  it('forgets seconds that fall out of the history, also across a long pause', () => {
    const meters = new TrafficMeters();
    meters.countSent(1, accepted, T0);
    meters.countSent(1, accepted, T0 + 5_000);
    const later = meters.series(1, T0 + (TRAFFIC_SECONDS - 1) * 1_000);
    expect(later.accepted[0]).toBe(1);
    expect(later.accepted.reduce((a, b) => a + b)).toBe(2);
    const after = meters.series(1, T0 + (TRAFFIC_SECONDS + 3) * 1_000);
    expect(after.accepted.reduce((a, b) => a + b)).toBe(1);
    // A second counted after a pause longer than the history starts from clean slots.
    meters.countSent(1, accepted, T0 + 1_000_000);
    expect(meters.series(1, T0 + 1_000_000).accepted.reduce((a, b) => a + b)).toBe(1);
  });

  it('answers all zeros for an account without traffic', () => {
    const series = new TrafficMeters().series(3, T0);
    expect(series.accepted.every((count) => count === 0)).toBe(true);
    expect(series.delivered).toHaveLength(TRAFFIC_SECONDS);
  });
});
