import type { WebhookDeliveryStatus } from '@routelab/shared';
import type { Db } from '../../db/database.js';
import type { WebhookDeliveryRow, WebhookRow } from '../../db/schema.js';

/** A webhook's stored fields (the secret sealed). */
export interface WebhookFields {
  url: string;
  secret: string;
  secret_prefix: string;
  events: string;
  enabled: number;
}

/** A delivery about to be made: the event's body for one webhook. */
export interface NewDelivery {
  webhook_id: number;
  event: string;
  event_id: string;
  payload: string;
  created_at: number;
}

/** How one attempt ended, as the delivery log shows it. */
export interface AttemptResult {
  status: WebhookDeliveryStatus;
  http_status: number | null;
  latency_ms: number | null;
  response_excerpt: string | null;
  last_attempt_at: number;
  next_attempt_at: number | null;
}

/** SQL for webhooks and webhook_deliveries. */
export class WebhooksRepository {
  constructor(private readonly db: Db) {}

  list(userId: number, owner: { client?: number; gateway?: number }): Promise<WebhookRow[]> {
    let query = this.db.selectFrom('webhooks').selectAll().where('user_id', '=', userId);
    if (owner.client !== undefined) query = query.where('client_id', '=', owner.client);
    if (owner.gateway !== undefined) query = query.where('gateway_id', '=', owner.gateway);
    return query.orderBy('id').execute();
  }

  find(id: number): Promise<WebhookRow | undefined> {
    return this.db.selectFrom('webhooks').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** Webhooks of an account (`clientId`) or, without one, of a gateway. */
  async countOf(owner: { clientId: number | null; gatewayId: number | null }): Promise<number> {
    const query = this.db
      .selectFrom('webhooks')
      .select((eb) => eb.fn.countAll<number>().as('count'));
    const row = await (
      owner.clientId !== null
        ? query.where('client_id', '=', owner.clientId)
        : query.where('gateway_id', '=', owner.gatewayId)
    ).executeTakeFirst();
    return Number(row?.count ?? 0);
  }

  async ownsClient(userId: number, clientId: number): Promise<boolean> {
    const row = await this.db
      .selectFrom('clients')
      .select('id')
      .where('id', '=', clientId)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return row !== undefined;
  }

  async ownsGateway(userId: number, gatewayId: number): Promise<boolean> {
    const row = await this.db
      .selectFrom('gateways')
      .select('id')
      .where('id', '=', gatewayId)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return row !== undefined;
  }

  async create(
    row: WebhookFields & {
      user_id: number;
      client_id: number | null;
      gateway_id: number | null;
      at: number;
    },
  ): Promise<WebhookRow> {
    const { at, ...fields } = row;
    return this.db
      .insertInto('webhooks')
      .values({ ...fields, created_at: at, updated_at: at })
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  async update(id: number, fields: Partial<WebhookFields>, at: number): Promise<WebhookRow> {
    await this.db
      .updateTable('webhooks')
      .set({ ...fields, updated_at: at })
      .where('id', '=', id)
      .execute();
    const row = await this.find(id);
    if (!row) throw new Error(`webhook ${id} vanished`);
    return row;
  }

  async delete(id: number): Promise<void> {
    await this.db.deleteFrom('webhook_deliveries').where('webhook_id', '=', id).execute();
    await this.db.deleteFrom('webhooks').where('id', '=', id).execute();
  }

  /** Enabled webhooks of ESME accounts: what the ingest's lookup is built from. */
  enabledClientWebhooks(): Promise<Pick<WebhookRow, 'client_id' | 'user_id' | 'events'>[]> {
    return this.db
      .selectFrom('webhooks')
      .select(['client_id', 'user_id', 'events'])
      .where('enabled', '=', 1)
      .where('client_id', 'is not', null)
      .execute();
  }

  /** The enabled webhooks of an account or a gateway. */
  enabledOf(owner: { clientId: number } | { gatewayId: number }): Promise<WebhookRow[]> {
    const query = this.db.selectFrom('webhooks').selectAll().where('enabled', '=', 1);
    return (
      'clientId' in owner
        ? query.where('client_id', '=', owner.clientId)
        : query.where('gateway_id', '=', owner.gatewayId)
    )
      .orderBy('id')
      .execute();
  }

  /**
   * New deliveries, due at once; an event a webhook already has a delivery of is skipped (the
   * outbox delivers at least once). Returns how many were added.
   */
  async addDeliveries(deliveries: readonly NewDelivery[]): Promise<number> {
    let added = 0;
    for (const delivery of deliveries) {
      const existing = await this.db
        .selectFrom('webhook_deliveries')
        .select('id')
        .where('webhook_id', '=', delivery.webhook_id)
        .where('event_id', '=', delivery.event_id)
        .executeTakeFirst();
      if (existing) continue;
      await this.addDelivery(delivery);
      added += 1;
    }
    return added;
  }

  /**
   * One new delivery: queued (due at once, in its webhook's order), or not (test events and
   * redeliveries, attempted once by the caller).
   */
  addDelivery(delivery: NewDelivery, { queued = true } = {}): Promise<WebhookDeliveryRow> {
    return this.db
      .insertInto('webhook_deliveries')
      .values({
        ...delivery,
        status: 'pending',
        next_attempt_at: queued ? delivery.created_at : null,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  findDelivery(id: number): Promise<WebhookDeliveryRow | undefined> {
    return this.db
      .selectFrom('webhook_deliveries')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
  }

  async deliveries(
    webhookId: number,
    window: { offset: number; limit: number },
  ): Promise<{ count: number; rows: WebhookDeliveryRow[] }> {
    const counted = await this.db
      .selectFrom('webhook_deliveries')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('webhook_id', '=', webhookId)
      .executeTakeFirst();
    const rows = await this.db
      .selectFrom('webhook_deliveries')
      .selectAll()
      .where('webhook_id', '=', webhookId)
      .orderBy('id', 'desc')
      .offset(window.offset)
      .limit(window.limit)
      .execute();
    return { count: Number(counted?.count ?? 0), rows };
  }

  /**
   * The oldest open delivery of each enabled webhook, where it is due: a webhook's later
   * deliveries wait behind it (order per webhook).
   */
  dueHeads(now: number, limit: number): Promise<WebhookDeliveryRow[]> {
    return this.db
      .selectFrom('webhook_deliveries')
      .selectAll()
      .where('id', 'in', (heads) =>
        heads
          .selectFrom('webhook_deliveries as d')
          .innerJoin('webhooks as w', 'w.id', 'd.webhook_id')
          .select((eb) => eb.fn.min('d.id').as('id'))
          .where('d.next_attempt_at', 'is not', null)
          .where('w.enabled', '=', 1)
          .groupBy('d.webhook_id'),
      )
      .where('next_attempt_at', '<=', now)
      .orderBy('next_attempt_at')
      .limit(limit)
      .execute();
  }

  /**
   * Takes a due delivery until `until` (the attempt's lease): false when another deliverer
   * took it first.
   */
  async lease(row: WebhookDeliveryRow, until: number): Promise<boolean> {
    if (row.next_attempt_at === null) return false;
    const result = await this.db
      .updateTable('webhook_deliveries')
      .set({ next_attempt_at: until })
      .where('id', '=', row.id)
      .where('next_attempt_at', '=', row.next_attempt_at)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  async recordAttempt(id: number, result: AttemptResult): Promise<WebhookDeliveryRow> {
    return this.db
      .updateTable('webhook_deliveries')
      .set((eb) => ({ ...result, attempts: eb('attempts', '+', 1) }))
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
  }
}
