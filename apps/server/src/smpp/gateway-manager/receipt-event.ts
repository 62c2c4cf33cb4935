import type { OutboxEvent } from '../../event-outbox/write-outbox.js';
import type { GatewayEventInterest } from '../ports/event-interest.js';
import type { MatchedReceipt, ReceiptUpdate } from '../ports/gateway-parts.js';

/**
 * The `message.receipt` outbox events of the receipts that updated a part, in their order, for
 * gateways whose webhooks want them (`interest`; every gateway when not given): the outbox's
 * only reader is the webhooks, and a row per receipt nobody reads costs an insert, a relay pass
 * and a purge. Load tests' receipts have none: the console's own synthetic traffic, at rates
 * where a row per receipt would cost the test its speed, and nothing outside the console waits.
 */
export function receiptEvents(
  updates: readonly ReceiptUpdate[],
  matched: readonly (MatchedReceipt | undefined)[],
  interest?: GatewayEventInterest,
): OutboxEvent[] {
  const events: OutboxEvent[] = [];
  updates.forEach((update, index) => {
    const part = matched[index];
    if (!part || part.loadTestId !== null) return;
    if (interest && !interest(update.gatewayId, 'dlr.received')) return;
    events.push({
      kind: 'message.receipt',
      userId: part.userId,
      at: update.at,
      data: {
        message_id: part.smsId,
        gateway_id: update.gatewayId,
        smsc_message_id: update.id,
        status: update.status,
        text: update.text,
        received_at: update.at,
      },
    });
  });
  return events;
}
