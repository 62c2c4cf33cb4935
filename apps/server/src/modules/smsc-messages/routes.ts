import {
  codedErrorSchema,
  idParamSchema,
  loadTestProgressSchema,
  messageCreateResultSchema,
  messageDetailSchema,
  messageListQuerySchema,
  messageSchema,
  pagedSchema,
  pduLogListSchema,
  smscMessageCreateSchema,
  smscPreviewSchema,
  uuidParamSchema,
} from '@routelab/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { bodyOf, paramsOf, queryOf } from '../../http/route-validation.js';
import { requireUser } from '../auth/authenticate.js';
import type { SmscMessagesService } from './service.js';

/** Spec section 7: the message-smsc calls (messages sent through the user's gateways). */
export function registerSmscMessageRoutes(
  server: FastifyInstance,
  messages: SmscMessagesService,
): void {
  const app = server.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/api/message/smsc/create/',
    {
      config: { permission: 'send_sms' },
      schema: {
        body: smscMessageCreateSchema,
        response: {
          201: messageCreateResultSchema,
          // The balance does not cover the charge: code insufficient_balance, nothing stored.
          402: codedErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const { user } = requireUser(request);
      return reply.status(201).send(await messages.create(user.id, bodyOf(request)));
    },
  );

  app.post(
    '/api/message/smsc/preview/',
    {
      config: { permission: 'send_sms' },
      schema: { body: smscMessageCreateSchema, response: { 200: smscPreviewSchema } },
    },
    async (request) => {
      const { user } = requireUser(request);
      return messages.preview(user.id, bodyOf(request));
    },
  );

  app.get(
    '/api/message/smsc/list/',
    {
      config: { permission: 'read_sent_sms' },
      schema: {
        querystring: messageListQuerySchema,
        response: { 200: pagedSchema(messageSchema) },
      },
    },
    async (request) => {
      const { user } = requireUser(request);
      return messages.list(user.id, queryOf(request));
    },
  );

  const loadTest = {
    schema: { params: uuidParamSchema, response: { 200: loadTestProgressSchema } },
  };
  app.get('/api/message/smsc/load-test/:id/', loadTest, async (request) => {
    const { user } = requireUser(request);
    return messages.loadTest(user.id, paramsOf(request).id);
  });

  app.post('/api/message/smsc/load-test/:id/stop/', loadTest, async (request) => {
    const { user } = requireUser(request);
    return messages.stopLoadTest(user.id, paramsOf(request).id);
  });

  app.get(
    '/api/message/smsc/:id/',
    {
      config: { permission: 'read_sent_sms' },
      schema: { params: idParamSchema, response: { 200: messageDetailSchema } },
    },
    async (request) => {
      const { user } = requireUser(request);
      return messages.detail(user.id, paramsOf(request).id);
    },
  );

  app.get(
    '/api/message/smsc/:id/pdus/',
    {
      config: { permission: 'read_sent_sms' },
      schema: { params: idParamSchema, response: { 200: pduLogListSchema } },
    },
    async (request) => {
      const { user } = requireUser(request);
      return messages.pdus(user.id, paramsOf(request).id);
    },
  );
}
