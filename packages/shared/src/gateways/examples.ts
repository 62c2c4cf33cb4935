import { answerExample, requestExample } from '../common/example.js';
import { gatewayAnalyticsSchema } from './analytics.js';
import {
  gatewayCreateSchema,
  gatewayDetailSchema,
  gatewayListSchema,
  gatewaySchema,
  gatewayUpdateSchema,
  type Gateway,
  type GatewayConnection,
} from './schemas.js';

const GATEWAY: Gateway = {
  id: 1,
  name: 'Kyivstar SMSC',
  host: 'smpp.example.net',
  port: 2775,
  tls: false,
  tls_verify: true,
  tls_ca: null,
  system_id: 'routelab01',
  system_type: '',
  bind_type: 'trx',
  interface_version: 52,
  addr_ton: 0,
  addr_npi: 0,
  default_charset: 'gsm7',
  address_range: '',
  source_addr: 'RouteLab',
  source_addr_ton: 5,
  source_addr_npi: 0,
  enquire_link_interval: 30,
  reconnect_delay: 5,
  window_size: 10,
  throughput_limit: 50,
  enabled: true,
  created_at: '2026-11-20T09:05:12.882Z',
  updated_at: '2026-11-20T09:05:12.882Z',
  unmatched_receipts: { count: 0, last_at: null, last_id: null },
};

const CONNECTION: GatewayConnection = {
  state: 'bound',
  since: '2026-12-02T08:00:03.511Z',
  last_error: null,
  last_failure: null,
  bound_since: '2026-12-02T08:00:03.511Z',
  reconnect: null,
  sent_per_second: 4.2,
  counters_since: '2026-12-02T08:00:00.120Z',
  in_flight: 2,
  queued: 0,
  sent: 15_382,
  received: 15_106,
};

const TIMESTAMP = '2026-12-02T12:15:07.000Z';

export function registerGatewayExamples(): void {
  answerExample(gatewayAnalyticsSchema, {
    period: '1h',
    from: '2026-12-02T11:05:00.000Z',
    to: '2026-12-02T12:05:00.000Z',
    bucket_seconds: 300,
    buckets: Array.from({ length: 12 }, (_, index) => ({
      start: new Date(Date.UTC(2026, 11, 2, 11, 5 + index * 5)).toISOString(),
      delivered: 40 + (index % 3) * 5,
      undeliverable: index % 4 === 0 ? 2 : 0,
      expired: index === 7 ? 1 : 0,
      rejected: 0,
      deleted: 0,
      unknown: 0,
      awaiting: index === 11 ? 6 : 0,
    })),
    latency: [
      { min_ms: 0, max_ms: 1_000, count: 212 },
      { min_ms: 1_000, max_ms: 5_000, count: 291 },
      { min_ms: 5_000, max_ms: 30_000, count: 38 },
      { min_ms: 30_000, max_ms: 120_000, count: 5 },
      { min_ms: 120_000, max_ms: 600_000, count: 1 },
      { min_ms: 600_000, max_ms: 3_600_000, count: 0 },
      { min_ms: 3_600_000, max_ms: null, count: 0 },
    ],
    receipts: { matched: 547, unmatched: 3, unmatched_share: 3 / 550 },
  });
  requestExample(gatewayCreateSchema, {
    name: 'Kyivstar SMSC',
    host: 'smpp.example.net',
    port: 2775,
    system_id: 'routelab01',
    password: 'q8Lm2xTz',
    bind_type: 'trx',
    source_addr: 'RouteLab',
    source_addr_ton: 5,
    source_addr_npi: 0,
    window_size: 10,
    throughput_limit: 50,
  });
  requestExample(gatewayUpdateSchema, {
    id: 1,
    name: 'Kyivstar SMSC',
    host: 'smpp.example.net',
    port: 3550,
    tls: true,
    system_id: 'routelab01',
    bind_type: 'trx',
    source_addr: 'RouteLab',
    source_addr_ton: 5,
    source_addr_npi: 0,
    window_size: 20,
    throughput_limit: 100,
  });
  answerExample(gatewaySchema, GATEWAY);
  answerExample(gatewayListSchema, {
    gateways: [GATEWAY],
    connections: { '1': CONNECTION },
    timestamp: TIMESTAMP,
  });
  answerExample(gatewayDetailSchema, {
    gateway: GATEWAY,
    connection: CONNECTION,
    lifetime: { submitted: 48_213, receipts: 47_870, unmatched_receipts: 0, mo: 312 },
    timestamp: TIMESTAMP,
  });
}
