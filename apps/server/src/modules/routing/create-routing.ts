import type { FastifyBaseLogger } from 'fastify';
import type { EventBus } from '../../bus/event-bus.js';
import type { Clock } from '../../clock.js';
import type { DatabaseHandle } from '../../db/database.js';
import type { GatewayPresence } from './gateway-presence.js';
import { MoDeliveriesRepository } from './mo-deliveries.js';
import { GatewayPricesRepository } from './prices-repository.js';
import { GatewayPriceLists } from './prices-service.js';
import { RoutesRepository } from './repository.js';
import { RoutedFailover } from './routed-failover.js';
import { UnboundGateways } from './unbound-gateways.js';
import { repositorySource } from './route-book-source.js';
import { RouteBook } from './route-book.js';
import { RoutingService } from './service.js';

/**
 * The routing module: the route book the SMPP paths route by (MtRouter and MoRouter; the
 * composition root starts it before the ingest), the MO parts relayed to ESME accounts, the
 * routes' service and the gateways' price lists.
 */
export function createRouting(deps: {
  database: DatabaseHandle;
  presence: GatewayPresence;
  /** Tells a gateway's link that parts were queued for it. */
  wake: (gatewayId: number) => void;
  bus: EventBus;
  clock: Clock;
  log: FastifyBaseLogger;
}) {
  const { db, transactions } = deps.database;
  const routes = new RoutesRepository(db);
  const prices = new GatewayPricesRepository(db);
  const book = new RouteBook({
    source: repositorySource(routes, prices),
    presence: deps.presence,
    bus: deps.bus,
    log: deps.log,
  });
  const failover = new RoutedFailover(book, (routeId) => book.countFailover(routeId));
  return {
    /** In memory, MtRouter; loaded by start(), reloaded per user by every change below. */
    book,
    /** Routed parts refused for now pass to their route's next gateway. */
    failover,
    /** Routed parts queued on a gateway whose session ended pass on too (started with them). */
    unbound: new UnboundGateways({
      transactions,
      failover,
      presence: deps.presence,
      onMoved: (gatewayIds) => {
        for (const id of gatewayIds) deps.wake(id);
      },
      log: deps.log,
      bus: deps.bus,
    }),
    moDeliveries: new MoDeliveriesRepository(db),
    service: new RoutingService(routes, transactions, book, deps.clock),
    priceLists: new GatewayPriceLists(routes, prices, transactions, book),
  };
}

export type Routing = ReturnType<typeof createRouting>;
