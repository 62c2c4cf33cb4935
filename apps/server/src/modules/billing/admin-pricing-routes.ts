import { pricingUpdateSchema } from '@routelab/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { bodyOf } from '../../http/route-validation.js';
import { requireAbility } from '../auth/authenticate.js';

/**
 * Admin → Pricing: GET and PUT /api/admin/pricing/ (every tier's prices); admins only (manage
 * all). Registered only with billing on (404 otherwise).
 */
export function registerAdminPricingRoutes(server: FastifyInstance, ctx: AppContext): void {
  if (!ctx.billing) return;
  const app = server.withTypeProvider<ZodTypeProvider>();
  const answer = { 200: pricingUpdateSchema };

  app.get('/api/admin/pricing/', { schema: { response: answer } }, async (request) => {
    requireAbility(request, 'manage', 'all');
    return { prices: await ctx.billingService.allPrices() };
  });

  const update = { schema: { body: pricingUpdateSchema, response: answer } };
  app.put('/api/admin/pricing/', update, async (request) => {
    requireAbility(request, 'manage', 'all');
    return { prices: await ctx.billingService.setPrices(bodyOf(request).prices) };
  });
}
