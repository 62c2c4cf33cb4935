import {
  esmeMoCreateSchema,
  esmeReportCreateSchema,
  messageListQuerySchema,
} from '@routelab/shared';
import type { FastifyInstance } from 'fastify';
import { idOf, parseBody, parseQuery } from '../../http/parse.js';
import { requireUser } from '../auth/authenticate.js';
import type { MoSender } from './mo-sender.js';
import type { EsmeMessagesService } from './service.js';

/** Received SMS (spec: message-esme calls), delivery reports and MO to an account's session. */
export function registerEsmeMessageRoutes(
  app: FastifyInstance,
  messages: EsmeMessagesService,
  mo: MoSender,
): void {
  app.get(
    '/api/message/esme/list/',
    { config: { permission: 'read_received_sms' } },
    async (request) => {
      const { user } = requireUser(request);
      return messages.list(user.id, parseQuery(messageListQuerySchema, request.query));
    },
  );

  app.post(
    '/api/message/esme/create/',
    { config: { permission: 'send_dlr' } },
    async (request, reply) => {
      const { user } = requireUser(request);
      const body = parseBody(esmeReportCreateSchema, request.body);
      return reply.status(201).send(await messages.createReport(user.id, body));
    },
  );

  app.post(
    '/api/message/esme/mo/',
    { config: { permission: 'send_dlr' } },
    async (request, reply) => {
      const { user } = requireUser(request);
      const body = parseBody(esmeMoCreateSchema, request.body);
      return reply.status(201).send(await mo.send(user.id, body));
    },
  );

  app.get(
    '/api/message/esme/:id/',
    { config: { permission: 'read_received_sms' } },
    async (request) => {
      const { user } = requireUser(request);
      return messages.detail(user.id, messageId(request.params));
    },
  );

  app.get(
    '/api/message/esme/:id/pdus/',
    { config: { permission: 'read_received_sms' } },
    async (request) => {
      const { user } = requireUser(request);
      return messages.pdus(user.id, messageId(request.params));
    },
  );
}

/** Received messages are the one table keyed by bigint. */
const messageId = (params: unknown) => idOf(params, Number.MAX_SAFE_INTEGER);
