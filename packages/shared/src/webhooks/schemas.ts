import { z } from 'zod';
import { idSchema } from '../common/id.js';
import { pageQuerySchema } from '../common/paging.js';

/**
 * What a webhook can be told. An ESME account's: the messages it submitted to us (reassembled,
 * with their parts) and the delivery reports we sent it. A gateway's: the delivery reports and
 * mobile-originated messages its provider sent us. `webhook.test` is sent by "Send test" only.
 */
export const CLIENT_WEBHOOK_EVENTS = ['message.received', 'dlr.sent'] as const;
export const GATEWAY_WEBHOOK_EVENTS = ['dlr.received', 'mo.received'] as const;
export const WEBHOOK_EVENTS = [...CLIENT_WEBHOOK_EVENTS, ...GATEWAY_WEBHOOK_EVENTS] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];
export const WEBHOOK_TEST_EVENT = 'webhook.test' as const;

/**
 * The signature header: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>" keyed with the
 * webhook's secret>`.
 */
export const WEBHOOK_SIGNATURE_HEADER = 'X-RouteLab-Signature';
/** Deliveries are retried with exponential backoff for up to this long. */
export const WEBHOOK_RETRY_WINDOW_MS = 24 * 60 * 60 * 1000;

const URL_MESSAGE = 'Enter an http:// or https:// URL';

const webhookUrlSchema = z
  .string({ error: URL_MESSAGE })
  .trim()
  .max(2000, 'URL cannot be longer than 2000 characters')
  .refine((value) => {
    try {
      const url = new URL(value);
      return url.protocol === 'http:' || url.protocol === 'https:';
    } catch {
      return false;
    }
  }, URL_MESSAGE);

const webhookSecretSchema = z
  .string({ error: 'Secret must be text' })
  .min(16, 'Secret must be at least 16 characters')
  .max(200, 'Secret cannot be longer than 200 characters');

const webhookFields = {
  url: webhookUrlSchema,
  events: z
    .array(z.enum(WEBHOOK_EVENTS, { error: 'Unknown event' }), {
      error: 'Choose at least one event',
    })
    .min(1, 'Choose at least one event'),
  enabled: z.boolean({ error: 'Enabled must be true or false' }).default(true),
};

/**
 * A webhook belongs to one ESME account (`client_id`) or one gateway (`gateway_id`), and takes
 * only that owner's events. Without `secret` one is generated; either way create answers it once.
 */
export const webhookCreateSchema = z
  .object({
    client_id: idSchema.optional(),
    gateway_id: idSchema.optional(),
    ...webhookFields,
    secret: webhookSecretSchema.optional(),
  })
  .refine((body) => (body.client_id === undefined) !== (body.gateway_id === undefined), {
    path: ['client_id'],
    message: 'Give either an ESME account or a gateway',
  });
export type WebhookCreateBody = z.input<typeof webhookCreateSchema>;

/** PUT /api/webhook/{id}/: id in the body; a missing secret keeps the old one. */
export const webhookUpdateSchema = z.object({
  id: idSchema,
  ...webhookFields,
  secret: webhookSecretSchema.optional(),
});
export type WebhookUpdateBody = z.input<typeof webhookUpdateSchema>;

export const webhookSchema = z.object({
  id: z.number().int(),
  client_id: z.number().int().nullable(),
  gateway_id: z.number().int().nullable(),
  url: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENTS)),
  enabled: z.boolean(),
  /** The secret's first characters, to tell which one is set. */
  secret_prefix: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Webhook = z.infer<typeof webhookSchema>;

/** The answer of create (and of an update that set a secret): the secret, this once. */
export const webhookWithSecretSchema = webhookSchema.extend({ secret: z.string() });
export type WebhookWithSecret = z.infer<typeof webhookWithSecretSchema>;

/** GET /api/webhook/list/?client=ID or ?gateway=ID (none: all of the user's). */
export const webhookListQuerySchema = z.object({
  client: idSchema.optional(),
  gateway: idSchema.optional(),
});
export const webhookListSchema = z.object({ results: z.array(webhookSchema) });
export type WebhookList = z.infer<typeof webhookListSchema>;

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'delivered', 'retrying', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

/** One event for one webhook, and how its attempts went (the last attempt's figures). */
export const webhookDeliverySchema = z.object({
  id: z.number().int(),
  webhook_id: z.number().int(),
  event: z.string(),
  /** The payload's `id`: the same for a redelivery. */
  event_id: z.string(),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  attempts: z.number().int(),
  http_status: z.number().int().nullable(),
  latency_ms: z.number().int().nullable(),
  /** The start of the response body (or the network error). */
  response_excerpt: z.string().nullable(),
  created_at: z.string(),
  last_attempt_at: z.string().nullable(),
  next_attempt_at: z.string().nullable(),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

/** GET /api/webhook/{id}/deliveries/: newest first, paged on the server. */
export const webhookDeliveryQuerySchema = pageQuerySchema;
export const webhookDeliveryPageSchema = z.object({
  count: z.number().int(),
  results: z.array(webhookDeliverySchema),
});
export type WebhookDeliveryPage = z.infer<typeof webhookDeliveryPageSchema>;
