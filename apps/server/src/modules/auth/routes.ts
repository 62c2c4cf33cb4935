import {
  emailChangeSchema,
  loginSchema,
  passwordChangeSchema,
  mailRequestSchema,
  registerSchema,
  resetPasswordConfirmSchema,
  tokenBodySchema,
} from '@routelab/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.js';
import { HttpError } from '../../http/errors.js';
import { parseBody } from '../../http/parse.js';
import { pickLanguage } from '../../i18n/language.js';
import { toProfile } from '../users/profile.js';
import {
  clearSessionCookie,
  requireUser,
  setSessionCookie,
  type SessionCookieOptions,
} from './authenticate.js';

/** The request's language, for the mails it sends (the console sends its own). */
const languageOf = (request: FastifyRequest) => pickLanguage(request.headers['accept-language']);

/** Requests per minute; the defaults are the product's, tests raise them. */
export interface RateLimits {
  loginPerIp: number;
  loginPerEmail: number;
  register: number;
  resendConfirmation: number;
  resetPassword: number;
}

export const DEFAULT_RATE_LIMITS: RateLimits = {
  loginPerIp: 10,
  loginPerEmail: 10,
  register: 5,
  resendConfirmation: 5,
  resetPassword: 5,
};

const MINUTE_MS = 60_000;
const perIp = (max: number) => ({ rateLimit: { max, timeWindow: MINUTE_MS } });

/** The login's e-mail as a rate-limit key; malformed bodies fall back to the address. */
function loginEmailKey(request: FastifyRequest): string {
  const body = request.body as { email?: unknown } | undefined;
  const email = typeof body?.email === 'string' ? body.email.trim().toLowerCase() : '';
  return `login-email:${email || request.ip}`;
}

const done = (detail: string) => ({ detail });

/** Django REST framework's wording for 429. */
export const throttled = (seconds: number) =>
  new HttpError(429, {
    detail: `Request was throttled. Expected available in ${seconds} seconds.`,
  });

/** The accounts API of issue 2 (paths with trailing slashes, as in the spec). */
export function registerAuthRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  options: SessionCookieOptions & { rateLimits: RateLimits },
): void {
  const { accounts } = ctx;
  const limits = options.rateLimits;

  app.post('/api/user/register/', { config: perIp(limits.register) }, async (request, reply) => {
    await accounts.register(parseBody(registerSchema, request.body), languageOf(request));
    return reply
      .status(201)
      .send(done('Account created. Check your inbox for the confirmation link.'));
  });

  app.post('/api/user/register/confirm/', async (request) => {
    await accounts.confirmRegistration(parseBody(tokenBodySchema, request.body).token);
    return done('E-mail address confirmed. You can log in now.');
  });

  app.post(
    '/api/user/register/resend/',
    { config: perIp(limits.resendConfirmation) },
    async (request) => {
      await accounts.resendConfirmation(
        parseBody(mailRequestSchema, request.body).email,
        languageOf(request),
      );
      return done(
        'If an unconfirmed account uses this address, a new confirmation link is on its way.',
      );
    },
  );

  // The plugin runs one limiter per request, so the per-address one is checked by hand.
  const loginPerEmail = app.createRateLimit({
    max: limits.loginPerEmail,
    timeWindow: MINUTE_MS,
    keyGenerator: loginEmailKey,
  });

  app.post(
    '/api/user/login/',
    {
      config: perIp(limits.loginPerIp),
      preHandler: async (request, reply) => {
        const result = await loginPerEmail(request);
        if (!result.isAllowed && result.isExceeded) {
          reply.header('retry-after', result.ttlInSeconds);
          throw throttled(result.ttlInSeconds);
        }
      },
    },
    async (request, reply) => {
      const body = parseBody(loginSchema, request.body);
      const { user, session } = await accounts.login(body.email, body.password);
      if (request.auth) await accounts.logout(request.auth.session);
      setSessionCookie(reply, session, options);
      return toProfile(user);
    },
  );

  app.post('/api/user/logout/', async (request, reply) => {
    if (request.auth) await accounts.logout(request.auth.session);
    clearSessionCookie(reply, options);
    return done('Logged out.');
  });

  app.post('/api/user/password-change/', async (request) => {
    const auth = requireUser(request);
    const body = parseBody(passwordChangeSchema, request.body);
    await accounts.changePassword(auth.user, auth.sessionId, body);
    return done('Password changed. Your other sessions were signed out.');
  });

  app.post(
    '/api/user/reset-password/',
    { config: perIp(limits.resetPassword) },
    async (request) => {
      await accounts.requestPasswordReset(
        parseBody(mailRequestSchema, request.body).email,
        languageOf(request),
      );
      return done('If an account uses this address, a reset link is on its way.');
    },
  );

  app.post('/api/user/reset-password/confirm/', async (request) => {
    const body = parseBody(resetPasswordConfirmSchema, request.body);
    await accounts.confirmPasswordReset(body.token, body.password);
    return done('Password changed. You can log in with the new password.');
  });

  app.post('/api/user/email-change/', async (request) => {
    const auth = requireUser(request);
    await accounts.requestEmailChange(
      auth.user,
      parseBody(emailChangeSchema, request.body),
      languageOf(request),
    );
    return done('Check the new address for the confirmation link.');
  });

  app.post('/api/user/email-change/confirm/', async (request) => {
    await accounts.confirmEmailChange(parseBody(tokenBodySchema, request.body).token);
    return done('E-mail address changed.');
  });
}
