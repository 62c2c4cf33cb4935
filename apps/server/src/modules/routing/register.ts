import type { FastifyInstance } from 'fastify';
import type { Routing } from './create-routing.js';
import { registerPriceListRoutes } from './price-routes.js';
import { registerRoutingRoutes } from './routes.js';

/** The routing module's HTTP routes: routes, explain, and the gateways' price lists. */
export function registerRouting(app: FastifyInstance, routing: Routing): void {
  registerRoutingRoutes(app, routing.service);
  registerPriceListRoutes(app, routing.priceLists);
}
