import {
  esmeMoCreateSchema,
  esmeReportCreateSchema,
  idParamSchema,
  messageListQuerySchema,
} from '@routelab/shared';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../http/errors.js';
import { parseBody, parseQuery } from '../../http/parse.js';
import { requireUser } from '../auth/authenticate.js';
import type { MoSender } from './mo-sender.js';
import type { EsmeMessagesService } from './service.js';

/** Received SMS (spec: message-esme calls), delivery reports and MO to an account's session. */
export function registerEsmeMessageRoutes(
  app: FastifyInstance,
  messages: EsmeMessagesService,
  mo: MoSender,
): void {
  app.get('/api/message/esme/list/', async (request) => {
    const { user } = requireUser(request);
    return messages.list(user.id, parseQuery(messageListQuerySchema, request.query));
  });

  app.post('/api/message/esme/create/', async (request, reply) => {
    const { user } = requireUser(request);
    const body = parseBody(esmeReportCreateSchema, request.body);
    return reply.status(201).send(await messages.createReport(user.id, body));
  });

  app.post('/api/message/esme/mo/', async (request, reply) => {
    const { user } = requireUser(request);
    const body = parseBody(esmeMoCreateSchema, request.body);
    return reply.status(201).send(await mo.send(user.id, body));
  });

  app.get('/api/message/esme/:id/', async (request) => {
    const { user } = requireUser(request);
    const params = idParamSchema.safeParse(request.params);
    if (!params.success || !Number.isSafeInteger(params.data.id)) throw notFound();
    return messages.detail(user.id, params.data.id);
  });
}
