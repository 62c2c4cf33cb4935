import type { Client } from '@routelab/shared';

/** An ESME account as the list API returns it. */
export function makeClient(overrides: Partial<Client> = {}): Client {
  return {
    id: 7,
    name: 'Shop gateway',
    system_id: 'shop1',
    allowed_ips: [],
    max_binds: 5,
    throughput_limit: 0,
    dlr_policy: {
      mode: 'off',
      delay_min_ms: 0,
      delay_max_ms: 2000,
      weights: {
        delivered: 90,
        undeliverable: 6,
        expired: 0,
        rejected: 2,
        accepted: 2,
        unknown: 0,
        deleted: 0,
      },
    },
    enabled: true,
    routing: 'off',
    no_route: 'refuse',
    created_at: '2025-01-01T10:00:00.000Z',
    updated_at: '2025-01-01T10:00:00.000Z',
    failed_binds: 0,
    locked_until: null,
    refused_for_balance: 0,
    ...overrides,
  };
}
