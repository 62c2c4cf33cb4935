import { Readable } from 'node:stream';
import { logDownloadQuerySchema, logListQuerySchema, type LogSide } from '@routelab/shared';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../http/errors.js';
import { idOf, parseQuery } from '../../http/parse.js';
import { requireUser } from '../auth/authenticate.js';
import { DOWNLOAD_TYPES, encodeDownload } from './download-formats.js';
import { toCriteria } from './filter.js';
import type { PduLogWriter } from './pdu-log-writer.js';
import type { PduLogRepository } from './repository.js';
import { toPduLog } from './to-api.js';

/**
 * GET /api/log/{side}/list/, /api/log/{side}/{id}/ and /api/log/{side}/download/ for one side
 * ('smsc': gateway sessions, filter `gateway`; 'esme': account sessions, filter `client`).
 * Each user sees only the PDUs of their own connections.
 */
export function registerPduLogRoutes(
  app: FastifyInstance,
  repository: PduLogRepository,
  side: LogSide,
): void {
  const base = `/api/log/${side}`;
  const permission = side === 'smsc' ? 'read_smsc_logs' : 'read_esme_logs';

  app.get(`${base}/list/`, { config: { permission } }, async (request) => {
    const { user } = requireUser(request);
    const query = parseQuery(logListQuerySchema, request.query);
    const criteria = toCriteria(query, side, user.id);
    const { count, rows } = await repository.list(
      criteria,
      (query.page - 1) * query.page_size,
      query.page_size,
    );
    return { count, results: rows.map((row) => toPduLog(row, false)) };
  });

  app.get(`${base}/download/`, { config: { permission } }, async (request, reply) => {
    const { user } = requireUser(request);
    const query = parseQuery(logDownloadQuerySchema, request.query);
    const criteria = toCriteria(query, side, user.id);
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const body = Readable.from(encodeDownload(repository.stream(criteria), query.format, side));
    return reply
      .type(DOWNLOAD_TYPES[query.format])
      .header('content-disposition', `attachment; filename="${side}-pdus-${stamp}.${query.format}"`)
      .header('cache-control', 'no-store')
      .send(body);
  });

  app.get(`${base}/:id/`, { config: { permission } }, async (request) => {
    const { user } = requireUser(request);
    // PDU log rows are keyed by bigint.
    const id = idOf(request.params, Number.MAX_SAFE_INTEGER);
    const row = await repository.findById({ userId: user.id, side }, id);
    if (!row) throw notFound();
    return toPduLog(row, true);
  });
}

/**
 * GET /api/log/backlog/: PDUs waiting for the database, and whether the SMPP sessions are paused
 * until the log catches up (a state of the whole server; the `log.backlog` event tells changes).
 */
export function registerPduLogBacklogRoute(app: FastifyInstance, writer: PduLogWriter): void {
  app.get('/api/log/backlog/', async (request) => {
    requireUser(request);
    return writer.backlog;
  });
}
