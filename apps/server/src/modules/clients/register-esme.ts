import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../clock.js';
import type { AppContext } from '../../context.js';
import type { BindLimitOverrides } from '../../smpp/smpp-server/bind-limits.js';
import { EsmeServer } from '../../smpp/smpp-server/esme-server.js';
import type { ScryptCost } from '../auth/password-hash.js';
import { MoSender } from '../esme-messages/mo-sender.js';
import { registerEsmeMessageRoutes } from '../esme-messages/routes.js';
import { EsmeMessagesService } from '../esme-messages/service.js';
import { registerPduLogRoutes } from '../logs/index.js';
import { registerClientRoutes } from './routes.js';
import { ClientsService } from './service.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The SMPP server (ESME side); main.ts starts its listeners after HTTP. */
    esmeServer: EsmeServer;
  }
}

/**
 * The SMPP server side of the app: the ESME listener (not yet listening), the account and
 * received-message APIs and the esme PDU log routes. Closing the app unbinds every session.
 */
export function registerEsme(
  app: FastifyInstance,
  ctx: AppContext,
  options: { clock: Clock; passwordCost: ScryptCost; bindLimits?: BindLimitOverrides | undefined },
): EsmeServer {
  const esme = new EsmeServer({
    db: ctx.db,
    clock: options.clock,
    log: app.log,
    bus: ctx.bus,
    pduLogs: ctx.pduLogs,
    ...(options.bindLimits && { bindLimits: options.bindLimits }),
  });
  app.decorate('esmeServer', esme);
  app.addHook('onClose', () => esme.close());
  const clients = new ClientsService(esme.clients, esme, options.passwordCost, options.clock);
  registerClientRoutes(app, clients);
  registerEsmeMessageRoutes(
    app,
    new EsmeMessagesService(esme.messages, esme, ctx.pduLogs.repository, options.clock),
    new MoSender(esme.clients, esme),
  );
  registerPduLogRoutes(app, ctx.pduLogs.repository, 'esme');
  return esme;
}
