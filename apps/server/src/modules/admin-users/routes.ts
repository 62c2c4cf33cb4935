import { adminUserQuerySchema, adminUserUpdateSchema } from '@routelab/shared';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { idOf, parseBody, parseQuery } from '../../http/parse.js';
import { requireAbility } from '../auth/authenticate.js';

/** The console's /admin/users page; admins only (manage all). */
export function registerAdminUserRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/admin/users/', async (request) => {
    requireAbility(request, 'manage', 'all');
    return ctx.adminUsers.list(parseQuery(adminUserQuerySchema, request.query));
  });

  app.put('/api/admin/users/:id/', async (request) => {
    requireAbility(request, 'manage', 'all');
    return ctx.adminUsers.update(
      idOf(request.params),
      parseBody(adminUserUpdateSchema, request.body),
    );
  });
}
