import { z } from 'zod';
import { gatewayConnectionSchema } from '../gateways/schemas.js';
import { pduLogSchema } from '../logs/schemas.js';
import { MESSAGE_STATUSES } from '../messages/schemas.js';

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
