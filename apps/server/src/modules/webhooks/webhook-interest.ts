import type {
  ClientWebhookEvent,
  EventInterest,
  GatewayEventInterest,
  GatewayWebhookEvent,
} from '../../smpp/ports/event-interest.js';
import type { WebhooksRepository } from './repository.js';

interface Wanted {
  userId: number;
  events: Set<string>;
}

/**
 * Which ESME accounts and SMSC connections have an enabled webhook wanting which event, held in
 * memory: the ingest, the report dispatcher and the gateways' commits ask it per message (a map
 * lookup, no query), so that accounts and gateways without webhooks write no outbox rows.
 * Reloaded after every webhook change (and on start).
 */
export class WebhookInterest {
  private clients = new Map<number, Wanted>();
  private gateways = new Map<number, Wanted>();

  constructor(private readonly repository: WebhooksRepository) {}

  async reload(): Promise<void> {
    const rows = await this.repository.enabledOwnedWebhooks();
    const clients = new Map<number, Wanted>();
    const gateways = new Map<number, Wanted>();
    const add = (owners: Map<number, Wanted>, id: number, userId: number, events: string) => {
      const entry = owners.get(id) ?? { userId, events: new Set() };
      for (const event of JSON.parse(events) as string[]) entry.events.add(event);
      owners.set(id, entry);
    };
    for (const row of rows) {
      if (row.client_id !== null) add(clients, row.client_id, row.user_id, row.events);
      if (row.gateway_id !== null) add(gateways, row.gateway_id, row.user_id, row.events);
    }
    this.clients = clients;
    this.gateways = gateways;
  }

  /** The account's owner when a webhook of it wants `event`; undefined otherwise. */
  readonly ownerWanting: EventInterest = (clientId: number, event: ClientWebhookEvent) => {
    const entry = this.clients.get(clientId);
    return entry?.events.has(event) ? entry.userId : undefined;
  };

  /** Whether a webhook of the gateway wants `event`. */
  readonly gatewayWants: GatewayEventInterest = (gatewayId: number, event: GatewayWebhookEvent) =>
    this.gateways.get(gatewayId)?.events.has(event) ?? false;
}
