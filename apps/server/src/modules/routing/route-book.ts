import type { EventData, RouteCounters } from '@routelab/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { EventBus } from '../../bus/event-bus.js';
import type { MoFacts, MoRouteChoice, MoRouter } from '../../smpp/ports/mo-routing.js';
import type { MtRouteChoice, MtRouter, MtSubmitFacts } from '../../smpp/ports/mt-router.js';
import {
  byPriority,
  compileMoRoute,
  compileMtRoute,
  type CompiledMoRoute,
  type CompiledMtRoute,
  type GatewayInfo,
  type RouteCounter,
  type StoredMoRoute,
  type StoredMtRoute,
  type UserRouteTable,
} from './compiled-route.js';
import { DigitTrie } from './digit-trie.js';
import { attemptOf, nextGateway } from './gateway-pick.js';
import type { GatewayPresence } from './gateway-presence.js';
import type { PriceRow } from './prices-repository.js';
import type { RouteBookSource, RoutingGateway } from './route-book-source.js';
import { RouteCountersPush } from './route-counters-push.js';
import { decideMt, emptyTrace, type DecisionTrace } from './route-decision.js';

export interface RouteBookDeps {
  source: RouteBookSource;
  presence: GatewayPresence;
  /**
   * Gateway changes (enable, disable, rename, delete) arrive as `gateway.connection` events;
   * the counters leave as `route.counters`.
   */
  bus?: EventBus;
  log?: FastifyBaseLogger;
}

interface BookedRoute {
  route: CompiledMtRoute;
  table: UserRouteTable;
}

const groupBy = <T>(items: readonly T[], key: (item: T) => number): Map<number, T[]> => {
  const groups = new Map<number, T[]>();
  for (const item of items) {
    const group = groups.get(key(item));
    if (group) group.push(item);
    else groups.set(key(item), [item]);
  }
  return groups;
};

function gatewayMap(gateways: readonly RoutingGateway[]): Map<number, GatewayInfo> {
  return new Map(gateways.map((row) => [row.id, { name: row.name, enabled: row.enabled }]));
}

function priceMap(rows: readonly PriceRow[]): Map<number, DigitTrie<number>> {
  const prices = new Map<number, DigitTrie<number>>();
  for (const row of rows) {
    let trie = prices.get(row.gateway_id);
    if (!trie) {
      trie = new DigitTrie<number>();
      prices.set(row.gateway_id, trie);
    }
    trie.set(row.prefix, row.price_micros);
  }
  return prices;
}

/**
 * Every user's routes in memory, compiled, as the SMPP paths route by them (MtRouter for the
 * ESMEs' submits, MoRouter for the SMSCs' MO): a message costs a few map and trie lookups, no
 * query. Loaded at start, reloaded for a user after each change of their routes or price lists
 * (`reload`), and their gateways' names and switches refreshed when a gateway changes. Counts
 * what it routes since the server started.
 */
export class RouteBook implements MtRouter, MoRouter {
  private readonly tables = new Map<number, UserRouteTable>();
  /** Each user's enabled MO routes, in the order tried. */
  private readonly moTables = new Map<number, CompiledMoRoute[]>();
  private readonly routes = new Map<number, BookedRoute>();
  private readonly counters = new Map<number, RouteCounter>();
  private readonly noRoutes = new Map<number, number>();
  /** Loads of one user run one after another, so the last change is the one kept. */
  private readonly chains = new Map<number, Promise<void>>();
  private readonly refreshing = new Set<number>();
  private unsubscribe: (() => void) | undefined;
  private readonly push: RouteCountersPush | undefined;

  constructor(private readonly deps: RouteBookDeps) {
    this.push = deps.bus && new RouteCountersPush(deps.bus, (userId) => this.userCounters(userId));
  }

  /** Loads every user's routes and follows gateway changes. */
  async start(): Promise<void> {
    const [routes, moRoutes, gateways, prices] = await Promise.all([
      this.deps.source.mtRoutes(),
      this.deps.source.moRoutes(),
      this.deps.source.gateways(),
      this.deps.source.prices(),
    ]);
    for (const [userId, own] of groupBy(moRoutes, (route) => route.userId)) {
      this.installMo(userId, own);
    }
    const gatewaysByUser = groupBy(gateways, (row) => row.userId);
    const ownerOf = new Map(gateways.map((row) => [row.id, row.userId]));
    const pricesByUser = groupBy(prices, (row) => ownerOf.get(row.gateway_id) ?? 0);
    for (const [userId, own] of groupBy(routes, (route) => route.userId)) {
      this.install(userId, own, gatewaysByUser.get(userId) ?? [], pricesByUser.get(userId) ?? []);
    }
    this.unsubscribe ??= this.deps.bus?.subscribeAll((event) => {
      if (event.kind === 'gateway.connection' && this.tables.has(event.userId)) {
        this.refreshGateways(event.userId);
      }
    });
  }

  stop(): void {
    this.unsubscribe?.();
    this.unsubscribe = undefined;
    this.push?.stop();
  }

  /** Reads the user's routes, gateways and price lists again (after any change to them). */
  reload(userId: number): Promise<void> {
    return this.serial(userId, async () => {
      const [routes, moRoutes, gateways, prices] = await Promise.all([
        this.deps.source.mtRoutes(userId),
        this.deps.source.moRoutes(userId),
        this.deps.source.gateways(userId),
        this.deps.source.prices(userId),
      ]);
      this.install(userId, routes, gateways, prices);
      this.installMo(userId, moRoutes);
    });
  }

  choose(facts: MtSubmitFacts): MtRouteChoice | undefined {
    const table = this.tables.get(facts.userId);
    const choice = table && decideMt(table.active, table, this.deps.presence, facts);
    if (choice) {
      const booked = this.routes.get(choice.routeId);
      if (booked) booked.route.counter.routed += 1;
    } else {
      this.noRoutes.set(facts.userId, (this.noRoutes.get(facts.userId) ?? 0) + 1);
    }
    this.push?.counted(facts.userId);
    return choice;
  }

  chooseMo(facts: MoFacts): MoRouteChoice | undefined {
    for (const route of this.moTables.get(facts.userId) ?? []) {
      if (route.gateways !== null && !route.gateways.has(facts.gatewayId)) continue;
      if (route.prefixes !== null && route.prefixes.longest(facts.destination) === undefined) {
        continue;
      }
      this.keepCounter(route.id).routed += 1;
      this.push?.counted(facts.userId);
      return { routeId: route.id, clientId: route.clientId };
    }
    return undefined;
  }

  /**
   * `attempt` is the gateway's place in the route's order of trial: for failover its index in
   * the route's gateway_ids, for least cost its rank by price for the destination (see
   * attemptOf in gateway-pick.ts).
   */
  next(routeId: number, attempt: number, destination: string): MtRouteChoice | undefined {
    const booked = this.routes.get(routeId);
    if (!booked) return undefined;
    const { route, table } = booked;
    const index = nextGateway(route, table, this.deps.presence, attempt, destination);
    if (index < 0) return undefined;
    return {
      routeId,
      gatewayId: route.gatewayIds[index]!,
      attempt: attemptOf(route, table, index, destination),
    };
  }

  /**
   * The decision a submit would get now, with why (every route tried, the disabled too, and
   * the matched route's gateways); counts nothing and moves no round-robin turn.
   */
  explain(facts: MtSubmitFacts): { choice: MtRouteChoice | undefined; trace: DecisionTrace } {
    const trace = emptyTrace();
    const table = this.tables.get(facts.userId);
    const choice = table && decideMt(table.all, table, this.deps.presence, facts, trace);
    return { choice, trace };
  }

  /** The SMPP path passed a message of the route on to its next gateway. */
  countFailover(routeId: number): void {
    const counter = this.counters.get(routeId);
    if (counter) counter.failedOver += 1;
    const owner = this.routes.get(routeId)?.route.userId;
    if (owner !== undefined) this.push?.counted(owner);
  }

  countersOf(routeId: number): RouteCounters {
    const counter = this.counters.get(routeId);
    return { routed: counter?.routed ?? 0, failed_over: counter?.failedOver ?? 0 };
  }

  /** The user's routing submits that no route took, since the server started. */
  noRouteCount(userId: number): number {
    return this.noRoutes.get(userId) ?? 0;
  }

  /** Every counter of the user's routes (MT, and the enabled MO ones), as the console hears it. */
  userCounters(userId: number): EventData<'route.counters'> {
    const ids = [...(this.tables.get(userId)?.all ?? []), ...(this.moTables.get(userId) ?? [])].map(
      (route) => route.id,
    );
    return {
      routes: ids.map((id) => ({ id, counters: this.countersOf(id) })),
      no_route: this.noRouteCount(userId),
    };
  }

  /** Counters are kept by route id; MO routes count here too (chooseMo). */
  keepCounter(routeId: number): RouteCounter {
    let counter = this.counters.get(routeId);
    if (!counter) {
      counter = { routed: 0, failedOver: 0 };
      this.counters.set(routeId, counter);
    }
    return counter;
  }

  /** A deleted route's counters go (ids can come back on SQLite). */
  forgetCounter(routeId: number): void {
    this.counters.delete(routeId);
  }

  private install(
    userId: number,
    stored: readonly StoredMtRoute[],
    gateways: readonly RoutingGateway[],
    prices: readonly PriceRow[],
  ): void {
    const previous = this.tables.get(userId);
    for (const route of previous?.all ?? []) this.routes.delete(route.id);
    if (stored.length === 0) {
      this.tables.delete(userId);
      return;
    }
    const all = stored.map((route) => {
      const compiled = compileMtRoute(route, this.keepCounter(route.id));
      // A reload (an edit elsewhere) keeps a round-robin route's place in its rotation.
      compiled.turn = previous?.all.find((old) => old.id === route.id)?.turn ?? 0;
      return compiled;
    });
    all.sort(byPriority);
    const table: UserRouteTable = {
      all,
      active: all.filter((route) => route.enabled),
      gateways: gatewayMap(gateways),
      prices: priceMap(prices),
    };
    this.tables.set(userId, table);
    for (const route of all) this.routes.set(route.id, { route, table });
  }

  private installMo(userId: number, stored: readonly StoredMoRoute[]): void {
    const active = stored.filter((route) => route.enabled).map(compileMoRoute);
    if (active.length === 0) this.moTables.delete(userId);
    else this.moTables.set(userId, active.sort(byPriority));
  }

  /** A gateway of the user changed: its names and switches are read again (coalesced). */
  private refreshGateways(userId: number): void {
    if (this.refreshing.has(userId)) return;
    this.refreshing.add(userId);
    void this.serial(userId, async () => {
      this.refreshing.delete(userId);
      const table = this.tables.get(userId);
      if (!table) return;
      table.gateways = gatewayMap(await this.deps.source.gateways(userId));
    });
  }

  private serial(userId: number, task: () => Promise<void>): Promise<void> {
    const run = async () => {
      try {
        await task();
      } catch (error) {
        this.deps.log?.error({ err: error, user: userId }, 'loading the routes failed');
        throw error;
      }
    };
    const next = (this.chains.get(userId) ?? Promise.resolve()).then(run, run);
    this.chains.set(userId, next);
    void next
      .catch(() => undefined)
      .finally(() => {
        if (this.chains.get(userId) === next) this.chains.delete(userId);
      });
    return next;
  }
}
