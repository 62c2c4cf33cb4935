import { z } from 'zod';

/** Nearest-rank percentiles of one latency, in ms; null without a sample. */
export const latencyPercentilesSchema = z.object({
  p50: z.number().nullable(),
  p95: z.number().nullable(),
  p99: z.number().nullable(),
  /** How many parts the percentiles are taken over. */
  samples: z.number().int(),
});
export type LatencyPercentiles = z.infer<typeof latencyPercentilesSchema>;

/** A test's parts by outcome; the four add up to all its parts. */
export const loadTestOutcomesSchema = z.object({
  delivered: z.number().int(),
  /** A final receipt other than delivered (undeliverable, expired, rejected, deleted, unknown). */
  not_delivered: z.number().int(),
  /** Refused by the SMSC (a command_status) or never sent (stopped, gateway removed). */
  failed: z.number().int(),
  /** Neither answered with a final outcome nor failed yet. */
  no_answer: z.number().int(),
});
export type LoadTestOutcomes = z.infer<typeof loadTestOutcomesSchema>;

/** What every load test shows: in GET /api/message/smsc/load-test/list/ and its summary. */
export const loadTestHeadlineSchema = z.object({
  id: z.string(),
  gateway_id: z.number().int(),
  /** ISO time it was started. */
  started_at: z.string(),
  /** Messages asked for. */
  total: z.number().int(),
  done: z.boolean(),
  stopped: z.boolean(),
  /** First submit to the last answer or receipt; null before anything was submitted. */
  duration_ms: z.number().nullable(),
  /** Answered parts per second between the first submit and the last answer. */
  messages_per_second: z.number().nullable(),
  outcomes: loadTestOutcomesSchema,
});
export type LoadTestHeadline = z.infer<typeof loadTestHeadlineSchema>;

/**
 * GET /api/message/smsc/load-test/{id}/summary/: computed from the stored parts, so it lasts
 * across restarts and counts receipts that came after the test ended.
 */
export const loadTestSummarySchema = loadTestHeadlineSchema.extend({
  /** submit_sm to its submit_sm_resp. */
  submit_latency_ms: latencyPercentilesSchema,
  /** submit_sm to its final receipt (parts with a receipt only). */
  receipt_latency_ms: latencyPercentilesSchema,
  /** Failed parts by the command_status they were refused with (null: never sent), most first. */
  failures: z.array(
    z.object({
      command_status: z.number().int().nullable(),
      /** e.g. ESME_RINVDSTADR; null with command_status. */
      command_status_name: z.string().nullable(),
      count: z.number().int(),
    }),
  ),
});
export type LoadTestSummary = z.infer<typeof loadTestSummarySchema>;
