import { describe, expect, it } from 'vitest';
import { dueDlrEvents, type TrackedMessage } from './dlr-events.js';

const message = (fields: Partial<TrackedMessage>): TrackedMessage => ({
  dlrMask: 31,
  reported: 0,
  status: 'submitted',
  dlrText: null,
  respondedAt: null,
  commandStatus: null,
  ...fields,
});

describe('dueDlrEvents', () => {
  it('reports the SMSC ack, then the receipt, each once', () => {
    expect(dueDlrEvents(message({}))).toEqual({ events: [], done: false });
    const acked = dueDlrEvents(message({ respondedAt: 1, commandStatus: 0 }));
    expect(acked).toEqual({ events: [{ type: 8, text: 'ACK/' }], done: false });
    const delivered = dueDlrEvents(
      message({
        reported: 8,
        respondedAt: 1,
        commandStatus: 0,
        status: 'delivered',
        dlrText: 'id:1 stat:DELIVRD',
      }),
    );
    expect(delivered).toEqual({ events: [{ type: 1, text: 'id:1 stat:DELIVRD' }], done: true });
  });

  it('reports only what the mask asks for, and ends when nothing more can come', () => {
    expect(dueDlrEvents(message({ dlrMask: 8, respondedAt: 1, commandStatus: 0 }))).toEqual({
      events: [{ type: 8, text: 'ACK/' }],
      done: true,
    });
    expect(
      dueDlrEvents(message({ dlrMask: 1, respondedAt: 1, commandStatus: 0, status: 'expired' })),
    ).toEqual({ events: [], done: true });
    expect(
      dueDlrEvents(
        message({ dlrMask: 3, respondedAt: 1, commandStatus: 0, status: 'rejected', dlrText: 'x' }),
      ),
    ).toEqual({ events: [{ type: 2, text: 'x' }], done: true });
  });

  it('makes a refused submit the SMSC reject, for a mask with 16 or 2', () => {
    const refused = { respondedAt: 1, commandStatus: 0x45, status: 'failed' };
    expect(dueDlrEvents(message({ ...refused, dlrMask: 2 }))).toEqual({
      events: [{ type: 16, text: 'NACK/0x00000045/ESME_RSUBMITFAIL' }],
      done: true,
    });
    expect(dueDlrEvents(message({ ...refused, dlrMask: 1 }))).toEqual({ events: [], done: true });
  });
});
