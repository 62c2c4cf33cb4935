import type { FastifyInstance } from 'fastify';
import type { EventBus } from '../../bus/event-bus.js';
import { registerEventRoutes } from '../events/routes.js';
import type { LoadTestReports } from '../smsc-messages/load-test-reports.js';
import { registerLoadTestRoutes } from '../smsc-messages/load-test-routes.js';
import { registerSmscMessageRoutes } from '../smsc-messages/routes.js';
import type { SmscMessagesService } from '../smsc-messages/service.js';
import { registerGatewayRoutes } from './routes.js';
import type { GatewaysService } from './service.js';

/**
 * Routes of the SMPP client side (gateways, their messages) and the live event stream. The
 * composition root binds and unbinds the gateways.
 */
export function registerSmscSide(
  app: FastifyInstance,
  deps: {
    smsc: { gateways: GatewaysService; messages: SmscMessagesService; loadTests: LoadTestReports };
    bus: EventBus;
  },
): void {
  registerGatewayRoutes(app, deps.smsc.gateways);
  registerSmscMessageRoutes(app, deps.smsc.messages);
  registerLoadTestRoutes(app, deps.smsc.loadTests);
  registerEventRoutes(app, deps.bus);
}
