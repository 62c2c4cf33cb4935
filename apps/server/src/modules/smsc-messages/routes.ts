import { messageListQuerySchema, smscMessageCreateSchema } from '@routelab/shared';
import type { FastifyInstance } from 'fastify';
import { idOf, parseBody, parseQuery, uuidOf } from '../../http/parse.js';
import { requireUser } from '../auth/authenticate.js';
import type { SmscMessagesService } from './service.js';

/** Spec section 7: the message-smsc calls (messages sent through the user's gateways). */
export function registerSmscMessageRoutes(
  app: FastifyInstance,
  messages: SmscMessagesService,
): void {
  app.post(
    '/api/message/smsc/create/',
    { config: { permission: 'send_sms' } },
    async (request, reply) => {
      const { user } = requireUser(request);
      const body = parseBody(smscMessageCreateSchema, request.body);
      return reply.status(201).send(await messages.create(user.id, body));
    },
  );

  app.get(
    '/api/message/smsc/list/',
    { config: { permission: 'read_sent_sms' } },
    async (request) => {
      const { user } = requireUser(request);
      return messages.list(user.id, parseQuery(messageListQuerySchema, request.query));
    },
  );

  app.get('/api/message/smsc/load-test/:id/', async (request) => {
    const { user } = requireUser(request);
    return messages.loadTest(user.id, uuidOf(request.params));
  });

  app.post('/api/message/smsc/load-test/:id/stop/', async (request) => {
    const { user } = requireUser(request);
    return messages.stopLoadTest(user.id, uuidOf(request.params));
  });

  app.get(
    '/api/message/smsc/:id/',
    { config: { permission: 'read_sent_sms' } },
    async (request) => {
      const { user } = requireUser(request);
      return messages.detail(user.id, idOf(request.params));
    },
  );

  app.get(
    '/api/message/smsc/:id/pdus/',
    { config: { permission: 'read_sent_sms' } },
    async (request) => {
      const { user } = requireUser(request);
      return messages.pdus(user.id, idOf(request.params));
    },
  );
}
