/** A routed submit's gateway: the route that matched and which of its gateways to use. */
export interface MtRouteChoice {
  routeId: number;
  gatewayId: number;
  /** The gateway's place in the route's order of trial (0: the first tried). */
  attempt: number;
}

/** What an MT route is matched on, read from a submit (text decoded only when asked). */
export interface MtSubmitFacts {
  userId: number;
  clientId: number;
  destination: string;
  source: string;
  text: () => string;
  now: number;
}

/**
 * The MT routes as the SMPP ingest and the gateways' commit queue use them (the routing module
 * implements it in memory: a lookup, no query, per submit).
 */
export interface MtRouter {
  /** The route and gateway a submit takes now; undefined: no route matches (counted). */
  choose(facts: MtSubmitFacts): MtRouteChoice | undefined;
  /**
   * After a temporary refusal on `attempt` (or its gateway unbound): the route's next gateway
   * for failover and least cost, skipping unbound ones; undefined at the end of the route (or
   * for static and round robin, which stay on their gateway).
   */
  next(routeId: number, attempt: number, destination: string): MtRouteChoice | undefined;
}
