import { z } from 'zod';

/** The periods a gateway's delivery analytics cover, each cut into buckets of one size. */
export const ANALYTICS_PERIODS = ['1h', '24h', '7d'] as const;
export type AnalyticsPeriod = (typeof ANALYTICS_PERIODS)[number];

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/**
 * Bucket size and count per period: few enough bars to read on a phone, each bucket starting on
 * a multiple of its size (whole hours, five-minute marks), the last one still filling.
 */
export const ANALYTICS_BUCKETS: Record<AnalyticsPeriod, { size_ms: number; count: number }> = {
  '1h': { size_ms: 5 * MINUTE_MS, count: 12 },
  '24h': { size_ms: HOUR_MS, count: 24 },
  '7d': { size_ms: 6 * HOUR_MS, count: 28 },
};

/** The final outcomes a delivery receipt gives a sent part. */
export const RECEIPT_OUTCOMES = [
  'delivered',
  'undeliverable',
  'expired',
  'rejected',
  'deleted',
  'unknown',
] as const;
export type ReceiptOutcome = (typeof RECEIPT_OUTCOMES)[number];

/**
 * Upper edges of the receipt-latency bins (submit_sm sent to final receipt): < 1 s, 1–5 s,
 * 5–30 s, 30 s–2 min, 2–10 min, 10 min–1 h; a last bin holds everything from 1 h on.
 */
export const RECEIPT_LATENCY_EDGES_MS = [
  1_000,
  5_000,
  30_000,
  2 * MINUTE_MS,
  10 * MINUTE_MS,
  HOUR_MS,
] as const;

export const gatewayAnalyticsQuerySchema = z.object({
  period: z.enum(ANALYTICS_PERIODS, { error: 'Period must be 1h, 24h or 7d' }).default('24h'),
});
export type GatewayAnalyticsQuery = z.infer<typeof gatewayAnalyticsQuerySchema>;

const count = z.number().int().nonnegative();

/** Parts sent in one bucket: by the final outcome their receipt gave, and those still without. */
export const analyticsBucketSchema = z.object({
  start: z.string().describe('ISO time the bucket starts; it ends where the next one starts.'),
  delivered: count,
  undeliverable: count,
  expired: count,
  rejected: count,
  deleted: count,
  unknown: count,
  awaiting: count.describe('Accepted by the SMSC, no final receipt yet.'),
});
export type AnalyticsBucket = z.infer<typeof analyticsBucketSchema>;

/**
 * GET /api/gateway/{id}/analytics/: what became of the parts a gateway sent in the period (by
 * when their message was sent), how long their final receipts took, and how many receipts that
 * arrived in the period matched no sent part.
 */
export const gatewayAnalyticsSchema = z.object({
  period: z.enum(ANALYTICS_PERIODS),
  from: z.string(),
  to: z.string(),
  bucket_seconds: z.number().int(),
  buckets: z.array(analyticsBucketSchema),
  latency: z
    .array(
      z.object({
        min_ms: count,
        /** Exclusive; null for the last bin. */
        max_ms: count.nullable(),
        count,
      }),
    )
    .describe('Final receipts by latency (done − submitted), in the fixed bins.'),
  receipts: z.object({
    matched: count.describe('Parts sent in the period that got a receipt.'),
    unmatched: count.describe('Receipts that arrived in the period and matched no sent part.'),
    /** unmatched / (matched + unmatched); null without receipts. */
    unmatched_share: z.number().nullable(),
  }),
});
export type GatewayAnalytics = z.infer<typeof gatewayAnalyticsSchema>;
