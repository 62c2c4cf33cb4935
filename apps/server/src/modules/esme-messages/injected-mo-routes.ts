import { idParamSchema, injectedMoListQuerySchema, injectedMoListSchema } from '@routelab/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { paramsOf, queryOf } from '../../http/route-validation.js';
import { requireUser } from '../auth/authenticate.js';
import type { InjectedMos } from './injected-mos.js';

/** GET /api/client/{id}/mo/: the MO messages sent to one account, newest first, paged. */
export function registerInjectedMoRoutes(server: FastifyInstance, list: InjectedMos): void {
  const app = server.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/client/:id/mo/',
    {
      // Read back from the account's PDU log.
      config: { permission: 'read_esme_logs' },
      schema: {
        params: idParamSchema,
        querystring: injectedMoListQuerySchema,
        response: { 200: injectedMoListSchema },
      },
    },
    async (request) => {
      const { user } = requireUser(request);
      return list.list(user.id, paramsOf(request).id, queryOf(request));
    },
  );
}
