import {
  idParamSchema,
  webhookCreateSchema,
  webhookDeliveryPageSchema,
  webhookDeliveryQuerySchema,
  webhookDeliverySchema,
  webhookListQuerySchema,
  webhookListSchema,
  webhookSchema,
  webhookUpdateSchema,
  webhookWithSecretSchema,
} from '@routelab/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../http/errors.js';
import { idOf } from '../../http/parse.js';
import { bodyOf, queryOf } from '../../http/route-validation.js';
import { missingPermissionMessage } from '../../http/scopes/api-key-messages.js';
import { requireUser } from '../auth/authenticate.js';
import { hasPermission, type Principal } from '../auth/principal.js';
import { NotFoundError } from '../../errors/domain-errors.js';
import { ownerKindOf, type WebhookOwnerKind, type WebhooksService } from './service.js';
import { webhookToApi } from './to-api.js';

/** What an API key needs for a webhook: its account's or its gateway's management. */
const PERMISSION_OF = { client: 'manage_esme', gateway: 'manage_smsc' } as const;

const mayManage = (principal: Principal, kind: WebhookOwnerKind): boolean =>
  hasPermission(principal, PERMISSION_OF[kind]);

/** 403 naming the permission, as the API-key scope answers (decided per webhook here). */
function assertMayManage(principal: Principal, kind: WebhookOwnerKind): void {
  if (mayManage(principal, kind)) return;
  const permission = PERMISSION_OF[kind];
  throw new HttpError(403, {
    detail: missingPermissionMessage(permission),
    code: 'missing_permission',
  });
}

/**
 * Webhooks of ESME accounts and gateways. Open to sessions and to keys with manage_esme (an
 * account's webhooks) or manage_smsc (a gateway's): which one depends on the webhook, so the
 * routes say 'none' and check here, after ownership (another user's webhook is 404 to anyone).
 */
export function registerWebhookRoutes(server: FastifyInstance, webhooks: WebhooksService): void {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const byKey = { permission: 'none' } as const;
  const described = (text: string) => ({
    description: `${text} API keys need manage_esme for an ESME account's webhooks, manage_smsc for a gateway's.`,
  });

  /** The user's webhook named by the path, which the caller may manage. */
  const webhookOf = async (principal: Principal, params: unknown) => {
    const row = await webhooks.get(principal.user.id, idOf(params));
    assertMayManage(principal, ownerKindOf(row));
    return row;
  };

  app.get(
    '/api/webhook/list/',
    {
      config: byKey,
      schema: {
        ...described('The webhooks of an ESME account (?client=) or a gateway (?gateway=).'),
        querystring: webhookListQuerySchema,
        response: { 200: webhookListSchema },
      },
    },
    async (request) => {
      const principal = requireUser(request);
      const owner = queryOf(request);
      if (owner.client !== undefined || owner.gateway !== undefined) {
        await webhooks.assertOwner(principal.user.id, {
          client_id: owner.client,
          gateway_id: owner.gateway,
        });
        assertMayManage(principal, owner.client === undefined ? 'gateway' : 'client');
      }
      const rows = await webhooks.list(principal.user.id, owner);
      return {
        results: rows.filter((row) => mayManage(principal, ownerKindOf(row))).map(webhookToApi),
      };
    },
  );

  app.post(
    '/api/webhook/create/',
    {
      config: byKey,
      schema: {
        ...described('Adds a webhook; the answer holds its secret, shown this once.'),
        body: webhookCreateSchema,
        response: { 201: webhookWithSecretSchema },
      },
    },
    async (request, reply) => {
      const principal = requireUser(request);
      const body = bodyOf(request);
      const created = await webhooks.create(principal.user.id, body, (kind) =>
        assertMayManage(principal, kind),
      );
      return reply.status(201).send(created);
    },
  );

  app.put(
    '/api/webhook/:id/',
    {
      config: byKey,
      schema: {
        ...described('Changes a webhook (the secret only when given; then it is answered).'),
        params: idParamSchema,
        body: webhookUpdateSchema,
        // With the secret first: zod takes the first schema that parses, and the plain webhook's
        // would drop the new secret.
        response: { 200: webhookWithSecretSchema.or(webhookSchema) },
      },
    },
    async (request) => {
      const principal = requireUser(request);
      const row = await webhookOf(principal, request.params);
      const body = bodyOf(request);
      if (body.id !== row.id) throw new NotFoundError();
      return webhooks.update(row, body);
    },
  );

  app.delete(
    '/api/webhook/:id/',
    {
      config: byKey,
      schema: {
        ...described('Deletes a webhook and its delivery log.'),
        params: idParamSchema,
        response: { 204: z.undefined().describe('Deleted; no body.') },
      },
    },
    async (request, reply) => {
      const row = await webhookOf(requireUser(request), request.params);
      await webhooks.delete(row);
      return reply.status(204).send();
    },
  );

  app.get(
    '/api/webhook/:id/deliveries/',
    {
      config: byKey,
      schema: {
        ...described("A webhook's delivery log, newest first."),
        params: idParamSchema,
        querystring: webhookDeliveryQuerySchema,
        response: { 200: webhookDeliveryPageSchema },
      },
    },
    async (request) => {
      const row = await webhookOf(requireUser(request), request.params);
      return webhooks.deliveries(row, queryOf(request));
    },
  );

  app.post(
    '/api/webhook/:id/test/',
    {
      config: byKey,
      schema: {
        ...described('Sends a webhook.test event now; the log shows how it went.'),
        params: idParamSchema,
        response: { 202: webhookDeliverySchema },
      },
    },
    async (request, reply) => {
      const row = await webhookOf(requireUser(request), request.params);
      return reply.status(202).send(await webhooks.test(row));
    },
  );

  app.post(
    '/api/webhook/delivery/:id/redeliver/',
    {
      config: byKey,
      schema: {
        ...described('Sends a delivery again now, as a new delivery with the same event id.'),
        params: idParamSchema,
        response: { 202: webhookDeliverySchema },
      },
    },
    async (request, reply) => {
      const principal = requireUser(request);
      const { delivery, webhook } = await webhooks.findDelivery(
        principal.user.id,
        idOf(request.params),
      );
      assertMayManage(principal, ownerKindOf(webhook));
      return reply.status(202).send(await webhooks.redeliver(webhook, delivery));
    },
  );
}
