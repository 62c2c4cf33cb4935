import { defineAbilityFor, SESSION_COOKIE, type Action, type Subject } from '@routelab/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { UserRow } from '../../db/schema.js';
import { forbidden, notAuthenticated } from '../../http/errors.js';
import { apiKeyOf, authenticateApiKey } from '../../http/scopes/api-key-auth.js';
import type { ApiKeys } from '../api-keys/service.js';
import { parseGroups } from '../users/profile.js';
import type { UsersRepository } from '../users/repository.js';
import { sessionPrincipal, type Principal } from './principal.js';
import { SESSION_TTL_MS, type Sessions } from './sessions.js';

/** The console session of a request (session-only routes: logout, password change). */
export interface Authenticated {
  user: UserRow;
  sessionId: number;
  /** The cookie value, needed to end this session. */
  session: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: Authenticated | null;
    /** Who makes the request, by session or API key; null when anonymous. */
    principal: Principal | null;
  }
}

export interface SessionCookieOptions {
  secureCookies: boolean;
}

export function setSessionCookie(
  reply: FastifyReply,
  value: string,
  options: SessionCookieOptions,
) {
  reply.setCookie(SESSION_COOKIE, value, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: options.secureCookies,
    maxAge: SESSION_TTL_MS / 1000,
  });
}

export function clearSessionCookie(reply: FastifyReply, options: SessionCookieOptions) {
  reply.clearCookie(SESSION_COOKIE, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: options.secureCookies,
  });
}

/**
 * Resolves who makes the request into `request.principal`: under /api an API key (X-API-Key or
 * Bearer) when one is sent, else the `sessionid` cookie (also `request.auth`); in the root scope
 * a key when one is sent; never in the callback scope.
 */
export function registerAuthentication(
  app: FastifyInstance,
  deps: { sessions: Sessions; users: UsersRepository; apiKeys: ApiKeys } & SessionCookieOptions,
): void {
  app.decorateRequest('auth', null);
  app.decorateRequest('principal', null);
  app.addHook('onRequest', async (request, reply) => {
    const { scope } = request.routeOptions.config;
    if (scope === 'callback') return;
    if (scope !== 'root' && !request.url.startsWith('/api/')) return;
    const key = apiKeyOf(request.headers);
    if (key !== undefined) {
      request.principal = await authenticateApiKey(request, deps.apiKeys, key);
      return;
    }
    if (scope === 'root') return;
    const value = request.cookies[SESSION_COOKIE];
    if (!value) return;
    const session = await deps.sessions.resolve(value);
    const user = session && (await deps.users.findById(session.userId));
    if (!session || !user) {
      clearSessionCookie(reply, deps);
      return;
    }
    request.auth = { user, sessionId: session.id, session: value };
    request.principal = sessionPrincipal(user);
    if (session.renewed) setSessionCookie(reply, value, deps);
  });
}

/** Who makes the request (session or API key), or 401. */
export function requireUser(request: FastifyRequest): Principal {
  if (!request.principal) throw notAuthenticated();
  return request.principal;
}

/** The console session of the request, or 401 (routes that API keys may never use). */
export function requireSession(request: FastifyRequest): Authenticated {
  if (!request.auth) throw notAuthenticated();
  return request.auth;
}

/** The caller when the shared abilities allow the action, else 401 / 403. */
export function requireAbility(
  request: FastifyRequest,
  action: Action,
  subject: Subject,
): Principal {
  const principal = requireUser(request);
  const ability = defineAbilityFor({ groups: parseGroups(principal.user.groups) });
  if (!ability.can(action, subject)) throw forbidden();
  return principal;
}
