import {
  PATTERN_NESTED_REPETITION,
  ROUTE_ORDER_MISMATCH,
  UNKNOWN_ESME_ACCOUNT,
  UNKNOWN_SMSC_CONNECTION,
  routeExplainSchema,
  routeListSchema,
  routeSchema,
  type ApiPermission,
  type RouteCreateBody,
  type RouteExplain,
  type RouteList,
} from '@routelab/shared';
import { expect, it } from 'vitest';
import { catalogs } from '../src/i18n/translate.js';
import { createAccount } from './esme-harness.js';
import type { ApiClient } from './support/api-client.js';
import { describeEachDialect } from './support/dialects.js';
import { eventually } from './support/eventually.js';
import { createGateway } from './support/smsc-api.js';
import type { TestServer } from './support/test-server.js';

const RU = { 'accept-language': 'ru-RU,ru;q=0.9' };
let users = 0;

/** A signed-in user with a routing ESME account and two gateways nobody listens behind. */
async function owner(server: TestServer) {
  users += 1;
  const email = `routing${users}@example.com`;
  const api = await server.signedInClient(email);
  const account = await createAccount(api, { routing: 'on' });
  const first = await createGateway(api, 9, { name: `Provider A${users}`, host: 'localhost' });
  const second = await createGateway(api, 9, { name: `Provider B${users}`, host: 'localhost' });
  const { id: userId } = await server.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  return { api, account, gateways: [first.id, second.id], userId };
}

const mtRoute = (gatewayIds: number[], overrides: Partial<RouteCreateBody> = {}) =>
  ({
    name: 'Ukraine',
    kind: 'mt',
    match: { destination_prefixes: ['+380'] },
    action: { strategy: 'failover', gateway_ids: gatewayIds },
    ...overrides,
  }) as RouteCreateBody;

const remove = (api: ApiClient, path: string, headers?: Record<string, string>) =>
  api.request('DELETE', path, { ...(headers && { headers }) });

async function keyFor(server: TestServer, userId: number, permissions: ApiPermission[]) {
  const { key } = await server.ctx.apiKeys.create(userId, { name: 'routing', permissions });
  return { 'x-api-key': key };
}

describeEachDialect('routes and price lists over the API', (server) => {
  it('creates, lists, updates and deletes routes; other users’ routes are not found', async () => {
    const { api, account, gateways } = await owner(server());
    const other = await owner(server());

    const created = await api.post('/api/route/create/', mtRoute(gateways));
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const route = routeSchema.parse(created.body);
    expect(route).toMatchObject({
      kind: 'mt',
      priority: 100,
      enabled: true,
      match: { client_ids: [], destination_prefixes: ['380'], window: null },
      action: { strategy: 'failover', gateway_ids: gateways },
      counters: { routed: 0, failed_over: 0 },
    });
    const mo = await api.post('/api/route/create/', {
      name: 'Replies',
      kind: 'mo',
      match: { gateway_ids: [gateways[0]] },
      action: { client_id: account.id },
    });
    expect(mo.status, JSON.stringify(mo.body)).toBe(201);

    const list = await api.get<RouteList>('/api/route/list/');
    expect(list.status).toBe(200);
    expect(routeListSchema.parse(list.body).routes.map((r) => r.id)).toEqual([
      route.id,
      (mo.body as { id: number }).id,
    ]);
    expect(list.body.no_route).toBe(0);
    expect((await other.api.get<RouteList>('/api/route/list/')).body.routes).toEqual([]);

    const update = {
      ...mtRoute(gateways, { name: 'Ukraine, cheapest' }),
      id: route.id,
      enabled: false,
    };
    const updated = await api.put('/api/route/update/', update);
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    expect(updated.body).toMatchObject({ id: route.id, name: 'Ukraine, cheapest', enabled: false });
    // Another user's route is not found, even with a body that would not pass.
    expect((await other.api.put('/api/route/update/', update)).status).toBe(404);
    expect((await other.api.put('/api/route/update/', { id: route.id })).status).toBe(404);
    expect((await api.put('/api/route/update/', { ...update, id: 999_999 })).status).toBe(404);
    expect((await remove(other.api, `/api/route/delete/${route.id}/`)).status).toBe(404);

    const deleted = await remove(api, `/api/route/delete/${route.id}/`);
    expect(deleted.status).toBe(204);
    expect((await remove(api, `/api/route/delete/${route.id}/`)).status).toBe(404);
    expect((await api.get<RouteList>('/api/route/list/')).body.routes).toHaveLength(1);
  });

  it('refuses accounts and connections of others, and slow patterns, on their fields', async () => {
    const { api, account, gateways } = await owner(server());
    const other = await owner(server());

    const foreignClient = await api.post(
      '/api/route/create/',
      mtRoute(gateways, {
        match: { client_ids: [account.id, other.account.id] },
      } as Partial<RouteCreateBody>),
    );
    expect(foreignClient.status).toBe(400);
    expect(foreignClient.body).toEqual({ 'match.client_ids.1': [UNKNOWN_ESME_ACCOUNT] });

    const foreignGateway = await api.post(
      '/api/route/create/',
      mtRoute([gateways[0]!, other.gateways[0]!]),
      { headers: RU },
    );
    expect(foreignGateway.status).toBe(400);
    expect(foreignGateway.body).toEqual({
      'action.gateway_ids.1': [catalogs.ru[UNKNOWN_SMSC_CONNECTION]],
    });

    const foreignMo = await api.post('/api/route/create/', {
      name: 'Replies',
      kind: 'mo',
      match: { gateway_ids: [other.gateways[1]] },
      action: { client_id: account.id },
    });
    expect(foreignMo.body).toEqual({ 'match.gateway_ids.0': [UNKNOWN_SMSC_CONNECTION] });
    const foreignMoClient = await api.post('/api/route/create/', {
      name: 'Replies',
      kind: 'mo',
      match: {},
      action: { client_id: other.account.id },
    });
    expect(foreignMoClient.body).toEqual({ 'action.client_id': [UNKNOWN_ESME_ACCOUNT] });

    const slow = mtRoute(gateways, {
      match: { text_pattern: '^(a+)+$' },
    } as Partial<RouteCreateBody>);
    const refused = await api.post('/api/route/create/', slow);
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ 'match.text_pattern': [PATTERN_NESTED_REPETITION] });
    const translated = await api.post('/api/route/create/', slow, { headers: RU });
    expect(translated.body).toEqual({
      'match.text_pattern': [catalogs.ru[PATTERN_NESTED_REPETITION]],
    });
    const noKind = await api.post('/api/route/create/', { name: 'x' });
    expect(noKind.status).toBe(400);
    expect((await api.get<RouteList>('/api/route/list/')).body.routes).toEqual([]);
  });

  it('orders the routes of a kind: 10, 20, 30…, each route once', async () => {
    const { api, account, gateways } = await owner(server());
    const ids: number[] = [];
    for (const name of ['one', 'two', 'three']) {
      const created = await api.post<{ id: number }>(
        '/api/route/create/',
        mtRoute(gateways, { name }),
      );
      ids.push(created.body.id);
    }
    const mo = await api.post<{ id: number }>('/api/route/create/', {
      name: 'Replies',
      kind: 'mo',
      match: {},
      action: { client_id: account.id },
    });

    const ordered = await api.put<RouteList>('/api/route/order/', {
      kind: 'mt',
      ids: [ids[2], ids[0], ids[1]],
    });
    expect(ordered.status, JSON.stringify(ordered.body)).toBe(200);
    const mt = ordered.body.routes.filter((route) => route.kind === 'mt');
    expect(mt.map((route) => [route.id, route.priority])).toEqual([
      [ids[2], 10],
      [ids[0], 20],
      [ids[1], 30],
    ]);

    for (const wrong of [
      [ids[0], ids[1]],
      [ids[0], ids[1], ids[2], mo.body.id],
      [ids[0], ids[1], ids[1]],
      [ids[0], ids[1], 999_999],
    ]) {
      const refused = await api.put('/api/route/order/', { kind: 'mt', ids: wrong });
      expect(refused.status, JSON.stringify(wrong)).toBe(400);
      expect(refused.body).toEqual({ ids: [ROUTE_ORDER_MISMATCH] });
    }
    const other = await owner(server());
    const foreign = await other.api.put('/api/route/order/', { kind: 'mt', ids });
    expect(foreign.body).toEqual({ ids: [ROUTE_ORDER_MISMATCH] });
  });

  it('keeps a price list per gateway: replaced whole, read back, exported as CSV', async () => {
    const { api, gateways } = await owner(server());
    const other = await owner(server());
    const path = `/api/gateway/${gateways[0]}/prices/`;
    expect((await api.get(path)).body).toEqual({ prices: [] });

    const saved = await api.put(path, {
      prices: [
        { prefix: '+38067', price_micros: 18_500 },
        { prefix: '380', price_micros: '21000' },
      ],
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const list = {
      prices: [
        { prefix: '380', price_micros: 21_000 },
        { prefix: '38067', price_micros: 18_500 },
      ],
    };
    expect(saved.body).toEqual(list);
    expect((await api.get(path)).body).toEqual(list);

    const csv = await api.get<string>(`${path}export/`);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(csv.headers.get('content-disposition')).toBe(
      `attachment; filename="gateway-${gateways[0]}-prices.csv"`,
    );
    expect(csv.body).toBe('prefix,price_usd\n380,0.021\n38067,0.0185\n');

    const replaced = await api.put(path, { prices: [{ prefix: '49', price_micros: 1 }] });
    expect(replaced.body).toEqual({ prices: [{ prefix: '49', price_micros: 1 }] });

    const twice = await api.put(path, {
      prices: [
        { prefix: '49', price_micros: 1 },
        { prefix: '+49', price_micros: 2 },
      ],
    });
    expect(twice.status).toBe(400);
    expect(twice.body).toEqual({ prices: ['A prefix is listed twice'] });

    for (const foreign of [path, `${path}export/`]) {
      expect((await other.api.get(foreign)).status, foreign).toBe(404);
    }
    expect((await other.api.put(path, list)).status).toBe(404);
    expect((await other.api.put(path, { prices: 'none' })).status).toBe(404);
    expect((await api.get(`/api/gateway/999999/prices/`)).status).toBe(404);
  });

  it('explains a decision: routing off, no route, and a route with its gateways', async () => {
    const { api, account, gateways } = await owner(server());
    const other = await owner(server());
    const plain = await createAccount(api, { routing: 'off' });
    const submit = { client_id: account.id, destination: '+380671234567', text: 'hi' };
    const explain = (body: object, client = api) =>
      client.post<RouteExplain>('/api/route/explain/', body);

    const off = await explain({ ...submit, client_id: plain.id });
    expect(off.status, JSON.stringify(off.body)).toBe(200);
    expect(off.body).toEqual({
      outcome: 'routing_off',
      command_status: 0,
      route_id: null,
      gateway_id: null,
      routes: [],
      gateways: [],
    });
    expect((await explain(submit, other.api)).status).toBe(404);
    expect((await explain({ ...submit, client_id: 999_999 })).status).toBe(404);

    const none = await explain(submit);
    expect(none.body).toMatchObject({ outcome: 'no_route', command_status: 0x0b, routes: [] });

    const disabled = await createGateway(api, 9, {
      name: 'Switched off',
      host: 'localhost',
      enabled: false,
    });
    const [a, b] = gateways as [number, number];
    await api.put(`/api/gateway/${a}/prices/`, { prices: [{ prefix: '380', price_micros: 900 }] });
    await api.put(`/api/gateway/${disabled.id}/prices/`, {
      prices: [{ prefix: '380', price_micros: 100 }],
    });
    const germany = await api.post<{ id: number }>('/api/route/create/', {
      ...mtRoute([a]),
      name: 'Germany',
      priority: 1,
      match: { destination_prefixes: ['49'] },
    });
    const cheapest = await api.post<{ id: number }>('/api/route/create/', {
      ...mtRoute([disabled.id, b, a]),
      name: 'Cheapest',
      priority: 2,
      action: { strategy: 'least_cost', gateway_ids: [disabled.id, b, a] },
    });
    expect(cheapest.status, JSON.stringify(cheapest.body)).toBe(201);

    const routed = await explain(submit);
    expect(routeExplainSchema.parse(routed.body)).toEqual({
      outcome: 'routed',
      command_status: 0,
      route_id: cheapest.body.id,
      gateway_id: a,
      routes: [
        {
          id: germany.body.id,
          name: 'Germany',
          priority: 1,
          matched: false,
          failed: 'destination',
        },
        { id: cheapest.body.id, name: 'Cheapest', priority: 2, matched: true, failed: null },
      ],
      gateways: [
        {
          id: disabled.id,
          name: 'Switched off',
          chosen: false,
          skipped: 'disabled',
          price_micros: 100,
        },
        { id: b, name: expect.any(String), chosen: false, skipped: 'no_price', price_micros: null },
        { id: a, name: expect.any(String), chosen: true, skipped: null, price_micros: 900 },
      ],
    });

    // Switching a gateway off reaches the route book without an edit of the route.
    const gateway = await api.get<Record<string, unknown>>(`/api/gateway/${a}/`);
    const fields = (gateway.body as { gateway: Record<string, unknown> }).gateway;
    const off2 = await api.put('/api/gateway/update/', { ...fields, enabled: false });
    expect(off2.status, JSON.stringify(off2.body)).toBe(200);
    const after = await eventually('the gateway off in explain', async () => {
      const answer = await explain(submit);
      return answer.body.outcome === 'no_route' ? answer.body : undefined;
    });
    expect(after).toMatchObject({ route_id: cheapest.body.id, gateway_id: null });
    expect(after.gateways.map((g) => g.skipped)).toEqual(['disabled', 'no_price', 'disabled']);
    // Explain counts nothing.
    const list = await api.get<RouteList>('/api/route/list/');
    expect(list.body.no_route).toBe(0);
    expect(list.body.routes.every((r) => r.counters.routed === 0)).toBe(true);
  });

  it('answers API keys with manage_esme, and refuses keys without it', async () => {
    const { userId, gateways } = await owner(server());
    const key = await keyFor(server(), userId, ['manage_esme']);
    const smscOnly = await keyFor(server(), userId, ['manage_smsc', 'send_sms']);
    const anonymous = server().client();
    const created = await anonymous.post<{ id: number }>('/api/route/create/', mtRoute(gateways), {
      headers: key,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect((await anonymous.get('/api/route/list/', { headers: key })).status).toBe(200);
    const prices = `/api/gateway/${gateways[0]}/prices/`;
    expect((await anonymous.get(prices, { headers: key })).status).toBe(200);
    for (const [method, path] of [
      ['GET', '/api/route/list/'],
      ['POST', '/api/route/create/'],
      ['PUT', '/api/route/order/'],
      ['POST', '/api/route/explain/'],
      ['DELETE', `/api/route/delete/${created.body.id}/`],
      ['GET', prices],
      ['PUT', prices],
      ['GET', `${prices}export/`],
    ] as const) {
      const refused = await anonymous.request(method, path, {
        headers: smscOnly,
        ...(method === 'GET' || method === 'DELETE' ? {} : { json: {} }),
      });
      expect(refused.status, `${method} ${path}`).toBe(403);
      expect(refused.body).toMatchObject({ code: 'missing_permission' });
    }
    expect((await remove(anonymous, `/api/route/delete/${created.body.id}/`, key)).status).toBe(
      204,
    );
  });
});
