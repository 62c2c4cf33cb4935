import type { Gateway, GatewayConnection } from '@routelab/shared';

/** A gateway as the list API returns it. */
export function makeGateway(overrides: Partial<Gateway> = {}): Gateway {
  return {
    id: 3,
    name: 'Provider A',
    host: 'smsc.example.net',
    port: 2775,
    tls: false,
    tls_verify: true,
    tls_ca: null,
    system_id: 'acme',
    system_type: '',
    bind_type: 'trx',
    interface_version: 0x34,
    addr_ton: 0,
    addr_npi: 0,
    default_charset: 'gsm7',
    address_range: '',
    source_addr: 'ACME',
    source_addr_ton: null,
    source_addr_npi: null,
    enquire_link_interval: 30,
    reconnect_delay: 5,
    window_size: 10,
    throughput_limit: 0,
    enabled: true,
    created_at: '2026-11-22T10:00:00.000Z',
    updated_at: '2026-11-22T10:00:00.000Z',
    unmatched_receipts: { count: 0, last_at: null, last_id: null },
    ...overrides,
  };
}

/** A gateway's live connection as the API returns it. */
export function makeConnection(overrides: Partial<GatewayConnection> = {}): GatewayConnection {
  return {
    state: 'bound',
    since: '2026-11-22T10:00:00.000Z',
    last_error: null,
    last_failure: null,
    bound_since: '2026-11-22T10:00:00.000Z',
    reconnect: null,
    sent_per_second: 0,
    counters_since: '2026-11-22T09:59:59.000Z',
    in_flight: 0,
    queued: 0,
    sent: 0,
    received: 0,
    ...overrides,
  };
}
