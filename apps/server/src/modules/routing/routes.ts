import {
  idParamSchema,
  routeCreateSchema,
  routeExplainRequestSchema,
  routeExplainSchema,
  routeListSchema,
  routeOrderSchema,
  routeSchema,
  routeUpdateSchema,
} from '@routelab/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idOf } from '../../http/parse.js';
import { bodyOf, paramsOf } from '../../http/route-validation.js';
import { requireUser } from '../auth/authenticate.js';
import type { RoutingService } from './service.js';

/** Routes are part of running the ESME side: API keys need its management permission. */
const PERMISSION = { permission: 'manage_esme' } as const;

/** Gateway mode (issue 37): the user's MT and MO routes, their order, and explain. */
export function registerRoutingRoutes(server: FastifyInstance, routing: RoutingService): void {
  const app = server.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/route/list/',
    {
      config: PERMISSION,
      schema: {
        description:
          'The MT and MO routes in the order they are tried (priority, then id), with what each routed and failed over since the server started, and the submits no route took.',
        response: { 200: routeListSchema },
      },
    },
    async (request) => routing.list(requireUser(request).user.id),
  );

  app.post(
    '/api/route/create/',
    {
      config: PERMISSION,
      schema: {
        description:
          'Adds an MT route (ESME submits out through SMSC connections) or an MO route (SMSC messages to an ESME account). Every account and connection named must be yours.',
        body: routeCreateSchema,
        response: { 201: routeSchema },
      },
    },
    async (request, reply) => {
      const { user } = requireUser(request);
      const row = await routing.create(user.id, bodyOf(request));
      return reply.status(201).send(routing.view(row));
    },
  );

  app.put(
    '/api/route/update/',
    {
      config: PERMISSION,
      schema: {
        description: 'Saves a route (the body names it by `id`); live submits use it at once.',
        body: routeUpdateSchema,
        response: { 200: routeSchema },
      },
    },
    async (request) => {
      const { user } = requireUser(request);
      const body = request.body as Record<string, unknown> | null;
      // An id that names no route of this user is "not found", whatever else is wrong.
      if (body && typeof body === 'object' && 'id' in body) {
        await routing.get(user.id, idOf({ id: body.id }));
      }
      return routing.view(await routing.update(user.id, bodyOf(request)));
    },
  );

  app.put(
    '/api/route/order/',
    {
      config: PERMISSION,
      schema: {
        description:
          'Puts the routes of one kind in the order listed (every route of the kind, once): priorities 10, 20, 30…',
        body: routeOrderSchema,
        response: { 200: routeListSchema },
      },
    },
    async (request) => {
      const { user } = requireUser(request);
      return routing.order(user.id, bodyOf(request));
    },
  );

  app.post(
    '/api/route/explain/',
    {
      config: PERMISSION,
      schema: {
        description:
          "Which MT route and SMSC connection the account's submit would take now, and why: each route tried with the first check it failed, and why the route's other connections were passed over. Counts nothing.",
        body: routeExplainRequestSchema,
        response: { 200: routeExplainSchema },
      },
    },
    async (request) => {
      const { user } = requireUser(request);
      return routing.explain(user.id, bodyOf(request));
    },
  );

  app.delete(
    '/api/route/delete/:id/',
    {
      config: PERMISSION,
      schema: {
        description: 'Deletes a route; submits stop using it at once.',
        params: idParamSchema,
        response: { 204: z.undefined().describe('Deleted; no body.') },
      },
    },
    async (request, reply) => {
      const { user } = requireUser(request);
      await routing.delete(user.id, paramsOf(request).id);
      return reply.status(204).send();
    },
  );
}
