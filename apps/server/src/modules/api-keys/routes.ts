import {
  apiKeyCreateSchema,
  apiKeyListSchema,
  apiKeySchema,
  apiKeyUpdateSchema,
  createdApiKeySchema,
  idParamSchema,
} from '@routelab/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bodyOf, paramsOf } from '../../http/route-validation.js';
import { requireSession } from '../auth/authenticate.js';
import type { ApiKeys } from './service.js';

/**
 * Spec section 7: the API key calls. Console sessions only (no `permission`): a key cannot make,
 * change or revoke keys. The key itself is answered by create alone.
 */
export function registerApiKeyRoutes(server: FastifyInstance, apiKeys: ApiKeys): void {
  const app = server.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/api/user/api-key/create/',
    {
      schema: {
        description: 'The answer holds the whole key (`key`) this once; it is never shown again.',
        body: apiKeyCreateSchema,
        response: { 201: createdApiKeySchema },
      },
    },
    async (request, reply) => {
      const { user } = requireSession(request);
      return reply.status(201).send(await apiKeys.create(user.id, bodyOf(request)));
    },
  );

  app.get(
    '/api/user/api-key/list/',
    { schema: { response: { 200: apiKeyListSchema } } },
    async (request) => ({ results: await apiKeys.list(requireSession(request).user.id) }),
  );

  app.put(
    '/api/user/api-key/:id/',
    {
      schema: { params: idParamSchema, body: apiKeyUpdateSchema, response: { 200: apiKeySchema } },
    },
    async (request) => {
      const { user } = requireSession(request);
      return apiKeys.update(user.id, paramsOf(request).id, bodyOf(request));
    },
  );

  app.delete(
    '/api/user/api-key/:id/',
    {
      schema: {
        params: idParamSchema,
        response: { 204: z.undefined().describe('Revoked; the key stops working at once.') },
      },
    },
    async (request, reply) => {
      const { user } = requireSession(request);
      await apiKeys.delete(user.id, paramsOf(request).id);
      return reply.status(204).send();
    },
  );
}
