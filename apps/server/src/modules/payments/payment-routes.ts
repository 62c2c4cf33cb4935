import {
  idParamSchema,
  PAYMENT_PROVIDERS,
  PAYMENT_TOTAL_HEADER,
  paymentCreateQuerySchema,
  paymentCreateSchema,
  paymentListQuerySchema,
  paymentProvidersSchema,
  paymentSchema,
  toFieldErrors,
  type Language,
  type PaymentProvider,
} from '@routelab/shared';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DomainError, ValidationError } from '../../errors/domain-errors.js';
import { domainErrorResponse } from '../../http/domain-error-response.js';
import { badRequest } from '../../http/errors.js';
import { bodyOf, paramsOf, queryOf } from '../../http/route-validation.js';
import { registerCallbackRoutes } from '../../http/scopes/callback-scope.js';
import { headerLanguage } from '../../i18n/language.js';
import { requireUser } from '../auth/authenticate.js';
import {
  checkoutLanguageOf,
  pageLanguageOf,
  sendCheckout,
  sendCheckoutError,
} from './checkout-page.js';
import type { PaymentsService } from './payments-service.js';
import { WEBHOOK_SUCCESS_BODY } from './binance/protocol.js';
import { CallbackRejectedError } from './provider.js';

const langQuerySchema = paymentCreateQuerySchema.pick({ lang: true });

/** Answers that are pages or redirects for a browser, documented as such. */
const htmlAnswer = (description: string) => ({
  description,
  content: { 'text/html': { schema: z.string() } },
});
const checkoutAnswers = {
  200: htmlAnswer('WayForPay: a page that posts the signed Purchase form to the checkout.'),
  302: htmlAnswer('Binance Pay: a redirect to its checkout.'),
  400: htmlAnswer('A readable page with what is wrong and a link back to /payments.'),
};
const returnAnswers = { 303: htmlAnswer('To /payments?payment={id}; never credits.') };
/** What each provider is answered, for the reference (the adapters build the real replies). */
const CALLBACK_REPLIES: Record<PaymentProvider, Record<string, unknown>> = {
  wayforpay: {
    orderReference: 'RL15A3F09C2E',
    status: 'accept',
    time: 1764677791,
    signature: '9b2f0c6d4e81a7355c1e0fd2b8a4c693',
  },
  binance: JSON.parse(WEBHOOK_SUCCESS_BODY) as Record<string, unknown>,
};
const callbackAnswers = (provider: PaymentProvider) => ({
  200: {
    description: "The provider's required reply, byte for byte.",
    content: {
      'application/json': {
        schema: z.record(z.string(), z.unknown()).meta({ examples: [CALLBACK_REPLIES[provider]] }),
      },
    },
  },
});

/** The messages of a refusal, for the HTML error page. */
function messagesOf(error: DomainError): string[] {
  if (error instanceof ValidationError && !error.aboutInput) {
    return Object.values(error.fields).flat();
  }
  return [error.message];
}

/**
 * Payments (spec: payment calls; session only, API keys have no permission for them) and the
 * provider callbacks. Registered only with BILLING=on: otherwise every path here is a 404.
 */
export async function registerPaymentRoutes(
  server: FastifyInstance,
  payments: PaymentsService,
): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/payment/',
    { schema: { querystring: paymentListQuerySchema, response: { 200: z.array(paymentSchema) } } },
    async (request, reply) => {
      const { user } = requireUser(request);
      const { total, payments: list } = await payments.list(user.id, queryOf(request));
      return reply.header(PAYMENT_TOTAL_HEADER, String(total)).send(list);
    },
  );

  app.get(
    '/api/payment/providers/',
    { schema: { response: { 200: paymentProvidersSchema } } },
    async (request) => {
      requireUser(request);
      return payments.available();
    },
  );

  app.post(
    '/api/payment/create/',
    { schema: { body: paymentCreateSchema, response: { 201: paymentSchema } } },
    async (request, reply) => {
      const { user } = requireUser(request);
      const { payment } = await payments.create(user, bodyOf(request));
      return reply.status(201).send(payment);
    },
  );

  // Browser navigation (a new tab): errors are pages a person reads, not JSON.
  app.get(
    '/api/payment/create/',
    { schema: { response: checkoutAnswers } },
    async (request, reply) => {
      const { user } = requireUser(request);
      const query = (request.query ?? {}) as Record<string, unknown>;
      const lang = langQuerySchema.safeParse(query).data?.lang;
      const language: Language = pageLanguageOf(lang) ?? headerLanguage(request);
      const parsed = paymentCreateQuerySchema.safeParse(query);
      if (!parsed.success) {
        return sendCheckoutError(
          reply,
          400,
          Object.values(toFieldErrors(parsed.error)).flat(),
          language,
        );
      }
      try {
        const { checkout } = await payments.create(
          user,
          parsed.data,
          checkoutLanguageOf(parsed.data.lang),
        );
        return await sendCheckout(reply, checkout, language);
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
        return sendCheckoutError(
          reply,
          domainErrorResponse(error).status,
          messagesOf(error),
          language,
        );
      }
    },
  );

  app.get(
    '/api/payment/:id/',
    { schema: { params: idParamSchema, response: { 200: paymentSchema } } },
    async (request) => {
      const { user } = requireUser(request);
      return payments.get(user.id, paramsOf(request).id);
    },
  );

  // The console's link back to a payment's checkout while it is `created`.
  app.get(
    '/api/payment/:id/checkout/',
    { schema: { params: idParamSchema, querystring: langQuerySchema, response: checkoutAnswers } },
    async (request, reply) => {
      const { user } = requireUser(request);
      const { id } = paramsOf(request);
      const { lang } = queryOf(request);
      const { checkout } = await payments.resume(user, id, checkoutLanguageOf(lang));
      const language = pageLanguageOf(lang) ?? headerLanguage(request);
      return sendCheckout(reply, checkout, language);
    },
  );

  await registerCallbackRoutes(
    app,
    (scope) => {
      for (const provider of PAYMENT_PROVIDERS) {
        const route = { schema: { response: callbackAnswers(provider) } };
        scope.post(`/callback/${provider}/`, route, async (request, reply) => {
          try {
            const answer = await payments.notify(
              provider,
              request.rawBody ?? Buffer.alloc(0),
              request.headers,
            );
            // Both providers require a 200 (documented above); the adapter says so itself.
            const status = answer.status as 200;
            return reply.status(status).type(answer.contentType).send(answer.body);
          } catch (error) {
            if (!(error instanceof CallbackRejectedError)) throw error;
            request.log.warn({ provider, reason: error.message }, 'payment callback rejected');
            throw badRequest('The notification failed verification.');
          }
        });
      }
      // The provider returns the browser here (WayForPay with a POST); it never credits.
      const back = async (request: { params: unknown }, reply: FastifyReply) => {
        const id = idParamSchema.safeParse(request.params).data?.id;
        return reply.redirect(id === undefined ? '/payments' : `/payments?payment=${id}`, 303);
      };
      scope.get('/return/:id/', { schema: { response: returnAnswers } }, back);
      scope.post('/return/:id/', { schema: { response: returnAnswers } }, back);
    },
    '/api/payment',
  );
}
