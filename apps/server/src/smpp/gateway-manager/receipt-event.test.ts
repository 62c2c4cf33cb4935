import { describe, expect, it } from 'vitest';
import type { ReceiptUpdate } from '../ports/gateway-parts.js';
import { receiptEvents } from './receipt-event.js';

const receipt = (gatewayId: number, id: string): ReceiptUpdate => ({
  gatewayId,
  id,
  status: 'delivered',
  text: `id:${id} stat:DELIVRD err:000`,
  at: 1_000,
  sessionId: 's1',
  sequenceNumber: 7,
});

describe('receiptEvents', () => {
  const updates = [receipt(1, 'a'), receipt(2, 'b'), receipt(1, 'c'), receipt(1, 'd')];
  const matched = [
    { smsId: 10, userId: 5, loadTestId: null },
    { smsId: 11, userId: 5, loadTestId: null },
    undefined,
    { smsId: 13, userId: 5, loadTestId: 'lt_1' },
  ];

  it('makes one event per receipt that found a part outside a load test', () => {
    expect(receiptEvents(updates, matched).map((event) => event.data)).toEqual([
      expect.objectContaining({ message_id: 10, gateway_id: 1, smsc_message_id: 'a' }),
      expect.objectContaining({ message_id: 11, gateway_id: 2, smsc_message_id: 'b' }),
    ]);
  });

  it('only for gateways whose webhooks want dlr.received', () => {
    const asked: string[] = [];
    const events = receiptEvents(updates, matched, (gatewayId, event) => {
      asked.push(`${gatewayId}:${event}`);
      return gatewayId === 2;
    });
    expect(events.map((event) => event.data.message_id)).toEqual([11]);
    expect(asked).toEqual(['1:dlr.received', '2:dlr.received']);
  });
});
