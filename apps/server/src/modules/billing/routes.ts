import { Readable } from 'node:stream';
import {
  ledgerEntrySchema,
  ledgerQuerySchema,
  pagedSchema,
  pricesResponseSchema,
} from '@routelab/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { queryOf } from '../../http/route-validation.js';
import { streamFile } from '../../http/stream-file.js';
import { requireUser } from '../auth/authenticate.js';
import { CSV_TYPE } from './ledger-csv.js';

const downloadQuerySchema = ledgerQuerySchema.pick({ kind: true });

/**
 * The signed-in user's balance history (GET /api/billing/ledger/, …/download/ as CSV) and prices
 * (GET /api/billing/prices/). Session-only: no API key permission covers money. Registered only
 * with billing on, so with BILLING=off these paths answer 404 like any unknown path.
 */
export function registerBillingRoutes(server: FastifyInstance, ctx: AppContext): void {
  if (!ctx.billing) return;
  const app = server.withTypeProvider<ZodTypeProvider>();

  const ledger = {
    schema: { querystring: ledgerQuerySchema, response: { 200: pagedSchema(ledgerEntrySchema) } },
  };
  app.get('/api/billing/ledger/', ledger, async (request) => {
    const { user } = requireUser(request);
    const query = queryOf(request);
    return ctx.billingService.ledger({ userId: user.id, kind: query.kind }, query);
  });

  const download = {
    schema: {
      querystring: downloadQuerySchema,
      response: {
        200: {
          description: 'The balance history, newest first, as a CSV attachment.',
          content: { [CSV_TYPE]: { schema: z.string() } },
        },
      },
    },
  };
  app.get('/api/billing/ledger/download/', download, async (request, reply) => {
    const { user } = requireUser(request);
    const { kind } = queryOf(request);
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const body = Readable.from(ctx.billingService.ledgerCsv({ userId: user.id, kind }));
    return streamFile(
      reply
        .type(CSV_TYPE)
        .header('content-disposition', `attachment; filename="balance-history-${stamp}.csv"`)
        .header('cache-control', 'no-store'),
      body,
    );
  });

  const prices = { schema: { response: { 200: pricesResponseSchema } } };
  app.get('/api/billing/prices/', prices, async (request) => {
    const { user } = requireUser(request);
    return ctx.billingService.prices(user.tier);
  });
}
