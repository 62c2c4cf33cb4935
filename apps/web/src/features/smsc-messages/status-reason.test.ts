import type { MessageDetail } from '@routelab/shared';
import { describe, expect, it } from 'vitest';
import { statusReason } from './status-reason';

const part = (
  seq: number,
  status: MessageDetail['status'],
  dlrText: string | null = null,
): MessageDetail['part_list'][number] => ({
  seq,
  message_id: `m${seq}`,
  command_status: 0,
  status,
  submitted_at: null,
  responded_at: null,
  done_at: null,
  dlr_text: dlrText,
  short_message_hex: '',
  udh: null,
});

describe('statusReason', () => {
  it('names the part whose final outcome the message took, with its receipt status', () => {
    const parts = [
      part(1, 'delivered', 'id:m1 stat:DELIVRD'),
      part(2, 'rejected', 'id:m2 stat:REJECTD err:001'),
    ];
    expect(statusReason({ status: 'rejected', part_list: parts })).toEqual({
      kind: 'worst',
      seq: 2,
      stat: 'REJECTD',
    });
  });

  it('names the part still waiting, which has no receipt yet', () => {
    const parts = [part(1, 'delivered', 'id:m1 stat:DELIVRD'), part(2, 'enroute')];
    expect(statusReason({ status: 'enroute', part_list: parts })).toEqual({
      kind: 'waiting',
      seq: 2,
      stat: null,
    });
  });

  it('has nothing to explain when the parts agree or there is one', () => {
    expect(
      statusReason({
        status: 'delivered',
        part_list: [part(1, 'delivered'), part(2, 'delivered')],
      }),
    ).toBeNull();
    expect(statusReason({ status: 'rejected', part_list: [part(1, 'rejected')] })).toBeNull();
    expect(statusReason({ status: 'queued', part_list: [] })).toBeNull();
  });
});
