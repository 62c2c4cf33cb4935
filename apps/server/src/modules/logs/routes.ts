import { Readable } from 'node:stream';
import {
  idParamSchema,
  logBacklogSchema,
  logDownloadQuerySchema,
  logListQuerySchema,
  pduLogListSchema,
  pduLogSchema,
  type LogSide,
} from '@routelab/shared';
import { partnerIdFor } from '@routelab/smpp';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../http/errors.js';
import { prefetchFirst } from '../../http/prefetch-first.js';
import { paramsOf, queryOf } from '../../http/route-validation.js';
import { streamFile } from '../../http/stream-file.js';
import { requireUser } from '../auth/authenticate.js';
import { DOWNLOAD_TYPES, encodeDownload } from './download-formats.js';
import { toCriteria } from './filter.js';
import type { PduLogWriter } from './pdu-log-writer.js';
import type { PduLogRepository } from './repository.js';
import { toPduLog } from './to-api.js';

/**
 * What each format's file holds as received (the handler streams it as it is encoded); its type
 * follows `format`.
 */
const download = {
  schema: {
    querystring: logDownloadQuerySchema,
    response: {
      200: {
        description: 'The matching PDUs as a CSV, JSON or PCAP attachment.',
        content: {
          [DOWNLOAD_TYPES.csv]: { schema: z.string() },
          [DOWNLOAD_TYPES.json]: { schema: z.array(pduLogSchema) },
          [DOWNLOAD_TYPES.pcap]: { schema: z.string().meta({ format: 'binary' }) },
        },
      },
    },
  },
};

/**
 * GET /api/log/{side}/list/, /api/log/{side}/{id}/ and /api/log/{side}/download/ for one side
 * ('smsc': gateway sessions, filter `gateway`; 'esme': account sessions, filter `client`).
 * Each user sees only the PDUs of their own connections.
 */
export function registerPduLogRoutes(
  server: FastifyInstance,
  repository: PduLogRepository,
  side: LogSide,
): void {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const base = `/api/log/${side}`;
  const permission = side === 'smsc' ? 'read_smsc_logs' : 'read_esme_logs';

  const list = { schema: { querystring: logListQuerySchema, response: { 200: pduLogListSchema } } };
  app.get(`${base}/list/`, { ...list, config: { permission } }, async (request) => {
    const { user } = requireUser(request);
    const query = queryOf(request);
    const criteria = toCriteria(query, side, user.id);
    const { count, rows } = await repository.list(
      criteria,
      (query.page - 1) * query.page_size,
      query.page_size,
    );
    return { count, results: rows.map((row) => toPduLog(row, false)) };
  });

  app.get(`${base}/download/`, { ...download, config: { permission } }, async (request, reply) => {
    const { user } = requireUser(request);
    const query = queryOf(request);
    const criteria = toCriteria(query, side, user.id);
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const rows = await prefetchFirst(repository.stream(criteria));
    const body = Readable.from(encodeDownload(rows, query.format, side));
    return streamFile(
      reply
        .type(DOWNLOAD_TYPES[query.format])
        .header(
          'content-disposition',
          `attachment; filename="${side}-pdus-${stamp}.${query.format}"`,
        )
        .header('cache-control', 'no-store'),
      body,
    );
  });

  // PDU log rows are keyed by `integer` (serial on PostgreSQL), as most tables are.
  const detail = { schema: { params: idParamSchema, response: { 200: pduLogSchema } } };
  app.get(`${base}/:id/`, { ...detail, config: { permission } }, async (request) => {
    const { user } = requireUser(request);
    const { id } = paramsOf(request);
    const row = await repository.findById({ userId: user.id, side }, id);
    if (!row) throw notFound();
    const pdu = toPduLog(row, true);
    // A command that pairs with none (generic_nack, outbind, alert_notification) has no field.
    if (partnerIdFor(pdu.command_id) === undefined) return pdu;
    const partner = await repository.partnerOf(user.id, row);
    return { ...pdu, partner_id: partner?.id ?? null };
  });
}

/**
 * GET /api/log/backlog/: PDUs waiting for the database, and whether the SMPP sessions are paused
 * until the log catches up (a state of the whole server; the `log.backlog` event tells changes).
 */
export function registerPduLogBacklogRoute(server: FastifyInstance, writer: PduLogWriter): void {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const backlog = { schema: { response: { 200: logBacklogSchema } } };
  app.get('/api/log/backlog/', backlog, async (request) => {
    requireUser(request);
    return writer.backlog;
  });
}
