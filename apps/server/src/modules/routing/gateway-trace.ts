import type { GatewaySkip, RouteExplain } from '@routelab/shared';
import type { CompiledMtRoute, UserRouteTable } from './compiled-route.js';
import { gatewayState, priceOf, type GatewayState } from './gateway-pick.js';
import type { GatewayPresence } from './gateway-presence.js';

export type GatewayTrace = RouteExplain['gateways'][number];

/** Why the gateway at `index` was passed over when `chosen` (-1: none) was picked. */
function skipOf(
  route: CompiledMtRoute,
  state: GatewayState,
  price: number | undefined,
  index: number,
  chosen: number,
  chosenState: GatewayState | undefined,
): GatewaySkip {
  if (state === 'disabled') return 'disabled';
  switch (route.strategy) {
    case 'static':
      return 'not_next';
    case 'failover':
      return chosen >= 0 && index > chosen ? 'not_next' : 'unbound';
    case 'round_robin':
      return state === 'unbound' && chosenState === 'bound' ? 'unbound' : 'not_next';
    case 'least_cost':
      if (price === undefined) return 'no_price';
      return state === 'unbound' && chosenState === 'bound' ? 'unbound' : 'not_cheapest';
  }
}

/**
 * The route's gateways in its order as explain shows them: the one picked (index `chosen`,
 * -1: none) and why each other was not, with its price for the destination when it has one.
 */
export function traceGateways(
  route: CompiledMtRoute,
  table: UserRouteTable,
  presence: GatewayPresence,
  destination: string,
  chosen: number,
): GatewayTrace[] {
  const chosenId = chosen >= 0 ? route.gatewayIds[chosen] : undefined;
  const chosenState = chosenId === undefined ? undefined : gatewayState(table, presence, chosenId);
  return route.gatewayIds.map((id, index) => {
    const state = gatewayState(table, presence, id);
    const price = priceOf(table, id, destination);
    return {
      id,
      name: table.gateways.get(id)?.name ?? `#${id}`,
      chosen: index === chosen,
      skipped: index === chosen ? null : skipOf(route, state, price, index, chosen, chosenState),
      price_micros: price ?? null,
    };
  });
}
