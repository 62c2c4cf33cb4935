import type { WebhookEvent } from '@routelab/shared';

/** An ESME-side event a webhook may want. */
export type ClientWebhookEvent = Extract<WebhookEvent, 'message.received' | 'dlr.sent'>;

/**
 * Which account's events someone wants (the webhooks module implements it in memory): the
 * account's owner when an enabled webhook of it wants `event`, else undefined. Asked per
 * message, so it must cost a map lookup, no query; accounts nobody listens to write no events.
 */
export type EventInterest = (clientId: number, event: ClientWebhookEvent) => number | undefined;

/** An SMSC-side event a webhook may want. */
export type GatewayWebhookEvent = Extract<WebhookEvent, 'dlr.received' | 'mo.received'>;

/**
 * Whether an enabled webhook of the SMSC connection wants `event` (in memory as EventInterest,
 * asked per receipt and MO message): gateways nobody listens to write no events.
 */
export type GatewayEventInterest = (gatewayId: number, event: GatewayWebhookEvent) => boolean;
