import type { FastifyInstance } from 'fastify';
import type { EventBus } from '../../bus/event-bus.js';
import type { JobRunner } from '../../jobs/job-runner.js';
import { registerEventRoutes } from '../events/routes.js';
import type { PduLogs } from '../logs/index.js';
import { stopPduLogs } from '../logs/lifecycle.js';
import { registerSmscMessageRoutes } from '../smsc-messages/routes.js';
import { registerGatewayRoutes } from './routes.js';
import type { SmscSide } from './smsc-side.js';

/**
 * Routes of the SMPP client side and its lifecycle: the job runner starts and the gateway manager
 * binds once the HTTP server listens; when it closes they stop, and every PDU and update is stored.
 */
export function registerSmscSide(
  app: FastifyInstance,
  deps: { smsc: SmscSide; pduLogs: PduLogs; bus: EventBus; jobRunner: JobRunner },
): void {
  registerGatewayRoutes(app, deps.smsc.gateways);
  registerSmscMessageRoutes(app, deps.smsc.messages);
  registerEventRoutes(app, deps.bus);
  app.addHook('onListen', async () => {
    await deps.jobRunner.start();
    await deps.smsc.start();
  });
  app.addHook('onClose', async () => {
    await deps.smsc.stop();
    await deps.jobRunner.stop();
    await stopPduLogs(deps.pduLogs);
  });
}
