import { Readable } from 'node:stream';
import {
  loadTestHeadlineSchema,
  loadTestSummarySchema,
  pageQuerySchema,
  pagedSchema,
  uuidParamSchema,
} from '@routelab/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { paramsOf, queryOf } from '../../http/route-validation.js';
import { streamFile } from '../../http/stream-file.js';
import { requireUser } from '../auth/authenticate.js';
import { CSV_TYPE } from '../billing/ledger-csv.js';
import type { LoadTestReports } from './load-test-reports.js';

/** Issue 36: what lasts of load tests — the list of past ones, each one's summary and export. */
export function registerLoadTestRoutes(server: FastifyInstance, reports: LoadTestReports): void {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const config = { permission: 'read_sent_sms' } as const;

  app.get(
    '/api/message/smsc/load-test/list/',
    {
      config,
      schema: {
        querystring: pageQuerySchema,
        response: { 200: pagedSchema(loadTestHeadlineSchema) },
      },
    },
    async (request) => {
      const { user } = requireUser(request);
      return reports.list(user.id, queryOf(request));
    },
  );

  app.get(
    '/api/message/smsc/load-test/:id/summary/',
    { config, schema: { params: uuidParamSchema, response: { 200: loadTestSummarySchema } } },
    async (request) => {
      const { user } = requireUser(request);
      return reports.summary(user.id, paramsOf(request).id);
    },
  );

  const exportSchema = {
    params: uuidParamSchema,
    response: {
      200: {
        description: "The test's parts, one row each in part order, as a CSV attachment.",
        content: { [CSV_TYPE]: { schema: z.string() } },
      },
    },
  };
  app.get(
    '/api/message/smsc/load-test/:id/export/',
    { config, schema: exportSchema },
    async (request, reply) => {
      const { user } = requireUser(request);
      const { id } = paramsOf(request);
      const body = Readable.from(await reports.csv(user.id, id));
      return streamFile(
        reply
          .type(CSV_TYPE)
          .header('content-disposition', `attachment; filename="load-test-${id}.csv"`)
          .header('cache-control', 'no-store'),
        body,
      );
    },
  );
}
