import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';

export function registerHealthRoutes(app: FastifyInstance, db: Db): void {
  app.get('/api/health/', { config: { permission: 'none' } }, async (request, reply) => {
    try {
      await sql`select 1`.execute(db);
      return { status: 'ok', database: 'ok' };
    } catch (error) {
      request.log.error({ err: error }, 'health check: database unreachable');
      return reply.status(503).send({ status: 'error', database: 'error' });
    }
  });
}
