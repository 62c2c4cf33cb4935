import {
  dedicatedSmppCancelledSchema,
  dedicatedSmppCreateSchema,
  dedicatedSmppPreviewSchema,
  dedicatedSmppSchema,
  dedicatedSmppUpdateSchema,
  idParamSchema,
} from '@routelab/shared';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bodyOf, paramsOf, queryOf } from '../../http/route-validation.js';
import { headerLanguage } from '../../i18n/language.js';
import { requireSession } from '../auth/authenticate.js';
import type { DedicatedSmppService } from './service.js';

const previewQuerySchema = z.object({
  preview: z
    .enum(['1', '0', 'true', 'false'], { error: 'Preview must be 1 or 0' })
    .optional()
    .transform((value) => value === '1' || value === 'true'),
});

/** A preview answers 200 with its text; the change itself answers `status` with the result. */
const answer = (reply: FastifyReply, status: number, result: object) =>
  reply.status('preview' in result && Object.keys(result).length === 1 ? 200 : status).send(result);

/**
 * Spec section 7 and issue 24: the dedicated SMPP subscription of the signed-in user. Console
 * sessions only: it spends the balance. Each change previews with `preview` first.
 */
export function registerDedicatedSmppRoutes(
  server: FastifyInstance,
  service: DedicatedSmppService,
): void {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const path = '/api/subscription/smpp/';

  app.get(
    path,
    {
      schema: {
        description:
          'The subscription, or `null` when the user has none (a console page reads it at every ' +
          'visit: no subscription is not an error).',
        response: { 200: dedicatedSmppSchema.nullable() },
      },
    },
    async (request) => service.get(requireSession(request).user.id),
  );

  app.post(
    path,
    {
      schema: {
        description:
          'With `preview: true` only the text of what subscribing would charge. Otherwise ' +
          'charges the first 30 days (402 when the balance does not cover them; 409 when a ' +
          'subscription exists) and opens the listener.',
        body: dedicatedSmppCreateSchema,
        response: { 200: dedicatedSmppPreviewSchema, 201: dedicatedSmppSchema },
      },
    },
    async (request, reply) => {
      const { user } = requireSession(request);
      return answer(
        reply,
        201,
        await service.create(user.id, bodyOf(request), headerLanguage(request)),
      );
    },
  );

  app.put(
    path,
    {
      schema: {
        description:
          'Changes the addresses: added ones are charged pro rata for the rest of the period, ' +
          'removed ones are not refunded. `preview: true` answers only the text.',
        body: dedicatedSmppUpdateSchema,
        // The change's answer first: it carries the text too, and zod, taking the first schema
        // that parses, would read it as a bare preview and drop the rest.
        response: { 200: z.union([dedicatedSmppSchema, dedicatedSmppPreviewSchema]) },
      },
    },
    async (request, reply) => {
      const { user } = requireSession(request);
      return answer(
        reply,
        200,
        await service.update(user.id, bodyOf(request), headerLanguage(request)),
      );
    },
  );

  app.delete(
    `${path}:id/`,
    {
      schema: {
        description:
          'Ends the subscription now, closes its listener and refunds the unused whole days; ' +
          '`?preview=1` answers only the text.',
        params: idParamSchema,
        querystring: previewQuerySchema,
        // As for the change: the cancellation's answer first.
        response: { 200: z.union([dedicatedSmppCancelledSchema, dedicatedSmppPreviewSchema]) },
      },
    },
    async (request) => {
      const { user } = requireSession(request);
      return service.cancel(
        user.id,
        paramsOf(request).id,
        queryOf(request).preview,
        headerLanguage(request),
      );
    },
  );
}
