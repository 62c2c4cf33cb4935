import { describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n';
import { makeMessageDetail } from '../../testing/message';
import { sendOptionLabels } from './send-options';

const defaults = {
  protocol_id: 0,
  priority_flag: 0,
  validity_period: '',
  schedule_delivery_time: '',
  packed: false,
  udh: false,
};

describe('sendOptionLabels', () => {
  it('names nothing for a message sent with the defaults', () => {
    const message = makeMessageDetail({ direction: 'mt', send_options: defaults });
    expect(sendOptionLabels(message, i18n.t)).toEqual([]);
  });

  it('names every field that differs from its default', () => {
    const message = makeMessageDetail({
      direction: 'mt',
      data_coding: 0x10,
      send_options: {
        protocol_id: 0x41,
        priority_flag: 2,
        validity_period: '000000013000000R',
        schedule_delivery_time: '300102235959000+',
        packed: true,
        udh: false,
      },
    });
    expect(sendOptionLabels(message, i18n.t)).toEqual([
      'message class 0 (flash)',
      'protocol_id 0x41',
      'priority_flag 2',
      'validity_period 000000013000000R',
      'schedule_delivery_time 300102235959000+',
      'packed GSM 7-bit',
    ]);
  });

  it('reads a class from the data_coding of binary and UCS2 too', () => {
    const binary = makeMessageDetail({
      data_coding: 0x15,
      send_options: { ...defaults, udh: true },
    });
    expect(sendOptionLabels(binary, i18n.t)).toEqual(['message class 1', 'its own UDH']);
    expect(sendOptionLabels(makeMessageDetail({ data_coding: 0x1a }), i18n.t)).toEqual([
      'message class 2',
    ]);
  });
});
