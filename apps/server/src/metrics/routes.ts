import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../http/errors.js';
import type { Metrics } from './metrics.js';

export const METRICS_PATH = '/metrics';

export const metricsMessages = {
  token: 'Metrics need the bearer token METRICS_TOKEN.',
} as const;

/** Compares in constant time, so the answer's timing tells nothing of the token. */
function tokenMatches(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * GET /metrics: Prometheus text format. Outside /api (no session, no key); with METRICS_TOKEN
 * set, `Authorization: Bearer <token>` is required (401 otherwise).
 */
export function registerMetricsRoute(
  app: FastifyInstance,
  metrics: Metrics,
  token: string | null,
): void {
  app.get(METRICS_PATH, { schema: { hide: true } }, async (request, reply) => {
    if (token !== null) {
      const given = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '')?.[1] ?? '';
      if (!tokenMatches(given, token)) {
        reply.header('www-authenticate', 'Bearer realm="metrics"');
        throw new HttpError(401, { detail: metricsMessages.token });
      }
    }
    return reply.type(metrics.contentType).send(await metrics.text());
  });
}
