import {
  gatewayAnalyticsQuerySchema,
  gatewayAnalyticsSchema,
  gatewayCreateSchema,
  gatewayDetailSchema,
  gatewayListSchema,
  gatewaySchema,
  gatewayUpdateSchema,
  idParamSchema,
} from '@routelab/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idOf } from '../../http/parse.js';
import { bodyOf, paramsOf, queryOf } from '../../http/route-validation.js';
import { requireUser } from '../auth/authenticate.js';
import type { GatewaysService } from './service.js';
import { toGateway } from './to-api.js';

/** Spec section 7: the gateway calls (SMSC connections of the signed-in user). */
export function registerGatewayRoutes(server: FastifyInstance, gateways: GatewaysService): void {
  const app = server.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/gateway/list/',
    { config: { permission: 'manage_smsc' }, schema: { response: { 200: gatewayListSchema } } },
    async (request) => gateways.list(requireUser(request).user.id),
  );

  app.get(
    '/api/gateway/:id/',
    {
      config: { permission: 'manage_smsc' },
      schema: { params: idParamSchema, response: { 200: gatewayDetailSchema } },
    },
    async (request) => gateways.detail(requireUser(request).user.id, paramsOf(request).id),
  );

  app.get(
    '/api/gateway/:id/analytics/',
    {
      config: { permission: 'manage_smsc' },
      schema: {
        params: idParamSchema,
        querystring: gatewayAnalyticsQuerySchema,
        response: { 200: gatewayAnalyticsSchema },
      },
    },
    async (request) => {
      const { user } = requireUser(request);
      // Another user's gateway is "not found", whatever the period says.
      const gateway = await gateways.get(user.id, idOf(request.params));
      return gateways.analytics(gateway.id, queryOf(request).period);
    },
  );

  app.post(
    '/api/gateway/create/',
    {
      config: { permission: 'manage_smsc' },
      schema: { body: gatewayCreateSchema, response: { 201: gatewaySchema } },
    },
    async (request, reply) => {
      const { user } = requireUser(request);
      const row = await gateways.create(user.id, bodyOf(request));
      return reply.status(201).send(toGateway(row));
    },
  );

  app.put(
    '/api/gateway/update/',
    {
      config: { permission: 'manage_smsc' },
      schema: { body: gatewayUpdateSchema, response: { 200: gatewaySchema } },
    },
    async (request) => {
      const { user } = requireUser(request);
      const body = request.body as Record<string, unknown> | null;
      // An id that names no gateway of this user is "not found", whatever else is wrong.
      if (body && typeof body === 'object' && 'id' in body) {
        await gateways.get(user.id, idOf({ id: body.id }));
      }
      return toGateway(await gateways.update(user.id, bodyOf(request)));
    },
  );

  app.delete(
    '/api/gateway/delete/:id/',
    {
      config: { permission: 'manage_smsc' },
      schema: {
        params: idParamSchema,
        response: { 204: z.undefined().describe('Deleted; no body.') },
      },
    },
    async (request, reply) => {
      const { user } = requireUser(request);
      await gateways.delete(user.id, paramsOf(request).id);
      return reply.status(204).send();
    },
  );
}
