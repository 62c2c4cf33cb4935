import type { ClientWebhookEvent, EventInterest } from '../../smpp/ports/event-interest.js';
import type { WebhooksRepository } from './repository.js';

/**
 * Which ESME accounts have an enabled webhook wanting which event, held in memory: the ingest
 * and the report dispatcher ask it per message (a map lookup, no query), so that accounts
 * without webhooks write no outbox rows. Reloaded after every webhook change (and on start).
 */
export class ClientWebhookInterest {
  /** Per account: its owner and the events some enabled webhook of it wants. */
  private wanted = new Map<number, { userId: number; events: Set<string> }>();

  constructor(private readonly repository: WebhooksRepository) {}

  async reload(): Promise<void> {
    const rows = await this.repository.enabledClientWebhooks();
    const wanted = new Map<number, { userId: number; events: Set<string> }>();
    for (const row of rows) {
      if (row.client_id === null) continue;
      const entry = wanted.get(row.client_id) ?? { userId: row.user_id, events: new Set() };
      for (const event of JSON.parse(row.events) as string[]) entry.events.add(event);
      wanted.set(row.client_id, entry);
    }
    this.wanted = wanted;
  }

  /** The account's owner when a webhook of it wants `event`; undefined otherwise. */
  readonly ownerWanting: EventInterest = (clientId: number, event: ClientWebhookEvent) => {
    const entry = this.wanted.get(clientId);
    return entry?.events.has(event) ? entry.userId : undefined;
  };
}
