import { adminUserQuerySchema, adminUserUpdateSchema } from '@routelab/shared';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { notFound } from '../../http/errors.js';
import { parseBody, parseQuery } from '../../http/parse.js';
import { requireAbility } from '../auth/authenticate.js';

const idParamSchema = z.object({
  id: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 31 - 1),
});

/** The console's /admin/users page; admins only (manage all). */
export function registerAdminUserRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/admin/users/', async (request) => {
    requireAbility(request, 'manage', 'all');
    return ctx.adminUsers.list(parseQuery(adminUserQuerySchema, request.query));
  });

  app.put('/api/admin/users/:id/', async (request) => {
    requireAbility(request, 'manage', 'all');
    const params = idParamSchema.safeParse(request.params);
    if (!params.success) throw notFound();
    return ctx.adminUsers.update(params.data.id, parseBody(adminUserUpdateSchema, request.body));
  });
}
