import {
  ANALYTICS_BUCKETS,
  RECEIPT_LATENCY_EDGES_MS,
  type AnalyticsBucket,
  type AnalyticsPeriod,
  type GatewayAnalytics,
} from '@routelab/shared';
import type { Db } from '../../db/database.js';
import {
  latencyBins,
  outcomesPerBucket,
  unmatchedReceipts,
  type AnalyticsWindow,
} from './analytics-queries.js';

type Outcome = Exclude<keyof AnalyticsBucket, 'start'>;

const emptyBucket = (start: string): AnalyticsBucket => ({
  start,
  delivered: 0,
  undeliverable: 0,
  expired: 0,
  rejected: 0,
  deleted: 0,
  unknown: 0,
  awaiting: 0,
});

/** The period's buckets, each starting on a multiple of its size; the last holds `now`. */
export function analyticsWindow(period: AnalyticsPeriod, now: number): AnalyticsWindow {
  const { size_ms: size, count } = ANALYTICS_BUCKETS[period];
  const to = (Math.floor(now / size) + 1) * size;
  return { from: to - count * size, to, size };
}

/** A gateway's delivery analytics over `period` (the caller checked that it is the user's). */
export async function gatewayAnalytics(
  db: Db,
  gatewayId: number,
  period: AnalyticsPeriod,
  now: number,
): Promise<GatewayAnalytics> {
  const window = analyticsWindow(period, now);
  const [outcomes, bins, unmatched] = await Promise.all([
    outcomesPerBucket(db, gatewayId, window),
    latencyBins(db, gatewayId, window),
    unmatchedReceipts(db, gatewayId, window),
  ]);
  const buckets = Array.from({ length: ANALYTICS_BUCKETS[period].count }, (_, index) =>
    emptyBucket(new Date(window.from + index * window.size).toISOString()),
  );
  let matched = 0;
  for (const row of outcomes) {
    const bucket = buckets[Number(row.bucket)];
    if (!bucket) continue;
    bucket[row.outcome as Outcome] += Number(row.parts);
    matched += Number(row.receipts);
  }
  const latency = [0, ...RECEIPT_LATENCY_EDGES_MS].map((min, index) => ({
    min_ms: min,
    max_ms: RECEIPT_LATENCY_EDGES_MS[index] ?? null,
    count: Number(bins.find((row) => Number(row.bin) === index)?.count ?? 0),
  }));
  const receipts = matched + unmatched;
  return {
    period,
    from: new Date(window.from).toISOString(),
    to: new Date(window.to).toISOString(),
    bucket_seconds: window.size / 1000,
    buckets,
    latency,
    receipts: { matched, unmatched, unmatched_share: receipts ? unmatched / receipts : null },
  };
}
