import type { MoAction, MoMatch, MtAction, MtMatch, RouteStrategy } from '@routelab/shared';
import { DigitTrie } from './digit-trie.js';
import { RouteWindowCheck } from './time-window.js';

/** A route's counters since the server started (kept across reloads of its owner's routes). */
export interface RouteCounter {
  routed: number;
  failedOver: number;
}

/** An MT route as the decision reads it: every check prepared once, when the route is loaded. */
export interface CompiledMtRoute {
  id: number;
  userId: number;
  name: string;
  priority: number;
  enabled: boolean;
  /** null: every ESME account of the owner. */
  clients: ReadonlySet<number> | null;
  /** null: any destination. */
  prefixes: DigitTrie<true> | null;
  source: RegExp | null;
  text: RegExp | null;
  window: RouteWindowCheck | null;
  strategy: RouteStrategy;
  gatewayIds: readonly number[];
  /** Round robin: the turn of the next submit (in memory, per route). */
  turn: number;
  counter: RouteCounter;
}

/** An SMSC connection as the decision reads it. */
export interface GatewayInfo {
  name: string;
  enabled: boolean;
}

/** One owner's routing state: routes in the order tried, gateways and their price lists. */
export interface UserRouteTable {
  /** Enabled routes, by priority then id: what a submit tries. */
  active: CompiledMtRoute[];
  /** Every MT route in the same order, the disabled too: what explain lists. */
  all: CompiledMtRoute[];
  gateways: Map<number, GatewayInfo>;
  /** A gateway's price per destination prefix (micro-dollars); absent: no list. */
  prices: Map<number, DigitTrie<number>>;
}

/** A pattern that no longer compiles (stored before a rule changed) never matches. */
function compilePattern(pattern: string | null): RegExp | null {
  if (pattern === null) return null;
  try {
    return new RegExp(pattern, 'u');
  } catch {
    return /(?!)/u;
  }
}

/** A route's destination prefixes as a trie; null for none (any destination). */
function prefixTrie(prefixes: readonly string[]): DigitTrie<true> | null {
  if (prefixes.length === 0) return null;
  const trie = new DigitTrie<true>();
  for (const prefix of prefixes) trie.set(prefix, true);
  return trie;
}

export interface StoredMtRoute {
  id: number;
  userId: number;
  name: string;
  priority: number;
  enabled: boolean;
  match: MtMatch;
  action: MtAction;
}

export function compileMtRoute(route: StoredMtRoute, counter: RouteCounter): CompiledMtRoute {
  const { match, action } = route;
  return {
    id: route.id,
    userId: route.userId,
    name: route.name,
    priority: route.priority,
    enabled: route.enabled,
    clients: match.client_ids.length > 0 ? new Set(match.client_ids) : null,
    prefixes: prefixTrie(match.destination_prefixes),
    source: compilePattern(match.source_pattern),
    text: compilePattern(match.text_pattern),
    window: match.window ? new RouteWindowCheck(match.window) : null,
    strategy: action.strategy,
    gatewayIds: action.gateway_ids,
    turn: 0,
    counter,
  };
}

/** Routes in the order they are tried: priority, then id. */
export const byPriority = (
  a: { priority: number; id: number },
  b: { priority: number; id: number },
): number => a.priority - b.priority || a.id - b.id;

/** An MO route as the MO path reads it. */
export interface CompiledMoRoute {
  id: number;
  priority: number;
  /** null: MO from every SMSC connection of the owner. */
  gateways: ReadonlySet<number> | null;
  /** null: MO to any number. */
  prefixes: DigitTrie<true> | null;
  clientId: number;
}

export interface StoredMoRoute {
  id: number;
  userId: number;
  priority: number;
  enabled: boolean;
  match: MoMatch;
  action: MoAction;
}

export function compileMoRoute(route: StoredMoRoute): CompiledMoRoute {
  return {
    id: route.id,
    priority: route.priority,
    gateways: route.match.gateway_ids.length > 0 ? new Set(route.match.gateway_ids) : null,
    prefixes: prefixTrie(route.match.destination_prefixes),
    clientId: route.action.client_id,
  };
}
