import { z } from 'zod';
import { clientSessionSchema } from '../clients/schemas.js';
import { gatewayConnectionSchema } from '../gateways/schemas.js';
import { logBacklogSchema, pduLogSchema } from '../logs/schemas.js';
import { MESSAGE_STATUSES } from '../messages/schemas.js';
import { paymentSchema } from '../payments/schemas.js';
import { routeCountersSchema } from '../routing/schemas.js';
import { webhookDeliverySchema } from '../webhooks/schemas.js';

/**
 * Live updates (GET /api/events/, Server-Sent Events). Each SSE `event:` name is one of these
 * kinds and its `data:` is JSON for that kind; a client refetches or patches what it shows.
 */
export const EVENT_KINDS = [
  'gateway.connection',
  'client.connection',
  'message.smsc',
  'message.esme',
  'log.smsc',
  'log.esme',
  'log.backlog',
  'load_test.progress',
  'balance.changed',
  'payment.changed',
  'webhook.delivery',
  'dedicated_smpp.changed',
  'route.counters',
] as const;
export type EventKind = (typeof EVENT_KINDS)[number];

export const loadTestProgressSchema = z.object({
  id: z.string(),
  gateway_id: z.number().int(),
  total: z.number().int(),
  created: z.number().int(),
  submitted: z.number().int(),
  acknowledged: z.number().int(),
  failed: z.number().int(),
  delivered: z.number().int(),
  /** Receipts of any other final outcome (undeliverable, expired, rejected, deleted, unknown). */
  not_delivered: z.number().int(),
  /** Per-second samples since the start, for the live chart. */
  per_second: z.array(
    z.object({
      t: z.number().int(),
      sent: z.number().int(),
      acknowledged: z.number().int(),
      delivered: z.number().int(),
      latency_p50_ms: z.number().nullable(),
      latency_p99_ms: z.number().nullable(),
    }),
  ),
  done: z.boolean(),
  /** Stopped by its user: no more messages were created, and those still queued failed. */
  stopped: z.boolean(),
});
export type LoadTestProgress = z.infer<typeof loadTestProgressSchema>;

/** `gateway.connection`: one gateway's live state changed. */
export const gatewayConnectionEventSchema = z.object({
  id: z.number().int(),
  connection: gatewayConnectionSchema,
});

/** `message.smsc`: messages whose status changed (at most 100 per event). */
export const messageChangesEventSchema = z.object({
  results: z.array(z.object({ id: z.number().int(), status: z.enum(MESSAGE_STATUSES) })),
});

/** `log.smsc` / `log.esme`: the newest PDU log lines of a write batch (at most 20, newest first). */
export const logLinesEventSchema = z.object({ results: z.array(pduLogSchema) });

/** `client.connection`: the bound sessions of one ESME account, after a bind or an unbind. */
export const clientConnectionEventSchema = z.object({
  client_id: z.number().int(),
  sessions: z.array(clientSessionSchema),
});

/** `message.esme`: an ESME account's messages were stored or changed (`count` of them). */
export const esmeMessagesEventSchema = z.object({
  client_id: z.number().int(),
  count: z.number().int(),
});

/** `balance.changed`: the user's balance after a ledger row (top-up, charge, refund, adjustment). */
export const balanceChangedEventSchema = z.object({
  balance_micros: z.number().int(),
  /** USD, as the profile gives it. */
  balance: z.number(),
});

/** `payment.changed`: one of the user's payments was created or changed status. */
export const paymentChangedEventSchema = paymentSchema;

/** `webhook.delivery`: an attempt of one of the user's webhook deliveries ended (the log row). */
export const webhookDeliveryEventSchema = webhookDeliverySchema;

/**
 * `dedicated_smpp.changed`: the user's dedicated SMPP subscription was made, changed, renewed,
 * put in grace, suspended or cancelled (read it again; its sessions come as client.connection).
 */
export const dedicatedSmppChangedEventSchema = z.object({
  status: z.enum(['active', 'grace', 'suspended', 'cancelled']),
});

/**
 * `route.counters`: the user's routes' counters after messages were routed (at most one a second
 * while traffic flows): each route that counted, and the submits no route took.
 */
export const routeCountersEventSchema = z.object({
  routes: z.array(z.object({ id: z.number().int(), counters: routeCountersSchema })),
  no_route: z.number().int(),
});

/** The data of each live event kind: the one contract of the server and the console. */
export const eventDataSchemas = {
  'gateway.connection': gatewayConnectionEventSchema,
  'client.connection': clientConnectionEventSchema,
  'message.smsc': messageChangesEventSchema,
  'message.esme': esmeMessagesEventSchema,
  'log.smsc': logLinesEventSchema,
  'log.esme': logLinesEventSchema,
  'log.backlog': logBacklogSchema,
  'load_test.progress': loadTestProgressSchema,
  'balance.changed': balanceChangedEventSchema,
  'payment.changed': paymentChangedEventSchema,
  'webhook.delivery': webhookDeliveryEventSchema,
  'dedicated_smpp.changed': dedicatedSmppChangedEventSchema,
  'route.counters': routeCountersEventSchema,
} as const satisfies Record<EventKind, z.ZodType>;

export type EventData<K extends EventKind = EventKind> = z.infer<(typeof eventDataSchemas)[K]>;

const liveEventOf = <K extends EventKind>(kind: K) =>
  z.object({ kind: z.literal(kind), data: eventDataSchemas[kind] });

/** One live event as `{ kind, data }`, discriminated on `kind` (the SSE event name and data). */
export const liveEventSchema = z.discriminatedUnion('kind', [
  liveEventOf('gateway.connection'),
  liveEventOf('client.connection'),
  liveEventOf('message.smsc'),
  liveEventOf('message.esme'),
  liveEventOf('log.smsc'),
  liveEventOf('log.esme'),
  liveEventOf('log.backlog'),
  liveEventOf('load_test.progress'),
  liveEventOf('balance.changed'),
  liveEventOf('payment.changed'),
  liveEventOf('webhook.delivery'),
  liveEventOf('dedicated_smpp.changed'),
  liveEventOf('route.counters'),
]);

/** A live event of one kind with its data (a union over the kinds for `LiveEvent`). */
export type LiveEvent<K extends EventKind = EventKind> = {
  [Kind in K]: { kind: Kind; data: EventData<Kind> };
}[K];
