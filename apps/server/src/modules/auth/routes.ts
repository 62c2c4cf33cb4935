import {
  emailChangeSchema,
  loginSchema,
  okSchema,
  passwordChangeSchema,
  passwordSetSchema,
  mailRequestSchema,
  profileSchema,
  registerSchema,
  resetPasswordConfirmSchema,
  tokenBodySchema,
} from '@routelab/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { setTimeout as sleep } from 'node:timers/promises';
import type { AppContext } from '../../context.js';
import { RateLimitedError, ValidationError } from '../../errors/domain-errors.js';
import { bodyOf } from '../../http/route-validation.js';
import { headerLanguage } from '../../i18n/language.js';
import { toProfile } from '../users/profile.js';
import {
  clearSessionCookie,
  requireSession,
  setSessionCookie,
  type SessionCookieOptions,
} from './authenticate.js';
import { LoginThrottle } from './login-throttle.js';
import { authMessages } from './service.js';

/** The request's language, for the mails it sends (the console sends its own). */

/** Requests per minute; the defaults are the product's, tests raise them. */
export interface RateLimits {
  loginPerIp: number;
  /**
   * Failed logins per account from one address (then 429 there); as many from all addresses
   * slow that account's logins by `loginSlowdownMs` instead of blocking its owner.
   */
  loginPerEmail: number;
  loginSlowdownMs: number;
  register: number;
  resendConfirmation: number;
  resetPassword: number;
  /** Password and e-mail changes (each checks the password), per user and per IP. */
  passwordCheck: number;
}

export const DEFAULT_RATE_LIMITS: RateLimits = {
  loginPerIp: 10,
  loginPerEmail: 10,
  loginSlowdownMs: 1000,
  register: 5,
  resendConfirmation: 5,
  resetPassword: 5,
  passwordCheck: 10,
};

const MINUTE_MS = 60_000;
const perIp = (max: number) => ({ rateLimit: { max, timeWindow: MINUTE_MS } });

const isBadCredentials = (error: unknown) =>
  error instanceof ValidationError && error.message === authMessages.badCredentials;

/** What each route answers (`{"detail"}`, translated on the way out). */
const DONE = {
  registered: 'Account created. Check your inbox for the confirmation link.',
  confirmed: 'E-mail address confirmed. You can log in now.',
  resent: 'If an unconfirmed account uses this address, a new confirmation link is on its way.',
  loggedOut: 'Logged out.',
  passwordChanged: 'Password changed. Your other sessions were signed out.',
  passwordSet: 'Password set. You can now sign in with your e-mail and password.',
  resetSent: 'If an account uses this address, a reset link is on its way.',
  passwordReset: 'Password changed. You can log in with the new password.',
  emailChangeSent: 'Check the new address for the confirmation link.',
  emailChanged: 'E-mail address changed.',
} as const;
type Done = keyof typeof DONE;

const done = (key: Done) => ({ detail: DONE[key] });
/** The answer's schema, with the route's own text as its example in the API reference. */
const doneSchema = (key: Done) => okSchema.meta({ examples: [done(key)] });

/** 429 with Retry-After, in Django REST framework's wording. */
export const throttled = (seconds: number) => new RateLimitedError(seconds);

/** The accounts API of issue 2 (paths with trailing slashes, as in the spec). */
export function registerAuthRoutes(
  server: FastifyInstance,
  ctx: AppContext,
  options: SessionCookieOptions & { rateLimits: RateLimits },
): void {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const { accounts } = ctx;
  const limits = options.rateLimits;

  // `security: []` documents the routes that need no sign-in.
  app.post(
    '/api/user/register/',
    {
      config: perIp(limits.register),
      schema: { security: [], body: registerSchema, response: { 201: doneSchema('registered') } },
    },
    async (request, reply) => {
      await accounts.register(bodyOf(request), headerLanguage(request));
      return reply.status(201).send(done('registered'));
    },
  );

  app.post(
    '/api/user/register/confirm/',
    { schema: { security: [], body: tokenBodySchema, response: { 200: doneSchema('confirmed') } } },
    async (request) => {
      await accounts.confirmRegistration(bodyOf(request).token);
      return done('confirmed');
    },
  );

  app.post(
    '/api/user/register/resend/',
    {
      config: perIp(limits.resendConfirmation),
      schema: { security: [], body: mailRequestSchema, response: { 200: doneSchema('resent') } },
    },
    async (request) => {
      await accounts.resendConfirmation(bodyOf(request).email, headerLanguage(request));
      return done('resent');
    },
  );

  const loginThrottle = new LoginThrottle({
    maxFailures: limits.loginPerEmail,
    windowMs: MINUTE_MS,
    slowdownMs: limits.loginSlowdownMs,
  });

  const loginOptions = {
    config: perIp(limits.loginPerIp),
    schema: { security: [], body: loginSchema, response: { 200: profileSchema } },
  };
  app.post('/api/user/login/', loginOptions, async (request, reply) => {
    const body = bodyOf(request);
    const blockedFor = loginThrottle.blockedFor(body.email, request.ip);
    if (blockedFor > 0) throw throttled(blockedFor);
    const delayMs = loginThrottle.delayMs(body.email);
    if (delayMs > 0) await sleep(delayMs);
    let login: Awaited<ReturnType<typeof accounts.login>>;
    try {
      login = await accounts.login(body.email, body.password);
    } catch (error) {
      if (isBadCredentials(error)) loginThrottle.failed(body.email, request.ip);
      throw error;
    }
    loginThrottle.succeeded(body.email, request.ip);
    if (request.auth) await accounts.logout(request.auth.session);
    setSessionCookie(reply, login.session, options);
    return toProfile(login.user, ctx.billing);
  });

  // Each check costs a scrypt hash: limited per user as well as per IP (the plugin runs one
  // limiter per request, so the per-user one is checked by hand, shared by both routes).
  const passwordCheckPerUser = app.createRateLimit({
    max: limits.passwordCheck,
    timeWindow: MINUTE_MS,
    keyGenerator: (request) => `password-check:${request.auth?.user.id ?? request.ip}`,
  });
  const passwordCheck = {
    config: perIp(limits.passwordCheck),
    preHandler: async (request: FastifyRequest) => {
      requireSession(request);
      const result = await passwordCheckPerUser(request);
      if (!result.isAllowed && result.isExceeded) throw throttled(result.ttlInSeconds);
    },
  };

  app.post(
    '/api/user/logout/',
    { schema: { security: [], response: { 200: doneSchema('loggedOut') } } },
    async (request, reply) => {
      if (request.auth) await accounts.logout(request.auth.session);
      clearSessionCookie(reply, options);
      return done('loggedOut');
    },
  );

  app.post(
    '/api/user/password-change/',
    {
      ...passwordCheck,
      schema: { body: passwordChangeSchema, response: { 200: doneSchema('passwordChanged') } },
    },
    async (request) => {
      const auth = requireSession(request);
      await accounts.changePassword(
        auth.user,
        auth.sessionId,
        bodyOf(request),
        headerLanguage(request),
      );
      return done('passwordChanged');
    },
  );

  app.post(
    '/api/user/password-set/',
    {
      ...passwordCheck,
      schema: {
        description:
          'A first password for an account made through a sign-in provider; an account ' +
          'with a password changes it through /api/user/password-change/.',
        body: passwordSetSchema,
        response: { 200: doneSchema('passwordSet') },
      },
    },
    async (request) => {
      const auth = requireSession(request);
      await accounts.setFirstPassword(
        auth.user,
        bodyOf(request).new_password,
        headerLanguage(request),
      );
      return done('passwordSet');
    },
  );

  app.post(
    '/api/user/reset-password/',
    {
      config: perIp(limits.resetPassword),
      schema: { security: [], body: mailRequestSchema, response: { 200: doneSchema('resetSent') } },
    },
    async (request) => {
      await accounts.requestPasswordReset(bodyOf(request).email, headerLanguage(request));
      return done('resetSent');
    },
  );

  app.post(
    '/api/user/reset-password/confirm/',
    {
      schema: {
        security: [],
        body: resetPasswordConfirmSchema,
        response: { 200: doneSchema('passwordReset') },
      },
    },
    async (request) => {
      const body = bodyOf(request);
      await accounts.confirmPasswordReset(body.token, body.password, headerLanguage(request));
      return done('passwordReset');
    },
  );

  app.post(
    '/api/user/email-change/',
    {
      ...passwordCheck,
      schema: { body: emailChangeSchema, response: { 200: doneSchema('emailChangeSent') } },
    },
    async (request) => {
      const auth = requireSession(request);
      await accounts.requestEmailChange(auth.user, bodyOf(request), headerLanguage(request));
      return done('emailChangeSent');
    },
  );

  app.post(
    '/api/user/email-change/confirm/',
    {
      schema: {
        security: [],
        body: tokenBodySchema,
        response: { 200: doneSchema('emailChanged') },
      },
    },
    async (request) => {
      await accounts.confirmEmailChange(bodyOf(request).token, headerLanguage(request));
      return done('emailChanged');
    },
  );
}
