import { CLIENT_WEBHOOK_EVENTS, GATEWAY_WEBHOOK_EVENTS, type WebhookEvent } from '@routelab/shared';

/** Whose webhooks: an ESME account's or a gateway's. */
export interface WebhookOwner {
  kind: 'client' | 'gateway';
  id: number;
  name: string;
}

/** The events a webhook of this owner can take. */
export const eventsOf = (owner: WebhookOwner): readonly WebhookEvent[] =>
  owner.kind === 'client' ? CLIENT_WEBHOOK_EVENTS : GATEWAY_WEBHOOK_EVENTS;

/** `?client=ID` or `?gateway=ID`. */
export const ownerQuery = (owner: WebhookOwner) => `${owner.kind}=${owner.id}`;
