import {
  adminUserQuerySchema,
  adminUserSchema,
  adminUserUpdateSchema,
  balanceAdjustmentSchema,
  idParamSchema,
  pagedSchema,
} from '@routelab/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { bodyOf, paramsOf, queryOf } from '../../http/route-validation.js';
import { requireAbility } from '../auth/authenticate.js';

/** The console's /admin/users page; admins only (manage all). Balances only with billing on. */
export function registerAdminUserRoutes(server: FastifyInstance, ctx: AppContext): void {
  const app = server.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/admin/users/',
    {
      schema: {
        querystring: adminUserQuerySchema,
        response: { 200: pagedSchema(adminUserSchema) },
      },
    },
    async (request) => {
      requireAbility(request, 'manage', 'all');
      return ctx.adminUsers.list(queryOf(request));
    },
  );

  app.put(
    '/api/admin/users/:id/',
    {
      schema: {
        params: idParamSchema,
        body: adminUserUpdateSchema,
        response: { 200: adminUserSchema },
      },
    },
    async (request) => {
      requireAbility(request, 'manage', 'all');
      return ctx.adminUsers.update(paramsOf(request).id, bodyOf(request));
    },
  );

  if (!ctx.billing) return;
  const adjust = {
    schema: {
      params: idParamSchema,
      body: balanceAdjustmentSchema,
      response: { 200: adminUserSchema },
    },
  };
  app.post('/api/admin/users/:id/balance/', adjust, async (request) => {
    const admin = requireAbility(request, 'manage', 'all');
    return ctx.adminUsers.adjustBalance(paramsOf(request).id, admin.user.id, bodyOf(request));
  });
}
