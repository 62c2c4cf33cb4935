import { randomBytes } from 'node:crypto';
import type { webhookCreateSchema, webhookUpdateSchema } from '@routelab/shared';
import {
  CLIENT_WEBHOOK_EVENTS,
  GATEWAY_WEBHOOK_EVENTS,
  WEBHOOK_TEST_EVENT,
  type PageQuery,
  type WebhookDelivery,
  type WebhookDeliveryPage,
  type WebhookEvent,
  type WebhookPayload,
  type WebhookWithSecret,
} from '@routelab/shared';
import type { z } from 'zod';
import type { Clock } from '../../clock.js';
import type { SecretBox } from '../../crypto/secret-box.js';
import { pageWindow } from '../../db/paged-rows.js';
import type { WebhookRow } from '../../db/schema.js';
import { NotFoundError, ValidationError } from '../../errors/domain-errors.js';
import type { OutboundHttp } from '../../net/outbound-http.js';
import type { WebhookInterest } from './webhook-interest.js';
import type { WebhookDeliverer } from './deliverer.js';
import { MAX_WEBHOOKS_PER_OWNER, webhookMessages } from './messages.js';
import type { WebhooksRepository } from './repository.js';
import { deliveryToApi, webhookToApi } from './to-api.js';

type CreateBody = z.infer<typeof webhookCreateSchema>;
type UpdateBody = z.infer<typeof webhookUpdateSchema>;

/** Who a webhook belongs to: what an API key needs to manage it depends on it. */
export type WebhookOwnerKind = 'client' | 'gateway';

export const ownerKindOf = (row: Pick<WebhookRow, 'client_id'>): WebhookOwnerKind =>
  row.client_id === null ? 'gateway' : 'client';

/** The start of a secret shown in lists: a quarter of it at most, 10 characters at most. */
const secretPrefix = (secret: string): string =>
  secret.slice(0, Math.min(10, Math.floor(secret.length / 4)));

export interface WebhooksServiceDeps {
  repository: WebhooksRepository;
  interest: WebhookInterest;
  deliverer: WebhookDeliverer;
  secrets: SecretBox;
  clock: Clock;
  /** Judges webhook URLs as it calls them (the network policy). */
  http: Pick<OutboundHttp, 'refusalOf'>;
}

/** Webhooks of ESME accounts and gateways: their settings, delivery log, tests and redeliveries. */
export class WebhooksService {
  constructor(private readonly deps: WebhooksServiceDeps) {}

  /** The user's webhook, or "not found" (also for another user's). */
  async get(userId: number, id: number): Promise<WebhookRow> {
    const row = await this.deps.repository.find(id);
    if (!row || row.user_id !== userId) throw new NotFoundError();
    return row;
  }

  list(userId: number, owner: { client?: number; gateway?: number }): Promise<WebhookRow[]> {
    return this.deps.repository.list(userId, owner);
  }

  /** The owner a create names must be the user's (else "not found"). */
  async assertOwner(userId: number, body: Pick<CreateBody, 'client_id' | 'gateway_id'>) {
    const { repository } = this.deps;
    const owned =
      body.client_id !== undefined
        ? await repository.ownsClient(userId, body.client_id)
        : body.gateway_id !== undefined && (await repository.ownsGateway(userId, body.gateway_id));
    if (!owned) throw new NotFoundError();
  }

  /** `assertMayManage` runs once the owner is known to be the user's (it may refuse). */
  async create(
    userId: number,
    body: CreateBody,
    assertMayManage: (kind: WebhookOwnerKind) => void,
  ): Promise<WebhookWithSecret> {
    await this.assertOwner(userId, body);
    const clientId = body.client_id ?? null;
    const gatewayId = body.gateway_id ?? null;
    const kind = clientId === null ? 'gateway' : 'client';
    assertMayManage(kind);
    assertEvents(kind, body.events);
    this.assertUrl(body.url);
    const { repository } = this.deps;
    if ((await repository.countOf({ clientId, gatewayId })) >= MAX_WEBHOOKS_PER_OWNER) {
      throw ValidationError.input(webhookMessages.tooMany, 'too_many_webhooks');
    }
    const secret = body.secret ?? newSecret();
    const row = await repository.create({
      user_id: userId,
      client_id: clientId,
      gateway_id: gatewayId,
      url: body.url,
      ...this.sealed(secret),
      events: JSON.stringify(body.events),
      enabled: body.enabled ? 1 : 0,
      at: this.deps.clock(),
    });
    await this.deps.interest.reload();
    return { ...webhookToApi(row), secret };
  }

  /** Answers the secret too when the body set one. */
  async update(row: WebhookRow, body: UpdateBody) {
    assertEvents(ownerKindOf(row), body.events);
    this.assertUrl(body.url);
    const updated = await this.deps.repository.update(
      row.id,
      {
        url: body.url,
        events: JSON.stringify(body.events),
        enabled: body.enabled ? 1 : 0,
        ...(body.secret !== undefined && this.sealed(body.secret)),
      },
      this.deps.clock(),
    );
    await this.deps.interest.reload();
    const view = webhookToApi(updated);
    return body.secret === undefined ? view : { ...view, secret: body.secret };
  }

  async delete(row: WebhookRow): Promise<void> {
    await this.deps.repository.delete(row.id);
    await this.deps.interest.reload();
  }

  async deliveries(row: WebhookRow, query: PageQuery): Promise<WebhookDeliveryPage> {
    const page = await this.deps.repository.deliveries(row.id, pageWindow(query));
    return { count: page.count, results: page.rows.map(deliveryToApi) };
  }

  /** A `webhook.test` event, sent now (once: the log shows how it went). */
  async test(row: WebhookRow): Promise<WebhookDelivery> {
    const at = this.deps.clock();
    const eventId = `evt_test_${randomBytes(9).toString('base64url')}`;
    const payload: WebhookPayload = {
      id: eventId,
      type: WEBHOOK_TEST_EVENT,
      created_at: new Date(at).toISOString(),
      data: { webhook_id: row.id, message: 'A test event from RouteLab.' },
    };
    return this.sendNow(row, {
      event: WEBHOOK_TEST_EVENT,
      event_id: eventId,
      payload: JSON.stringify(payload),
      created_at: at,
    });
  }

  /** The delivery, if it is one of the user's webhooks', with its webhook. */
  async findDelivery(userId: number, deliveryId: number) {
    const delivery = await this.deps.repository.findDelivery(deliveryId);
    if (!delivery) throw new NotFoundError();
    return { delivery, webhook: await this.get(userId, delivery.webhook_id) };
  }

  /** A new delivery of the same body (same event id), sent now. */
  async redeliver(
    webhook: WebhookRow,
    delivery: { event: string; event_id: string; payload: string },
  ): Promise<WebhookDelivery> {
    return this.sendNow(webhook, {
      event: delivery.event,
      event_id: delivery.event_id,
      payload: delivery.payload,
      created_at: this.deps.clock(),
    });
  }

  /**
   * Stores a delivery outside the webhook's queue with the job of its one attempt: answered at
   * once (pending), the log shows the outcome.
   */
  private async sendNow(
    webhook: WebhookRow,
    delivery: { event: string; event_id: string; payload: string; created_at: number },
  ): Promise<WebhookDelivery> {
    const row = await this.deps.deliverer.sendNow({ webhook_id: webhook.id, ...delivery });
    return deliveryToApi(row);
  }

  private sealed(secret: string) {
    return {
      secret: this.deps.secrets.seal(secret),
      secret_prefix: secretPrefix(secret),
    };
  }

  /**
   * A URL the server would never call is refused at once: its host is an address the network
   * policy refuses, or it holds a user name or password. A host name is checked at each call.
   */
  private assertUrl(value: string): void {
    const refusal = this.deps.http.refusalOf(value);
    if (!refusal) return;
    throw ValidationError.field(
      'url',
      refusal.reason === 'credentials'
        ? webhookMessages.credentialsNotAllowed
        : webhookMessages.addressNotAllowed,
    );
  }
}

function assertEvents(kind: WebhookOwnerKind, events: readonly WebhookEvent[]): void {
  const allowed: readonly string[] =
    kind === 'client' ? CLIENT_WEBHOOK_EVENTS : GATEWAY_WEBHOOK_EVENTS;
  if (events.every((event) => allowed.includes(event))) return;
  throw ValidationError.field(
    'events',
    kind === 'client' ? webhookMessages.clientEvents : webhookMessages.gatewayEvents,
  );
}

/** A new secret: "whsec_" and 192 random bits. */
const newSecret = (): string => `whsec_${randomBytes(24).toString('base64url')}`;
