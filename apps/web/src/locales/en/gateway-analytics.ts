/**
 * English strings of a gateway's delivery analytics (its page); ru and uk mirror them. Their
 * own namespace, added by the page's chunk, so the first load does not carry them.
 */
export const gatewayAnalyticsEn = {
  title: 'Delivery analytics',
  period: 'Period',
  periods: { '1h': 'Last hour', '24h': 'Last 24 hours', '7d': 'Last 7 days' },
  loading: 'Loading delivery analytics',
  statusMix: 'Receipt status mix',
  statusMixHint:
    'Parts accepted by the SMSC, by when they were sent and the final status of their receipt',
  statusChart: {
    '1h': 'Sent parts per 5 minutes by receipt status',
    '24h': 'Sent parts per hour by receipt status',
    '7d': 'Sent parts per 6 hours by receipt status',
  },
  parts: 'Parts',
  outcomes: {
    delivered: 'Delivered',
    undeliverable: 'Undeliverable',
    expired: 'Expired',
    rejected: 'Rejected',
    deleted: 'Deleted',
    unknown: 'Unknown',
    awaiting: 'No receipt yet',
  },
  noneSent: 'Nothing was sent through this gateway in this period, so there are no receipts.',
  latency: 'Receipt latency',
  latencyHint: 'Time from submit_sm to the final receipt',
  latencyChart: 'Final receipts by latency',
  receipts: 'Receipts',
  bins: ['< 1 s', '1–5 s', '5–30 s', '30 s–2 min', '2–10 min', '10 min–1 h', '> 1 h'],
  noLatency: 'No final receipts in this period.',
  unmatched: '{{share}} of receipts matched no sent message ({{unmatched}} of {{total}})',
  noReceipts: 'No receipts in this period.',
};

export type GatewayAnalyticsStrings = typeof gatewayAnalyticsEn;
