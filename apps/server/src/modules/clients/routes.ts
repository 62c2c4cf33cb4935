import { clientCreateSchema, clientUpdateSchema } from '@routelab/shared';
import type { FastifyInstance } from 'fastify';
import { idOf, parseBody } from '../../http/parse.js';
import { requireUser } from '../auth/authenticate.js';
import type { ClientsService } from './service.js';

/** Spec section 7: the client calls (ESME accounts on our SMPP server). */
export function registerClientRoutes(app: FastifyInstance, clients: ClientsService): void {
  app.get('/api/client/list/', { config: { permission: 'manage_esme' } }, async (request) =>
    clients.list(requireUser(request).user.id),
  );

  app.post(
    '/api/client/create/',
    { config: { permission: 'manage_esme' } },
    async (request, reply) => {
      const { user } = requireUser(request);
      const row = await clients.create(user.id, parseBody(clientCreateSchema, request.body));
      return reply.status(201).send(clients.view(row));
    },
  );

  app.put('/api/client/update/', { config: { permission: 'manage_esme' } }, async (request) => {
    const { user } = requireUser(request);
    const body = request.body as Record<string, unknown> | null;
    // An id that names no account of this user is "not found", whatever else is wrong.
    if (body && typeof body === 'object' && 'id' in body) {
      await clients.get(user.id, idOf({ id: body.id }));
    }
    return clients.view(await clients.update(user.id, parseBody(clientUpdateSchema, request.body)));
  });

  app.post(
    '/api/client/:id/unlock/',
    { config: { permission: 'manage_esme' } },
    async (request) => {
      const { user } = requireUser(request);
      return clients.view(await clients.unlock(user.id, idOf(request.params)));
    },
  );

  app.get(
    '/api/client/:id/traffic/',
    { config: { permission: 'manage_esme' } },
    async (request) => {
      const { user } = requireUser(request);
      return clients.traffic(user.id, idOf(request.params));
    },
  );

  app.delete(
    '/api/client/delete/:id/',
    { config: { permission: 'manage_esme' } },
    async (request, reply) => {
      const { user } = requireUser(request);
      await clients.delete(user.id, idOf(request.params));
      return reply.status(204).send();
    },
  );
}
