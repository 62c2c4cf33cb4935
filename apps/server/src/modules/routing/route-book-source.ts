import type { StoredMoRoute, StoredMtRoute } from './compiled-route.js';
import type { GatewayPricesRepository, PriceRow } from './prices-repository.js';
import type { RoutesRepository } from './repository.js';
import { toStoredMoRoute, toStoredMtRoute } from './route-view.js';

export interface RoutingGateway {
  id: number;
  userId: number;
  name: string;
  enabled: boolean;
}

/** What the route book loads: of one user, or of every user when `userId` is undefined. */
export interface RouteBookSource {
  mtRoutes(userId?: number): Promise<StoredMtRoute[]>;
  moRoutes(userId?: number): Promise<StoredMoRoute[]>;
  gateways(userId?: number): Promise<RoutingGateway[]>;
  prices(userId?: number): Promise<PriceRow[]>;
}

export function repositorySource(
  routes: RoutesRepository,
  prices: GatewayPricesRepository,
): RouteBookSource {
  return {
    mtRoutes: async (userId) => (await routes.listOfKind('mt', userId)).map(toStoredMtRoute),
    moRoutes: async (userId) => (await routes.listOfKind('mo', userId)).map(toStoredMoRoute),
    gateways: async (userId) =>
      (await routes.gateways(userId)).map((row) => ({
        id: row.id,
        userId: row.user_id,
        name: row.name,
        enabled: row.enabled === 1,
      })),
    prices: (userId) => prices.ofUser(userId),
  };
}
