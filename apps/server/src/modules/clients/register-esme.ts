import type { FastifyInstance } from 'fastify';
import type { EsmeServer } from '../../smpp/smpp-server/esme-server.js';
import { registerInjectedMoRoutes } from '../esme-messages/injected-mo-routes.js';
import type { InjectedMos } from '../esme-messages/injected-mos.js';
import type { MoSender } from '../esme-messages/mo-sender.js';
import { registerEsmeMessageRoutes } from '../esme-messages/routes.js';
import type { EsmeMessagesService } from '../esme-messages/service.js';
import { registerPduLogRoutes, type PduLogs } from '../logs/index.js';
import { registerClientRoutes } from './routes.js';
import type { ClientsService } from './service.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The SMPP server (ESME side); the composition root starts and stops it. */
    esmeServer: EsmeServer;
  }
}

/** Routes of the SMPP server side: accounts, received messages and the esme PDU log. */
export function registerEsme(
  app: FastifyInstance,
  deps: {
    esme: {
      server: EsmeServer;
      clients: ClientsService;
      messages: EsmeMessagesService;
      mo: MoSender;
      injectedMos: InjectedMos;
    };
    pduLogs: PduLogs;
  },
): void {
  app.decorate('esmeServer', deps.esme.server);
  registerClientRoutes(app, deps.esme.clients);
  registerEsmeMessageRoutes(app, deps.esme.messages, deps.esme.mo);
  registerInjectedMoRoutes(app, deps.esme.injectedMos);
  registerPduLogRoutes(app, deps.pduLogs.repository, 'esme');
}
