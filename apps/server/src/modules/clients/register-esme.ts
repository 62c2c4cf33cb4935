import type { FastifyInstance } from 'fastify';
import type { EsmeServer } from '../../smpp/smpp-server/esme-server.js';
import { registerEsmeMessageRoutes } from '../esme-messages/routes.js';
import { registerPduLogRoutes, type PduLogs } from '../logs/index.js';
import type { EsmeSide } from './esme-side.js';
import { registerClientRoutes } from './routes.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The SMPP server (ESME side); the composition root starts and stops it. */
    esmeServer: EsmeServer;
  }
}

/** Routes of the SMPP server side: accounts, received messages and the esme PDU log. */
export function registerEsme(
  app: FastifyInstance,
  deps: { esme: EsmeSide; pduLogs: PduLogs },
): void {
  app.decorate('esmeServer', deps.esme.server);
  registerClientRoutes(app, deps.esme.clients);
  registerEsmeMessageRoutes(app, deps.esme.messages, deps.esme.mo);
  registerPduLogRoutes(app, deps.pduLogs.repository, 'esme');
}
