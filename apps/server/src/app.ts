import { contentSecurityDirectives } from './http/content-security-policy.js';
import { registerSocialRoutes } from './modules/social-sign-in/routes.js';
import { registerDedicatedSmppRoutes } from './modules/dedicated-smpp/routes.js';
import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import fastifyRateLimit from '@fastify/rate-limit';
import { AVATAR_MAX_BYTES } from '@routelab/shared';
import Fastify, { type FastifyInstance } from 'fastify';
import type { ResolvedConfig } from './config.js';
import type { AppContext } from './context.js';
import { registerConsole } from './http/console.js';
import { ignoreEmptyBodies } from './http/empty-bodies.js';
import { requestForLog } from './http/request-log.js';
import { registerSecurityHeaders } from './http/security-headers.js';
import { registerErrorHandler } from './http/error-handler.js';
import { answerClientError, answerFrameworkError } from './http/framework-errors.js';
import { registerOpenApi } from './http/openapi.js';
import { registerRouteValidation } from './http/route-validation.js';
import { registerTranslation } from './i18n/translate.js';
import { registerAdminUserRoutes } from './modules/admin-users/routes.js';
import { registerApiKeyRoutes } from './modules/api-keys/routes.js';
import { registerAuthentication } from './modules/auth/authenticate.js';
import { registerAdminPricingRoutes } from './modules/billing/admin-pricing-routes.js';
import { registerBillingRoutes } from './modules/billing/routes.js';
import { registerCsrf } from './modules/auth/csrf.js';
import {
  DEFAULT_RATE_LIMITS,
  registerAuthRoutes,
  throttled,
  type RateLimits,
} from './modules/auth/routes.js';
import { registerHealthRoutes } from './modules/health/routes.js';
import { registerSendsmsRoutes } from './modules/sendsms/routes.js';
import { registerMetricsRoute } from './metrics/routes.js';
import { registerSmscSide } from './modules/gateways/register.js';
import { registerPduLogBacklogRoute, registerPduLogRoutes } from './modules/logs/index.js';
import { registerEsme } from './modules/clients/register-esme.js';
import { registerPaymentRoutes } from './modules/payments/payment-routes.js';
import { registerUserRoutes } from './modules/users/routes.js';
import { registerWebhookRoutes } from './modules/webhooks/routes.js';
import { registerRouting } from './modules/routing/register.js';
import { registerRootRoutes } from './http/scopes/root-scope.js';
import { WEB_DIST_DIR } from './paths.js';

/** JSON bodies are small; the avatar upload (multipart) has its own limit. */
const JSON_BODY_LIMIT = 64 * 1024;

export interface HttpAppOptions {
  config: ResolvedConfig;
  /** Where JSON log lines go (stdout by default); tests read them back. */
  logStream?: { write(line: string): void };
}

export interface BuildAppOptions {
  config: ResolvedConfig;
  /** The parts the routes use, built by the composition root. */
  ctx: AppContext;
  rateLimits?: Partial<RateLimits>;
  /** The built console; null serves the API only. */
  webDir?: string | null;
}

/** Paths whose values must never reach the logs. */
const LOG_REDACT = [
  'req.headers.cookie',
  'req.headers.authorization',
  'req.headers["x-csrftoken"]',
  'req.headers["x-api-key"]',
  'res.headers["set-cookie"]',
  '*.password',
  '*.old_password',
  '*.new_password',
  '*.token',
];

/** The Fastify instance; its logger is the whole server's (the composition root passes it on). */
export function createHttpApp(options: HttpAppOptions): FastifyInstance {
  const { config } = options;
  return Fastify({
    logger: {
      level: config.logLevel,
      redact: { paths: LOG_REDACT, censor: '[redacted]' },
      serializers: { req: requestForLog },
      ...(options.logStream && { stream: options.logStream }),
    },
    bodyLimit: JSON_BODY_LIMIT,
    // The router's and the HTTP parser's refusals answer `{"detail"}` like every other error.
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
  });
}

/**
 * Registers plugins and routes in layers (external -> application -> routes) with the parts
 * given; creates no part and does not listen (see composition-root.ts).
 */
export async function buildApp(app: FastifyInstance, options: BuildAppOptions): Promise<void> {
  const { config, ctx } = options;
  const secureCookies = config.publicUrl.startsWith('https:');

  // External: security headers, cookies, uploads, rate limiting, errors.
  registerErrorHandler(app);
  ignoreEmptyBodies(app);
  registerTranslation(app);
  registerRouteValidation(app);
  registerSecurityHeaders(app, {
    hsts: secureCookies,
    contentSecurityPolicy: {
      directives: contentSecurityDirectives(config.social, {
        upgradeInsecureRequests: secureCookies,
      }),
    },
  });
  await app.register(fastifyCookie);
  await app.register(fastifyMultipart, {
    limits: { fileSize: AVATAR_MAX_BYTES, files: 1, fields: 10, fieldSize: 1024, parts: 20 },
  });
  await app.register(fastifyRateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) => throttled(Math.ceil(context.ttl / 1000)),
  });

  // Application: CSRF, sessions.
  registerCsrf(app, { secureCookies });
  registerAuthentication(app, {
    sessions: ctx.sessions,
    users: ctx.users,
    apiKeys: ctx.apiKeys,
    secureCookies,
  });

  // Routes, documented as they are added.
  await registerOpenApi(app, config.publicUrl);
  registerHealthRoutes(app, ctx.db);
  registerMetricsRoute(app, ctx.metrics, config.metricsToken);
  const rateLimits = { ...DEFAULT_RATE_LIMITS, ...options.rateLimits };
  registerAuthRoutes(app, ctx, { secureCookies, rateLimits });
  registerSocialRoutes(app, ctx, { secureCookies, perIpPerMinute: rateLimits.loginPerIp });
  registerUserRoutes(app, ctx);
  registerApiKeyRoutes(app, ctx.apiKeys);
  registerAdminUserRoutes(app, ctx);
  registerBillingRoutes(app, ctx);
  registerAdminPricingRoutes(app, ctx);
  app.decorate('pduLogWriter', ctx.pduLogs.writer);
  registerPduLogBacklogRoute(app, ctx.pduLogs.writer);
  registerPduLogRoutes(app, ctx.pduLogs.repository, 'smsc');
  registerSmscSide(app, ctx);
  registerEsme(app, ctx);
  await registerSendsmsRoutes(app, ctx.sendsms.service);
  registerWebhookRoutes(app, ctx.webhooks.service);
  registerRouting(app, ctx.routing);
  registerDedicatedSmppRoutes(app, ctx.dedicatedSmpp);
  if (ctx.billing) {
    // Sandboxes live outside /api (root scope: no session, no CSRF), like a provider's site.
    await registerRootRoutes(app, (scope) => ctx.paymentProviders.attach(scope));
    await registerPaymentRoutes(app, ctx.payments);
  }
  await registerConsole(app, {
    webDir: options.webDir === undefined ? WEB_DIST_DIR : options.webDir,
    dataDir: config.dataDir,
  });
}
