import type { CompiledMtRoute, UserRouteTable } from './compiled-route.js';
import type { GatewayPresence } from './gateway-presence.js';

/** A gateway of a route as the pick sees it now. */
export type GatewayState = 'bound' | 'unbound' | 'disabled';

/** Disabled (or deleted since the route was saved) gateways are never picked. */
export function gatewayState(
  table: UserRouteTable,
  presence: GatewayPresence,
  gatewayId: number,
): GatewayState {
  if (table.gateways.get(gatewayId)?.enabled !== true) return 'disabled';
  return presence.isBound(gatewayId) ? 'bound' : 'unbound';
}

/** The gateway's price for `destination` (its longest prefix), undefined: none. */
export const priceOf = (
  table: UserRouteTable,
  gatewayId: number,
  destination: string,
): number | undefined => table.prices.get(gatewayId)?.longest(destination);

/** Where round-robin turns wrap (any large number: only its remainder is used). */
const TURNS = 2 ** 30;

/**
 * The index (in the route's gateway_ids) of the gateway a submit to `destination` takes now, or
 * -1 when none can take it. `advance`: a round-robin route moves to its next turn (explain
 * looks without moving it).
 *
 * - static: the first gateway, bound or not (the gateway's queue holds the message);
 * - failover: the first bound gateway in order; none bound: the first;
 * - round_robin: the next bound gateway in turn; none bound: the next in turn of all;
 * - least_cost: the cheapest bound gateway with a price for the destination (ties: the earlier
 *   in the route); none of those bound: the cheapest priced one; none priced: none.
 */
export function pickGateway(
  route: CompiledMtRoute,
  table: UserRouteTable,
  presence: GatewayPresence,
  destination: string,
  advance: boolean,
): number {
  const ids = route.gatewayIds;
  switch (route.strategy) {
    case 'static': {
      for (let i = 0; i < ids.length; i += 1) {
        if (gatewayState(table, presence, ids[i]!) !== 'disabled') return i;
      }
      return -1;
    }
    case 'failover': {
      let first = -1;
      for (let i = 0; i < ids.length; i += 1) {
        const state = gatewayState(table, presence, ids[i]!);
        if (state === 'bound') return i;
        if (state === 'unbound' && first < 0) first = i;
      }
      return first;
    }
    case 'round_robin': {
      let bound = 0;
      let usable = 0;
      for (const id of ids) {
        const state = gatewayState(table, presence, id);
        if (state === 'bound') bound += 1;
        if (state !== 'disabled') usable += 1;
      }
      const pool = bound > 0 ? bound : usable;
      if (pool === 0) return -1;
      let turn = route.turn % pool;
      if (advance) route.turn = route.turn + 1 >= TURNS ? 0 : route.turn + 1;
      for (let i = 0; i < ids.length; i += 1) {
        const state = gatewayState(table, presence, ids[i]!);
        if (bound > 0 ? state !== 'bound' : state === 'disabled') continue;
        if (turn === 0) return i;
        turn -= 1;
      }
      return -1;
    }
    case 'least_cost': {
      let best = -1;
      let bestPrice = 0;
      let fallback = -1;
      let fallbackPrice = 0;
      for (let i = 0; i < ids.length; i += 1) {
        const id = ids[i]!;
        const state = gatewayState(table, presence, id);
        if (state === 'disabled') continue;
        const price = priceOf(table, id, destination);
        if (price === undefined) continue;
        if (state === 'bound') {
          if (best < 0 || price < bestPrice) {
            best = i;
            bestPrice = price;
          }
        } else if (fallback < 0 || price < fallbackPrice) {
          fallback = i;
          fallbackPrice = price;
        }
      }
      return best >= 0 ? best : fallback;
    }
  }
}

/**
 * The gateway's place in the route's order of trial, which `next` continues from: for least cost
 * its rank among the route's gateways priced for the destination, cheapest first (ties: the
 * earlier in the route; disabled ones keep their rank, so ranks hold while one is switched off);
 * for the other strategies its index in the route's gateway_ids.
 */
export function attemptOf(
  route: CompiledMtRoute,
  table: UserRouteTable,
  index: number,
  destination: string,
): number {
  if (route.strategy !== 'least_cost') return index;
  const ids = route.gatewayIds;
  const price = priceOf(table, ids[index]!, destination);
  if (price === undefined) return index;
  let rank = 0;
  for (let j = 0; j < ids.length; j += 1) {
    const other = priceOf(table, ids[j]!, destination);
    if (other !== undefined && (other < price || (other === price && j < index))) rank += 1;
  }
  return rank;
}

/**
 * After a temporary failure on the gateway at `attempt` (see attemptOf): the index of the next
 * gateway to try, or -1. Failover: the next bound gateway after it in the route's order; least
 * cost: the next cheapest bound gateway priced for the destination; static and round robin stay
 * on their gateway (-1). A price list replaced in between may change the ranks.
 */
export function nextGateway(
  route: CompiledMtRoute,
  table: UserRouteTable,
  presence: GatewayPresence,
  attempt: number,
  destination: string,
): number {
  const ids = route.gatewayIds;
  if (route.strategy === 'failover') {
    for (let i = attempt + 1; i < ids.length; i += 1) {
      if (gatewayState(table, presence, ids[i]!) === 'bound') return i;
    }
    return -1;
  }
  if (route.strategy !== 'least_cost') return -1;
  let current = -1;
  for (let i = 0; i < ids.length && current < 0; i += 1) {
    if (
      priceOf(table, ids[i]!, destination) !== undefined &&
      attemptOf(route, table, i, destination) === attempt
    ) {
      current = i;
    }
  }
  if (current < 0) return -1;
  const currentPrice = priceOf(table, ids[current]!, destination)!;
  let best = -1;
  let bestPrice = 0;
  for (let j = 0; j < ids.length; j += 1) {
    const price = priceOf(table, ids[j]!, destination);
    if (price === undefined) continue;
    const after = price > currentPrice || (price === currentPrice && j > current);
    if (!after || gatewayState(table, presence, ids[j]!) !== 'bound') continue;
    if (best < 0 || price < bestPrice) {
      best = j;
      bestPrice = price;
    }
  }
  return best;
}
