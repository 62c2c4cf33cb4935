import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import fastifyMultipart from '@fastify/multipart';
import fastifyRateLimit from '@fastify/rate-limit';
import { AVATAR_MAX_BYTES } from '@routelab/shared';
import Fastify, { type FastifyInstance } from 'fastify';
import { systemClock, type Clock } from './clock.js';
import type { ResolvedConfig } from './config.js';
import { createAppContext } from './context.js';
import type { Db } from './db/database.js';
import { registerConsole } from './http/console.js';
import { ignoreEmptyBodies } from './http/empty-bodies.js';
import { requestForLog } from './http/request-log.js';
import { registerErrorHandler } from './http/error-handler.js';
import { answerClientError, answerFrameworkError } from './http/framework-errors.js';
import { registerOpenApi } from './http/openapi.js';
import { registerRouteValidation } from './http/route-validation.js';
import { registerTranslation } from './i18n/translate.js';
import { createOutboxMailer, createSmtpMailer, type Mailer } from './mail/mailer.js';
import { registerAdminUserRoutes } from './modules/admin-users/routes.js';
import { registerAuthentication } from './modules/auth/authenticate.js';
import { registerCsrf } from './modules/auth/csrf.js';
import { DEFAULT_SCRYPT_COST, type ScryptCost } from './modules/auth/password-hash.js';
import {
  DEFAULT_RATE_LIMITS,
  registerAuthRoutes,
  throttled,
  type RateLimits,
} from './modules/auth/routes.js';
import { registerHealthRoutes } from './modules/health/routes.js';
import { registerSmscSide } from './modules/gateways/register.js';
import { registerPduLogBacklogRoute, registerPduLogRoutes } from './modules/logs/index.js';
import { registerEsme } from './modules/clients/register-esme.js';
import type { BindLimitOverrides } from './smpp/smpp-server/bind-limits.js';
import { registerUserRoutes } from './modules/users/routes.js';
import { WEB_DIST_DIR } from './paths.js';

/** JSON bodies are small; the avatar upload (multipart) has its own limit. */
const JSON_BODY_LIMIT = 64 * 1024;

export interface BuildAppOptions {
  config: ResolvedConfig;
  /** Migrated already; the caller owns it and closes it. */
  db: Db;
  /** Defaults to SMTP_URL delivery, or the outbox in DATA_DIR. */
  mailer?: Mailer;
  rateLimits?: Partial<RateLimits>;
  /** Tests pass a cheap cost; production keeps the default. */
  passwordCost?: ScryptCost;
  clock?: Clock;
  /** The built console; null serves the API only. */
  webDir?: string | null;
  /** Where JSON log lines go (stdout by default); tests read them back. */
  logStream?: { write(line: string): void };
  /** How long gateways wait for bind_resp and submit_sm_resp; default 30 s (tests shorten it). */
  gatewayResponseTimeoutMs?: number;
  /** Failed-bind limits of the SMPP server; tests lower or raise them. */
  bindLimits?: BindLimitOverrides;
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

/**
 * Builds the HTTP app in layers (external -> application -> routes). main.ts and the tests both
 * use it; it does not listen.
 */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, db } = options;
  const secureCookies = config.publicUrl.startsWith('https:');
  const app = Fastify({
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
  const mailer =
    options.mailer ??
    (config.smtpUrl
      ? createSmtpMailer(config.smtpUrl)
      : createOutboxMailer(config.dataDir, app.log));
  app.addHook('onClose', async () => mailer.close());

  // External: security headers, cookies, uploads, rate limiting, errors.
  registerErrorHandler(app);
  ignoreEmptyBodies(app);
  registerTranslation(app);
  registerRouteValidation(app);
  await app.register(fastifyHelmet, {
    hsts: secureCookies,
    contentSecurityPolicy: {
      directives: {
        // Plain-http deployments (the default on localhost) must not be upgraded to https.
        upgradeInsecureRequests: secureCookies ? [] : null,
        imgSrc: ["'self'", 'data:', 'https:'],
      },
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

  // Application: services, CSRF, sessions.
  const ctx = createAppContext({
    db,
    dataDir: config.dataDir,
    publicUrl: config.publicUrl,
    secretKey: config.secretKey,
    mailer,
    passwordCost: options.passwordCost ?? DEFAULT_SCRYPT_COST,
    clock: options.clock ?? systemClock,
    log: app.log,
    logRetentionDays: config.logRetentionDays,
    gatewayNetworks: config.gatewayNetworks,
    gatewayResponseTimeoutMs: options.gatewayResponseTimeoutMs,
  });
  registerCsrf(app, { secureCookies });
  registerAuthentication(app, {
    sessions: ctx.sessions,
    users: ctx.users,
    apiKeys: ctx.apiKeys,
    secureCookies,
  });

  // Routes, documented as they are added.
  await registerOpenApi(app);
  registerHealthRoutes(app, db);
  registerAuthRoutes(app, ctx, {
    secureCookies,
    rateLimits: { ...DEFAULT_RATE_LIMITS, ...options.rateLimits },
  });
  registerUserRoutes(app, ctx);
  registerAdminUserRoutes(app, ctx);
  app.decorate('pduLogWriter', ctx.pduLogs.writer);
  registerPduLogBacklogRoute(app, ctx.pduLogs.writer);
  registerPduLogRoutes(app, ctx.pduLogs.repository, 'smsc');
  registerSmscSide(app, ctx);
  registerEsme(app, ctx, {
    clock: options.clock ?? systemClock,
    passwordCost: options.passwordCost ?? DEFAULT_SCRYPT_COST,
    bindLimits: options.bindLimits,
  });
  await registerConsole(app, {
    webDir: options.webDir === undefined ? WEB_DIST_DIR : options.webDir,
    dataDir: config.dataDir,
  });
  return app;
}
