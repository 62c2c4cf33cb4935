import {
  clientCreateSchema,
  clientListSchema,
  clientSchema,
  clientTrafficSchema,
  clientUpdateSchema,
  idParamSchema,
} from '@routelab/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idOf } from '../../http/parse.js';
import { bodyOf, paramsOf } from '../../http/route-validation.js';
import { requireUser } from '../auth/authenticate.js';
import type { ClientsService } from './service.js';

/** Spec section 7: the client calls (ESME accounts on our SMPP server). */
export function registerClientRoutes(server: FastifyInstance, clients: ClientsService): void {
  const app = server.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/client/list/',
    { config: { permission: 'manage_esme' }, schema: { response: { 200: clientListSchema } } },
    async (request) => clients.list(requireUser(request).user.id),
  );

  app.post(
    '/api/client/create/',
    {
      config: { permission: 'manage_esme' },
      schema: { body: clientCreateSchema, response: { 201: clientSchema } },
    },
    async (request, reply) => {
      const { user } = requireUser(request);
      const row = await clients.create(user.id, bodyOf(request));
      return reply.status(201).send(clients.view(row));
    },
  );

  app.put(
    '/api/client/update/',
    {
      config: { permission: 'manage_esme' },
      schema: { body: clientUpdateSchema, response: { 200: clientSchema } },
    },
    async (request) => {
      const { user } = requireUser(request);
      const body = request.body as Record<string, unknown> | null;
      // An id that names no account of this user is "not found", whatever else is wrong.
      if (body && typeof body === 'object' && 'id' in body) {
        await clients.get(user.id, idOf({ id: body.id }));
      }
      return clients.view(await clients.update(user.id, bodyOf(request)));
    },
  );

  app.post(
    '/api/client/:id/unlock/',
    {
      config: { permission: 'manage_esme' },
      schema: { params: idParamSchema, response: { 200: clientSchema } },
    },
    async (request) => {
      const { user } = requireUser(request);
      return clients.view(await clients.unlock(user.id, paramsOf(request).id));
    },
  );

  app.get(
    '/api/client/:id/traffic/',
    {
      config: { permission: 'manage_esme' },
      schema: { params: idParamSchema, response: { 200: clientTrafficSchema } },
    },
    async (request) => {
      const { user } = requireUser(request);
      return clients.traffic(user.id, paramsOf(request).id);
    },
  );

  app.delete(
    '/api/client/delete/:id/',
    {
      config: { permission: 'manage_esme' },
      schema: {
        params: idParamSchema,
        response: { 204: z.undefined().describe('Deleted; no body.') },
      },
    },
    async (request, reply) => {
      const { user } = requireUser(request);
      await clients.delete(user.id, paramsOf(request).id);
      return reply.status(204).send();
    },
  );
}
