import type { RouteExplain } from '@routelab/shared';
import type { MtRouteChoice, MtSubmitFacts } from '../../smpp/ports/mt-router.js';
import type { CompiledMtRoute, UserRouteTable } from './compiled-route.js';
import { attemptOf, pickGateway } from './gateway-pick.js';
import type { GatewayPresence } from './gateway-presence.js';
import { traceGateways } from './gateway-trace.js';
import { failedCheck } from './route-checks.js';

/** What explain records of a decision: each route tried, and the matched route's gateways. */
export interface DecisionTrace {
  routes: RouteExplain['routes'];
  gateways: RouteExplain['gateways'];
  matched: CompiledMtRoute | undefined;
}

export const emptyTrace = (): DecisionTrace => ({ routes: [], gateways: [], matched: undefined });

/**
 * The route decision, the one implementation for submits and for explain: the first of `routes`
 * (in order) whose checks pass is the submit's route (first match wins: a later route is not
 * tried when it has no gateway to give), then its gateway by its strategy. With a `trace` it
 * records why, and leaves round-robin turns where they are; without one it allocates only the
 * choice it returns.
 */
export function decideMt(
  routes: readonly CompiledMtRoute[],
  table: UserRouteTable,
  presence: GatewayPresence,
  facts: MtSubmitFacts,
  trace?: DecisionTrace,
): MtRouteChoice | undefined {
  for (const route of routes) {
    const failed = failedCheck(route, facts);
    if (trace) {
      const { id, name, priority } = route;
      trace.routes.push({ id, name, priority, matched: failed === null, failed });
    }
    if (failed !== null) continue;
    const { destination } = facts;
    const index = pickGateway(route, table, presence, destination, trace === undefined);
    if (trace) {
      trace.matched = route;
      trace.gateways = traceGateways(route, table, presence, destination, index);
    }
    if (index < 0) return undefined;
    return {
      routeId: route.id,
      gatewayId: route.gatewayIds[index]!,
      attempt: attemptOf(route, table, index, destination),
    };
  }
  return undefined;
}
