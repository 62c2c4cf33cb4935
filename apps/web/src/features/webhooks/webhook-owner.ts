import {
  CLIENT_WEBHOOK_EVENTS,
  GATEWAY_WEBHOOK_EVENTS,
  WEBHOOK_TEST_EVENT,
  type WebhookEvent,
} from '@routelab/shared';

/** What a webhook belongs to: an ESME account or a gateway (SMSC connection). */
export interface WebhookOwner {
  kind: 'client' | 'gateway';
  id: number;
  name: string;
}

/** The events an owner's webhooks may want. */
export const eventsOf = (owner: WebhookOwner): readonly WebhookEvent[] =>
  owner.kind === 'client' ? CLIENT_WEBHOOK_EVENTS : GATEWAY_WEBHOOK_EVENTS;

/** The list call's query and the create body's owner field. */
export const listQueryOf = (owner: WebhookOwner) =>
  owner.kind === 'client' ? { client: owner.id } : { gateway: owner.id };
export const ownerFieldOf = (owner: WebhookOwner) =>
  owner.kind === 'client' ? { client_id: owner.id } : { gateway_id: owner.id };

/** i18n keys of the event names: event codes have dots, which i18next reads as nesting. */
const EVENT_KEYS: Record<WebhookEvent | typeof WEBHOOK_TEST_EVENT, string> = {
  'message.received': 'messageReceived',
  'dlr.sent': 'dlrSent',
  'dlr.received': 'dlrReceived',
  'mo.received': 'moReceived',
  [WEBHOOK_TEST_EVENT]: 'test',
};

/** `webhooks.events.<key>` for a known event; undefined for one this console does not know. */
export function eventLabelKey(event: string): string | undefined {
  const key = (EVENT_KEYS as Record<string, string>)[event];
  return key ? `webhooks.events.${key}` : undefined;
}
