import type { MtAction, MtMatch, RouteStrategy } from '@routelab/shared';
import { moMatchSchema, mtActionSchema, mtMatchSchema } from '@routelab/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EventBus, type BusEvent } from '../../bus/event-bus.js';
import type { MtSubmitFacts } from '../../smpp/ports/mt-router.js';
import type { StoredMoRoute, StoredMtRoute } from './compiled-route.js';
import type { PriceRow } from './prices-repository.js';
import type { RouteBookSource, RoutingGateway } from './route-book-source.js';
import { RouteBook } from './route-book.js';

const USER = 1;
/** Monday 2026-12-07 12:00 UTC. */
const NOON_MONDAY = Date.parse('2026-12-07T12:00:00Z');

interface RouteSpec {
  id: number;
  priority?: number;
  enabled?: boolean;
  match?: Partial<MtMatch>;
  strategy?: RouteStrategy;
  gateways?: number[];
}

const route = (spec: RouteSpec): StoredMtRoute => ({
  id: spec.id,
  userId: USER,
  name: `route ${spec.id}`,
  priority: spec.priority ?? 100,
  enabled: spec.enabled ?? true,
  match: mtMatchSchema.parse(spec.match ?? {}),
  action: mtActionSchema.parse({
    strategy: spec.strategy ?? 'static',
    gateway_ids: spec.gateways ?? [11],
  } satisfies MtAction),
});

class Presence {
  readonly bound = new Set<number>();
  isBound = (id: number) => this.bound.has(id);
}

/** A route book over `routes` of USER, gateways 11…15 (enabled unless listed), `prices`. */
async function bookOf(
  routes: RouteSpec[],
  options: {
    bound?: number[];
    disabled?: number[];
    prices?: PriceRow[];
    moRoutes?: StoredMoRoute[];
    bus?: EventBus;
  } = {},
) {
  const gateways: RoutingGateway[] = [11, 12, 13, 14, 15].map((id) => ({
    id,
    userId: USER,
    name: `SMSC ${id}`,
    enabled: !(options.disabled ?? []).includes(id),
  }));
  const state = {
    routes: routes.map(route),
    moRoutes: options.moRoutes ?? [],
    gateways,
    prices: options.prices ?? [],
  };
  const source: RouteBookSource = {
    mtRoutes: () => Promise.resolve(state.routes),
    moRoutes: () => Promise.resolve(state.moRoutes),
    gateways: () => Promise.resolve(state.gateways),
    prices: () => Promise.resolve(state.prices),
  };
  const presence = new Presence();
  for (const id of options.bound ?? []) presence.bound.add(id);
  const book = new RouteBook({ source, presence, ...(options.bus && { bus: options.bus }) });
  await book.start();
  return { book, presence, state };
}

function facts(overrides: Partial<Omit<MtSubmitFacts, 'text'>> & { text?: string } = {}) {
  const { text = 'hello', ...rest } = overrides;
  let decoded = 0;
  const submit: MtSubmitFacts = {
    userId: USER,
    clientId: 7,
    destination: '380671234567',
    source: 'ACME',
    now: NOON_MONDAY,
    ...rest,
    text: () => {
      decoded += 1;
      return text;
    },
  };
  return { submit, decoded: () => decoded };
}

const price = (gateway_id: number, prefix: string, price_micros: number): PriceRow => ({
  gateway_id,
  prefix,
  price_micros,
});

describe('the route book: which route', () => {
  it('takes the first enabled route by priority, then id, whose checks pass', async () => {
    const { book } = await bookOf([
      { id: 3, priority: 20, gateways: [13] },
      { id: 2, priority: 10, enabled: false, gateways: [12] },
      { id: 4, priority: 20, gateways: [14] },
      { id: 5, priority: 5, match: { destination_prefixes: ['49'] }, gateways: [15] },
    ]);
    expect(book.choose(facts().submit)).toEqual({ routeId: 3, gatewayId: 13, attempt: 0 });
    expect(book.choose(facts({ destination: '+4915100000001' }).submit)).toMatchObject({
      routeId: 5,
    });
  });

  it('checks the client, the destination, the source, the text and the window', async () => {
    const { book } = await bookOf([
      { id: 1, match: { client_ids: [8] }, gateways: [11] },
      { id: 2, match: { destination_prefixes: ['44', '38067'] }, gateways: [12] },
    ]);
    expect(book.choose(facts().submit)).toMatchObject({ routeId: 2, gatewayId: 12 });
    expect(book.choose(facts({ clientId: 8 }).submit)).toMatchObject({ routeId: 1 });
    expect(book.choose(facts({ destination: '+380501234567' }).submit)).toBeUndefined();
    expect(book.choose(facts({ destination: '+447700900123' }).submit)).toMatchObject({
      routeId: 2,
    });

    const patterns = await bookOf([
      { id: 1, match: { source_pattern: '^BANK' }, gateways: [11] },
      { id: 2, match: { text_pattern: 'code \\d{4}' }, gateways: [12] },
      {
        id: 3,
        match: { window: { days: [1], from: '14:00', to: '15:00', time_zone: 'Europe/Kyiv' } },
        gateways: [13],
      },
    ]);
    expect(patterns.book.choose(facts({ source: 'BANK1' }).submit)).toMatchObject({ routeId: 1 });
    expect(patterns.book.choose(facts({ text: 'Your code 1234' }).submit)).toMatchObject({
      routeId: 2,
    });
    // 12:00 UTC is 14:00 in Kyiv in winter.
    expect(patterns.book.choose(facts().submit)).toMatchObject({ routeId: 3 });
    expect(patterns.book.choose(facts({ now: NOON_MONDAY + 3_600_000 }).submit)).toBeUndefined();
  });

  it('decodes the text only for a route with a text pattern, and tries 1000 characters', async () => {
    const plain = await bookOf([{ id: 1 }]);
    const untouched = facts();
    plain.book.choose(untouched.submit);
    expect(untouched.decoded()).toBe(0);

    const { book } = await bookOf([{ id: 1, match: { text_pattern: 'END$' } }]);
    expect(book.choose(facts({ text: `${'x'.repeat(996)}END` }).submit)).toMatchObject({
      routeId: 1,
    });
    expect(book.choose(facts({ text: `${'x'.repeat(1_000)}END` }).submit)).toBeUndefined();
  });

  it('counts routed per route and no route per user; explain counts nothing', async () => {
    const { book } = await bookOf([{ id: 1, match: { destination_prefixes: ['380'] } }]);
    book.choose(facts().submit);
    book.choose(facts().submit);
    book.choose(facts({ destination: '4915100000001' }).submit);
    book.countFailover(1);
    book.explain(facts().submit);
    book.explain(facts({ destination: '4915100000001' }).submit);
    expect(book.countersOf(1)).toEqual({ routed: 2, failed_over: 1 });
    expect(book.noRouteCount(USER)).toBe(1);
    expect(book.noRouteCount(99)).toBe(0);
    expect(book.choose(facts({ userId: 99 }).submit)).toBeUndefined();
    expect(book.noRouteCount(99)).toBe(1);
  });

  describe('live counters', () => {
    afterEach(() => vi.useRealTimers());

    it('tells a listening console once a second while its routes count, then stops', async () => {
      const bus = new EventBus();
      const { book } = await bookOf([{ id: 1, match: { destination_prefixes: ['380'] } }], {
        bus,
        moRoutes: [
          {
            id: 7,
            userId: USER,
            priority: 10,
            enabled: true,
            match: moMatchSchema.parse({}),
            action: { client_id: 5 },
          },
        ],
      });
      const heard: BusEvent[] = [];
      bus.subscribe(USER, (event) => heard.push(event));
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      book.choose(facts().submit);
      book.choose(facts({ destination: '4915100000001' }).submit);
      book.countFailover(1);
      book.chooseMo({ userId: USER, gatewayId: 11, destination: '380500000001' });
      expect(heard).toHaveLength(0);
      vi.advanceTimersByTime(1_000);
      expect(heard).toEqual([
        {
          kind: 'route.counters',
          userId: USER,
          data: {
            routes: [
              { id: 1, counters: { routed: 1, failed_over: 1 } },
              { id: 7, counters: { routed: 1, failed_over: 0 } },
            ],
            no_route: 1,
          },
        },
      ]);
      vi.advanceTimersByTime(5_000);
      expect(heard).toHaveLength(1);
      // Nobody listens for user 99: nothing is built for them.
      book.choose(facts({ userId: 99 }).submit);
      vi.advanceTimersByTime(1_000);
      expect(heard).toHaveLength(1);
      book.choose(facts().submit);
      book.stop();
      vi.advanceTimersByTime(1_000);
      expect(heard).toHaveLength(1);
    });
  });

  it('reloads a user’s routes, keeping the counters of the routes that stay', async () => {
    const { book, state } = await bookOf([{ id: 1 }, { id: 2, priority: 200, gateways: [12] }]);
    book.choose(facts().submit);
    state.routes = [route({ id: 1, enabled: false }), route({ id: 2, gateways: [12] })];
    await book.reload(USER);
    expect(book.choose(facts().submit)).toMatchObject({ routeId: 2 });
    expect(book.countersOf(1).routed).toBe(1);
    state.routes = [];
    await book.reload(USER);
    expect(book.choose(facts().submit)).toBeUndefined();
  });

  it('explains each route tried up to the match, the disabled too', async () => {
    const { book } = await bookOf(
      [
        { id: 1, priority: 1, enabled: false },
        { id: 2, priority: 2, match: { client_ids: [8] } },
        { id: 3, priority: 3, match: { destination_prefixes: ['1'] } },
        { id: 4, priority: 4, match: { source_pattern: '^X' } },
        { id: 5, priority: 5, match: { text_pattern: '^X' } },
        {
          id: 6,
          priority: 6,
          match: { window: { days: [2], from: '00:00', to: '00:00', time_zone: 'UTC' } },
        },
        { id: 7, priority: 7, strategy: 'failover', gateways: [11, 12, 13] },
        { id: 8, priority: 8 },
      ],
      { bound: [12], disabled: [11] },
    );
    const { choice, trace } = book.explain(facts().submit);
    expect(choice).toEqual({ routeId: 7, gatewayId: 12, attempt: 1 });
    expect(trace.routes.map((tried) => [tried.id, tried.failed])).toEqual([
      [1, 'disabled'],
      [2, 'client'],
      [3, 'destination'],
      [4, 'source'],
      [5, 'text'],
      [6, 'window'],
      [7, null],
    ]);
    expect(trace.gateways).toEqual([
      { id: 11, name: 'SMSC 11', chosen: false, skipped: 'disabled', price_micros: null },
      { id: 12, name: 'SMSC 12', chosen: true, skipped: null, price_micros: null },
      { id: 13, name: 'SMSC 13', chosen: false, skipped: 'not_next', price_micros: null },
    ]);
  });
});

describe('the route book: which gateway', () => {
  it('static: the first gateway, bound or not; a disabled one is skipped', async () => {
    const { book } = await bookOf([{ id: 1, gateways: [11, 12] }]);
    expect(book.choose(facts().submit)).toEqual({ routeId: 1, gatewayId: 11, attempt: 0 });
    expect(book.next(1, 0, '380671234567')).toBeUndefined();
    const disabled = await bookOf([{ id: 1, gateways: [11, 12] }], { disabled: [11] });
    expect(disabled.book.choose(facts().submit)).toMatchObject({ gatewayId: 12, attempt: 1 });
    const none = await bookOf([{ id: 1, gateways: [11] }], { disabled: [11] });
    expect(none.book.choose(facts().submit)).toBeUndefined();
    expect(none.book.noRouteCount(USER)).toBe(1);
  });

  it('failover: the first bound gateway in order, then the next bound ones', async () => {
    const { book, presence } = await bookOf(
      [{ id: 1, strategy: 'failover', gateways: [11, 12, 13, 14] }],
      { bound: [12, 14] },
    );
    expect(book.choose(facts().submit)).toEqual({ routeId: 1, gatewayId: 12, attempt: 1 });
    expect(book.next(1, 1, '380671234567')).toEqual({ routeId: 1, gatewayId: 14, attempt: 3 });
    expect(book.next(1, 3, '380671234567')).toBeUndefined();
    expect(book.next(1, 0, '380671234567')).toMatchObject({ gatewayId: 12 });
    presence.bound.clear();
    // None bound: the first (its queue holds the message until it binds).
    expect(book.choose(facts().submit)).toMatchObject({ gatewayId: 11, attempt: 0 });
    expect(book.next(1, 0, '380671234567')).toBeUndefined();
    expect(book.next(99, 0, '380671234567')).toBeUndefined();
  });

  it('round robin: turns over the bound gateways, evenly; none bound: over all', async () => {
    const { book, presence } = await bookOf(
      [{ id: 1, strategy: 'round_robin', gateways: [11, 12, 13, 14] }],
      { bound: [11, 13, 14] },
    );
    const counts = new Map<number, number>();
    for (let i = 0; i < 300; i += 1) {
      const choice = book.choose(facts().submit)!;
      counts.set(choice.gatewayId, (counts.get(choice.gatewayId) ?? 0) + 1);
    }
    expect(Object.fromEntries(counts)).toEqual({ 11: 100, 13: 100, 14: 100 });
    expect(book.next(1, 0, '380671234567')).toBeUndefined();

    // Explain shows the next turn without taking it.
    const shown = book.explain(facts().submit).choice;
    expect(book.explain(facts().submit).choice).toEqual(shown);
    expect(book.choose(facts().submit)).toEqual(shown);

    presence.bound.clear();
    const rotated = new Set<number>();
    for (let i = 0; i < 4; i += 1) rotated.add(book.choose(facts().submit)!.gatewayId);
    expect([...rotated].sort()).toEqual([11, 12, 13, 14]);
  });

  it('least cost: the cheapest bound gateway by its longest prefix, then the next cheapest', async () => {
    const prices = [
      price(11, '380', 9_000),
      price(11, '38067', 3_000), // longest prefix: 11 costs 3000 for 38067…
      price(12, '380', 2_000),
      price(13, '3806', 4_000),
      price(14, '49', 1_000), // no price for 380…
    ];
    const { book, presence } = await bookOf(
      [{ id: 1, strategy: 'least_cost', gateways: [11, 12, 13, 14, 15] }],
      { bound: [11, 13, 14, 15], prices },
    );
    // 12 is cheapest but unbound: 11 (3000), rank 1 in price order [12, 11, 13].
    expect(book.choose(facts().submit)).toEqual({ routeId: 1, gatewayId: 11, attempt: 1 });
    expect(book.next(1, 1, '380671234567')).toEqual({ routeId: 1, gatewayId: 13, attempt: 2 });
    expect(book.next(1, 2, '380671234567')).toBeUndefined();
    presence.bound.add(12);
    expect(book.choose(facts().submit)).toEqual({ routeId: 1, gatewayId: 12, attempt: 0 });
    expect(book.next(1, 0, '380671234567')).toMatchObject({ gatewayId: 11, attempt: 1 });
    // For 38050…, 11 costs 9000.
    expect(book.choose(facts({ destination: '380501234567' }).submit)).toMatchObject({
      gatewayId: 12,
    });
    expect(book.next(1, 0, '380501234567')).toMatchObject({ gatewayId: 11, attempt: 1 });

    const { trace } = book.explain(facts().submit);
    expect(trace.gateways.map((g) => [g.id, g.chosen, g.skipped, g.price_micros])).toEqual([
      [11, false, 'not_cheapest', 3_000],
      [12, true, null, 2_000],
      [13, false, 'not_cheapest', 4_000],
      [14, false, 'no_price', null],
      [15, false, 'no_price', null],
    ]);
    presence.bound.delete(12);
    expect(book.explain(facts().submit).trace.gateways[1]).toMatchObject({ skipped: 'unbound' });

    // No gateway priced for the destination: no route.
    expect(book.choose(facts({ destination: '15550001111' }).submit)).toBeUndefined();
    expect(book.noRouteCount(USER)).toBe(1);
  });

  it('least cost: none of the priced gateways bound takes the cheapest (the queue holds it)', async () => {
    const { book } = await bookOf([{ id: 1, strategy: 'least_cost', gateways: [11, 12] }], {
      prices: [price(11, '380', 5_000), price(12, '380', 4_000)],
      disabled: [],
    });
    expect(book.choose(facts().submit)).toEqual({ routeId: 1, gatewayId: 12, attempt: 0 });
    expect(book.next(1, 0, '380671234567')).toBeUndefined();
  });

  it('MO: the first enabled MO route by priority whose gateways and prefixes match names the account', async () => {
    const mo = (
      id: number,
      clientId: number,
      match: { gateway_ids?: number[]; destination_prefixes?: string[] },
      extra: { priority?: number; enabled?: boolean } = {},
    ): StoredMoRoute => ({
      id,
      userId: USER,
      priority: extra.priority ?? 100,
      enabled: extra.enabled ?? true,
      match: moMatchSchema.parse(match),
      action: { client_id: clientId },
    });
    const { book, state } = await bookOf([], {
      moRoutes: [
        mo(31, 501, {}, { priority: 300 }),
        mo(32, 502, { gateway_ids: [11], destination_prefixes: ['+4479'] }, { priority: 10 }),
        mo(33, 503, { destination_prefixes: ['4479'] }, { priority: 1, enabled: false }),
        mo(34, 504, { gateway_ids: [12] }, { priority: 200 }),
      ],
    });
    const at = (gatewayId: number, destination: string) =>
      book.chooseMo({ userId: USER, gatewayId, destination });
    expect(at(11, '447900123456')).toEqual({ routeId: 32, clientId: 502 });
    expect(at(12, '447900123456')).toEqual({ routeId: 34, clientId: 504 });
    expect(at(11, '4915100000')).toEqual({ routeId: 31, clientId: 501 });
    expect(book.chooseMo({ userId: USER + 1, gatewayId: 11, destination: '4479' })).toBeUndefined();
    expect(book.countersOf(32).routed).toBe(1);
    expect(book.countersOf(31).routed).toBe(1);

    // A reload without the catch-all leaves an MO that nothing matches on its gateway.
    state.moRoutes = state.moRoutes.filter((entry) => entry.id !== 31);
    await book.reload(USER);
    expect(at(13, '4915100000')).toBeUndefined();
  });
});
