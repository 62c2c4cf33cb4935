import type {
  Webhook,
  WebhookDelivery,
  WebhookDeliveryStatus,
  WebhookEvent,
} from '@routelab/shared';
import type { WebhookDeliveryRow, WebhookRow } from '../../db/schema.js';

const iso = (at: number | null): string | null => (at === null ? null : new Date(at).toISOString());

export function webhookToApi(row: WebhookRow): Webhook {
  return {
    id: row.id,
    client_id: row.client_id,
    gateway_id: row.gateway_id,
    url: row.url,
    events: JSON.parse(row.events) as WebhookEvent[],
    enabled: row.enabled === 1,
    secret_prefix: row.secret_prefix,
    created_at: new Date(row.created_at).toISOString(),
    updated_at: new Date(row.updated_at).toISOString(),
  };
}

export function deliveryToApi(row: WebhookDeliveryRow): WebhookDelivery {
  return {
    id: row.id,
    webhook_id: row.webhook_id,
    event: row.event,
    event_id: row.event_id,
    status: row.status as WebhookDeliveryStatus,
    attempts: row.attempts,
    http_status: row.http_status,
    latency_ms: row.latency_ms,
    response_excerpt: row.response_excerpt,
    created_at: new Date(row.created_at).toISOString(),
    last_attempt_at: iso(row.last_attempt_at),
    next_attempt_at: iso(row.next_attempt_at),
  };
}
