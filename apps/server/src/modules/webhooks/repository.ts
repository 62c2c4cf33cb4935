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

/** SQL for webhooks and webhook_deliveries (on the database, or a transaction). */
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

  /** Enabled webhooks of ESME accounts and gateways: what the SMPP paths' lookup is built from. */
  enabledOwnedWebhooks(): Promise<
    Pick<WebhookRow, 'client_id' | 'gateway_id' | 'user_id' | 'events'>[]
  > {
    return this.db
      .selectFrom('webhooks')
      .select(['client_id', 'gateway_id', 'user_id', 'events'])
      .where('enabled', '=', 1)
      .where((eb) => eb.or([eb('client_id', 'is not', null), eb('gateway_id', 'is not', null)]))
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

  /** Whether the webhook already has a delivery of this event. */
  async hasDelivery(webhookId: number, eventId: string): Promise<boolean> {
    const existing = await this.db
      .selectFrom('webhook_deliveries')
      .select('id')
      .where('webhook_id', '=', webhookId)
      .where('event_id', '=', eventId)
      .executeTakeFirst();
    return existing !== undefined;
  }

  /**
   * One new delivery: queued (due at once, in its webhook's order), or not (test events and
   * redeliveries, attempted once); the job queue makes its attempts (see WebhookDeliverer).
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

  async recordAttempt(id: number, result: AttemptResult): Promise<WebhookDeliveryRow> {
    return this.db
      .updateTable('webhook_deliveries')
      .set((eb) => ({ ...result, attempts: eb('attempts', '+', 1) }))
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
  }
}
