import type {
  MessageStatus,
  WebhookEvent,
  WebhookPayload,
  WebhookPayloadData,
} from '@routelab/shared';
import type { WebhookRow } from '../../db/schema.js';
import type { DeliveredEvent } from '../../event-outbox/outbox-relay.js';
import type { EsmeMessageReads } from '../esme-messages/message-reads.js';
import type { NewDelivery, WebhooksRepository } from './repository.js';

const iso = (at: number) => new Date(at).toISOString();

/** What a durable event means to webhooks: who it is about, which event, and its data. */
type WebhookEventOf = {
  owner: { clientId: number } | { gatewayId: number };
  event: WebhookEvent;
  data: () => Promise<WebhookPayloadData | undefined>;
};

/**
 * The outbox subscriber of webhooks: turns each durable event into one delivery per enabled
 * webhook of its account or gateway that wants it. The event's outbox id names it
 * (`evt_<id>`), so a second delivery of the same outbox row adds nothing.
 */
export class WebhookEventDeliveries {
  constructor(
    private readonly repository: WebhooksRepository,
    private readonly messages: EsmeMessageReads,
    /** Puts deliveries on their webhooks' queues (skipping events a webhook already has). */
    private readonly queue: (deliveries: NewDelivery[]) => Promise<number>,
  ) {}

  readonly subscriber = async (event: DeliveredEvent): Promise<void> => {
    const meaning = this.meaningOf(event);
    const webhooks = (await this.repository.enabledOf(meaning.owner)).filter((webhook) =>
      wants(webhook, meaning.event),
    );
    if (webhooks.length === 0) return;
    const data = await meaning.data();
    if (!data) return;
    const eventId = `evt_${event.id}`;
    const payload = JSON.stringify({
      id: eventId,
      type: meaning.event,
      created_at: iso(event.createdAt),
      data,
    } as WebhookPayload);
    const deliveries: NewDelivery[] = webhooks.map((webhook) => ({
      webhook_id: webhook.id,
      event: meaning.event,
      event_id: eventId,
      payload,
      created_at: event.createdAt,
    }));
    await this.queue(deliveries);
  };

  private meaningOf(event: DeliveredEvent): WebhookEventOf {
    switch (event.kind) {
      case 'message.received': {
        const { data } = event;
        return {
          owner: { gatewayId: data.gateway_id },
          event: 'mo.received',
          data: () =>
            Promise.resolve({
              message_id: data.message_id,
              gateway_id: data.gateway_id,
              source_addr: data.source_addr,
              destination_addr: data.destination_addr,
              text: data.text,
              data_coding: data.data_coding,
              parts: data.parts,
              received_at: iso(data.received_at),
            }),
        };
      }
      case 'message.receipt': {
        const { data } = event;
        return {
          owner: { gatewayId: data.gateway_id },
          event: 'dlr.received',
          data: () =>
            Promise.resolve({
              message_id: data.message_id,
              gateway_id: data.gateway_id,
              smsc_message_id: data.smsc_message_id,
              status: data.status,
              receipt_text: data.text,
              received_at: iso(data.received_at),
            }),
        };
      }
      case 'esme.message.received': {
        const { data } = event;
        return {
          owner: { clientId: data.client_id },
          event: 'message.received',
          data: () => this.receivedMessage(data.message_id),
        };
      }
      case 'esme.report.sent': {
        const { data } = event;
        return {
          owner: { clientId: data.client_id },
          event: 'dlr.sent',
          data: async () => {
            const message = await this.messages.findMessage(data.message_id);
            if (!message) return undefined;
            const part = (await this.messages.partsOf(message.id)).find(
              (row) => row.id === data.part_id,
            );
            return {
              message_id: message.id,
              part_id: data.part_id,
              client_id: data.client_id,
              smpp_message_id: part?.message_id ?? message.message_id,
              source_addr: message.source_addr,
              destination_addr: message.destination_addr,
              status: data.status,
              receipt_text: data.text,
              sent_at: iso(data.sent_at),
            };
          },
        };
      }
    }
  }

  /** A message an ESME submitted, as stored (a deleted one is not told). */
  private async receivedMessage(
    messageId: number,
  ): Promise<WebhookPayloadData<'message.received'> | undefined> {
    const message = await this.messages.findMessage(messageId);
    if (!message) return undefined;
    const parts = await this.messages.partsOf(message.id);
    return {
      message_id: message.id,
      client_id: message.client_id,
      smpp_message_id: message.message_id,
      source_addr: message.source_addr,
      destination_addr: message.destination_addr,
      text: message.text,
      data_coding: message.data_coding,
      registered_delivery: message.registered_delivery,
      parts: parts
        .sort((a, b) => a.seq - b.seq)
        .map((part) => ({
          id: part.id,
          seq: part.seq,
          message_id: part.message_id,
          short_message_hex: part.short_message_hex,
          status: part.status as MessageStatus,
        })),
      received_at: iso(message.created_at),
    };
  }
}

const wants = (webhook: WebhookRow, event: WebhookEvent): boolean =>
  (JSON.parse(webhook.events) as string[]).includes(event);
