import {
  bigIdParamSchema,
  esmeMessageDetailSchema,
  esmeMessageSchema,
  esmeMoCreateSchema,
  esmeReportCreateSchema,
  messageListQuerySchema,
  moResultSchema,
  pagedSchema,
  pduLogListSchema,
  reportResultSchema,
} from '@routelab/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { bodyOf, paramsOf, queryOf } from '../../http/route-validation.js';
import { requireUser } from '../auth/authenticate.js';
import type { MoSender } from './mo-sender.js';
import type { EsmeMessagesService } from './service.js';

/** Received SMS (spec: message-esme calls), delivery reports and MO to an account's session. */
export function registerEsmeMessageRoutes(
  server: FastifyInstance,
  messages: EsmeMessagesService,
  mo: MoSender,
): void {
  const app = server.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/message/esme/list/',
    {
      config: { permission: 'read_received_sms' },
      schema: {
        querystring: messageListQuerySchema,
        response: { 200: pagedSchema(esmeMessageSchema) },
      },
    },
    async (request) => {
      const { user } = requireUser(request);
      return messages.list(user.id, queryOf(request));
    },
  );

  app.post(
    '/api/message/esme/create/',
    {
      config: { permission: 'send_dlr' },
      schema: { body: esmeReportCreateSchema, response: { 201: reportResultSchema } },
    },
    async (request, reply) => {
      const { user } = requireUser(request);
      return reply.status(201).send(await messages.createReport(user.id, bodyOf(request)));
    },
  );

  app.post(
    '/api/message/esme/mo/',
    {
      config: { permission: 'send_dlr' },
      schema: { body: esmeMoCreateSchema, response: { 201: moResultSchema } },
    },
    async (request, reply) => {
      const { user } = requireUser(request);
      return reply.status(201).send(await mo.send(user.id, bodyOf(request)));
    },
  );

  // Received messages are the one message table keyed by bigint.
  app.get(
    '/api/message/esme/:id/',
    {
      config: { permission: 'read_received_sms' },
      schema: { params: bigIdParamSchema, response: { 200: esmeMessageDetailSchema } },
    },
    async (request) => {
      const { user } = requireUser(request);
      return messages.detail(user.id, paramsOf(request).id);
    },
  );

  app.get(
    '/api/message/esme/:id/pdus/',
    {
      config: { permission: 'read_received_sms' },
      schema: { params: bigIdParamSchema, response: { 200: pduLogListSchema } },
    },
    async (request) => {
      const { user } = requireUser(request);
      return messages.pdus(user.id, paramsOf(request).id);
    },
  );
}
