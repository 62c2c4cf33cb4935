import { healthSchema } from '@routelab/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';

export function registerHealthRoutes(server: FastifyInstance, db: Db): void {
  const app = server.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/health/',
    {
      config: { permission: 'none' },
      schema: {
        security: [],
        response: {
          200: healthSchema,
          503: healthSchema.meta({ examples: [{ status: 'error', database: 'error' }] }),
        },
      },
    },
    async (request, reply) => {
      try {
        await sql`select 1`.execute(db);
        return { status: 'ok' as const, database: 'ok' as const };
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unreachable');
        return reply.status(503).send({ status: 'error', database: 'error' });
      }
    },
  );
}
