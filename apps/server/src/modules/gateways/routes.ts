import { gatewayCreateSchema, gatewayUpdateSchema } from '@routelab/shared';
import type { FastifyInstance } from 'fastify';
import { idOf, parseBody } from '../../http/parse.js';
import { requireUser } from '../auth/authenticate.js';
import type { GatewaysService } from './service.js';
import { toGateway } from './to-api.js';

/** Spec section 7: the gateway calls (SMSC connections of the signed-in user). */
export function registerGatewayRoutes(app: FastifyInstance, gateways: GatewaysService): void {
  app.get('/api/gateway/list/', { config: { permission: 'manage_smsc' } }, async (request) =>
    gateways.list(requireUser(request).user.id),
  );

  app.post(
    '/api/gateway/create/',
    { config: { permission: 'manage_smsc' } },
    async (request, reply) => {
      const { user } = requireUser(request);
      const row = await gateways.create(user.id, parseBody(gatewayCreateSchema, request.body));
      return reply.status(201).send(toGateway(row));
    },
  );

  app.put('/api/gateway/update/', { config: { permission: 'manage_smsc' } }, async (request) => {
    const { user } = requireUser(request);
    const body = request.body as Record<string, unknown> | null;
    // An id that names no gateway of this user is "not found", whatever else is wrong.
    if (body && typeof body === 'object' && 'id' in body) {
      await gateways.get(user.id, idOf({ id: body.id }));
    }
    return toGateway(await gateways.update(user.id, parseBody(gatewayUpdateSchema, request.body)));
  });

  app.delete(
    '/api/gateway/delete/:id/',
    { config: { permission: 'manage_smsc' } },
    async (request, reply) => {
      const { user } = requireUser(request);
      await gateways.delete(user.id, idOf(request.params));
      return reply.status(204).send();
    },
  );
}
