import { gatewayPriceListSchema, idParamSchema } from '@routelab/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idOf } from '../../http/parse.js';
import { bodyOf, paramsOf } from '../../http/route-validation.js';
import { requireUser } from '../auth/authenticate.js';
import type { GatewayPriceLists } from './prices-service.js';

const CSV_TYPE = 'text/csv; charset=utf-8';
/** Price lists serve routing, so they share its permission. */
const PERMISSION = { permission: 'manage_esme' } as const;

/** A gateway's price list per destination prefix, which least-cost routes choose by. */
export function registerPriceListRoutes(server: FastifyInstance, lists: GatewayPriceLists): void {
  const app = server.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/gateway/:id/prices/',
    {
      config: PERMISSION,
      schema: {
        description:
          "The gateway's price per destination prefix, in micro-dollars per segment (least-cost routes take the longest prefix of a destination).",
        params: idParamSchema,
        response: { 200: gatewayPriceListSchema },
      },
    },
    async (request) => {
      const { user } = requireUser(request);
      return lists.get(user.id, paramsOf(request).id);
    },
  );

  app.put(
    '/api/gateway/:id/prices/',
    {
      config: PERMISSION,
      schema: {
        description: "Replaces the gateway's whole price list (an empty list removes it).",
        params: idParamSchema,
        body: gatewayPriceListSchema,
        response: { 200: gatewayPriceListSchema },
      },
    },
    async (request) => {
      const { user } = requireUser(request);
      // Another user's gateway is "not found", whatever the body holds.
      const id = idOf(request.params);
      await lists.assertOwn(user.id, id);
      return lists.replace(user.id, id, bodyOf(request).prices);
    },
  );

  app.get(
    '/api/gateway/:id/prices/export/',
    {
      config: PERMISSION,
      schema: {
        description: 'The price list as a CSV attachment: `prefix,price_usd`, sorted by prefix.',
        params: idParamSchema,
        response: {
          200: {
            description: 'The price list as CSV.',
            content: { [CSV_TYPE]: { schema: z.string() } },
          },
        },
      },
    },
    async (request, reply) => {
      const { user } = requireUser(request);
      const { id } = paramsOf(request);
      const csv = await lists.csv(user.id, id);
      return reply
        .type(CSV_TYPE)
        .header('content-disposition', `attachment; filename="gateway-${id}-prices.csv"`)
        .send(csv);
    },
  );
}
