import type { Route } from '@routelab/shared';

const STAMPS = { created_at: '2026-12-01T10:00:00.000Z', updated_at: '2026-12-01T10:00:00.000Z' };

/** An MT route as the list API returns it. */
export function makeMtRoute(overrides: Partial<Extract<Route, { kind: 'mt' }>> = {}): Route {
  return {
    id: 1,
    kind: 'mt',
    name: 'Ukraine',
    priority: 10,
    enabled: true,
    match: {
      client_ids: [],
      destination_prefixes: ['380'],
      source_pattern: null,
      text_pattern: null,
      window: null,
    },
    action: { strategy: 'failover', gateway_ids: [3] },
    counters: { routed: 0, failed_over: 0 },
    ...STAMPS,
    ...overrides,
  };
}

/** An MO route as the list API returns it. */
export function makeMoRoute(overrides: Partial<Extract<Route, { kind: 'mo' }>> = {}): Route {
  return {
    id: 20,
    kind: 'mo',
    name: 'Replies',
    priority: 10,
    enabled: true,
    match: { gateway_ids: [], destination_prefixes: [] },
    action: { client_id: 7 },
    counters: { routed: 0, failed_over: 0 },
    ...STAMPS,
    ...overrides,
  };
}
