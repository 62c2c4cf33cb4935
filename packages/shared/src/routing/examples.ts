import { answerExample, requestExample } from '../common/example.js';
import {
  gatewayPriceListSchema,
  routeCreateSchema,
  routeExplainRequestSchema,
  routeExplainSchema,
  routeListSchema,
  routeOrderSchema,
  routeSchema,
  routeUpdateSchema,
  type Route,
} from './schemas.js';

const MT_ROUTE: Route = {
  id: 12,
  name: 'Ukraine via two providers',
  kind: 'mt',
  priority: 10,
  enabled: true,
  match: {
    client_ids: [3],
    destination_prefixes: ['380'],
    source_pattern: null,
    text_pattern: null,
    window: { days: [1, 2, 3, 4, 5], from: '08:00', to: '22:00', time_zone: 'Europe/Kyiv' },
  },
  action: { strategy: 'failover', gateway_ids: [5, 7] },
  counters: { routed: 1840, failed_over: 12 },
  created_at: '2026-12-01T09:12:40.118Z',
  updated_at: '2026-12-02T08:03:11.540Z',
};

const MO_ROUTE: Route = {
  id: 13,
  name: 'Replies to the shop',
  kind: 'mo',
  priority: 10,
  enabled: true,
  match: { gateway_ids: [5], destination_prefixes: ['380931112233'] },
  action: { client_id: 3 },
  counters: { routed: 41, failed_over: 0 },
  created_at: '2026-12-01T09:15:02.903Z',
  updated_at: '2026-12-01T09:15:02.903Z',
};

export function registerRoutingExamples(): void {
  requestExample(routeCreateSchema, {
    name: 'Ukraine via two providers',
    kind: 'mt',
    priority: 10,
    match: {
      client_ids: [3],
      destination_prefixes: ['+380'],
      window: { days: [1, 2, 3, 4, 5], from: '08:00', to: '22:00', time_zone: 'Europe/Kyiv' },
    },
    action: { strategy: 'failover', gateway_ids: [5, 7] },
  });
  requestExample(routeUpdateSchema, {
    id: 12,
    name: 'Ukraine, cheapest first',
    kind: 'mt',
    priority: 10,
    enabled: true,
    match: { client_ids: [3], destination_prefixes: ['380'] },
    action: { strategy: 'least_cost', gateway_ids: [5, 7] },
  });
  requestExample(routeOrderSchema, { kind: 'mt', ids: [12, 9, 15] });
  requestExample(routeExplainRequestSchema, {
    client_id: 3,
    destination: '+380671234567',
    source: 'SHOP',
    text: 'Your code is 4711',
  });
  requestExample(gatewayPriceListSchema, {
    prices: [
      { prefix: '380', price_micros: 21_000 },
      { prefix: '38067', price_micros: 18_500 },
    ],
  });
  answerExample(routeSchema, MT_ROUTE);
  answerExample(routeListSchema, { routes: [MT_ROUTE, MO_ROUTE], no_route: 4 });
  answerExample(routeExplainSchema, {
    outcome: 'routed',
    command_status: 0,
    route_id: 12,
    gateway_id: 7,
    routes: [
      { id: 9, name: 'Germany', priority: 5, matched: false, failed: 'destination' },
      { id: 12, name: 'Ukraine via two providers', priority: 10, matched: true, failed: null },
    ],
    gateways: [
      { id: 5, name: 'Provider A', chosen: false, skipped: 'unbound', price_micros: 18_500 },
      { id: 7, name: 'Provider B', chosen: true, skipped: null, price_micros: 19_000 },
    ],
  });
  answerExample(gatewayPriceListSchema, {
    prices: [
      { prefix: '380', price_micros: 21_000 },
      { prefix: '38067', price_micros: 18_500 },
    ],
  });
}
