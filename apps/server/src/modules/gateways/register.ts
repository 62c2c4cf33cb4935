import type { FastifyInstance } from 'fastify';
import type { EventBus } from '../../bus/event-bus.js';
import type { OutboxRelay } from '../../event-outbox/outbox-relay.js';
import type { JobRunner } from '../../jobs/job-runner.js';
import { registerEventRoutes } from '../events/routes.js';
import type { PduLogs } from '../logs/index.js';
import { stopPduLogs } from '../logs/lifecycle.js';
import { registerSmscMessageRoutes } from '../smsc-messages/routes.js';
import { registerGatewayRoutes } from './routes.js';
import type { SmscSide } from './smsc-side.js';

/**
 * Routes of the SMPP client side and its lifecycle: the job runner and the outbox relay start and
 * the gateway manager binds once the HTTP server listens; when it closes they stop, and every PDU
 * and update is stored.
 */
export function registerSmscSide(
  app: FastifyInstance,
  deps: {
    smsc: SmscSide;
    pduLogs: PduLogs;
    bus: EventBus;
    jobRunner: JobRunner;
    outboxRelay: OutboxRelay;
  },
): void {
  registerGatewayRoutes(app, deps.smsc.gateways);
  registerSmscMessageRoutes(app, deps.smsc.messages);
  registerEventRoutes(app, deps.bus);
  app.addHook('onListen', async () => {
    await deps.jobRunner.start();
    deps.outboxRelay.start();
    await deps.smsc.start();
  });
  app.addHook('onClose', async () => {
    await deps.smsc.stop();
    await deps.jobRunner.stop();
    await deps.outboxRelay.stop();
    await stopPduLogs(deps.pduLogs);
  });
}
