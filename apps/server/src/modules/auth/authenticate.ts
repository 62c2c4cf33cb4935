import { defineAbilityFor, SESSION_COOKIE, type Action, type Subject } from '@routelab/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { UserRow } from '../../db/schema.js';
import { forbidden, notAuthenticated } from '../../http/errors.js';
import { parseGroups } from '../users/profile.js';
import type { UsersRepository } from '../users/repository.js';
import { SESSION_TTL_MS, type Sessions } from './sessions.js';

export interface Authenticated {
  user: UserRow;
  sessionId: number;
  /** The cookie value, needed to end this session. */
  session: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: Authenticated | null;
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

/** Resolves the `sessionid` cookie of API requests into `request.auth`. */
export function registerAuthentication(
  app: FastifyInstance,
  deps: { sessions: Sessions; users: UsersRepository } & SessionCookieOptions,
): void {
  app.decorateRequest('auth', null);
  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/api/')) return;
    const value = request.cookies[SESSION_COOKIE];
    if (!value) return;
    const session = await deps.sessions.resolve(value);
    const user = session && (await deps.users.findById(session.userId));
    if (!session || !user) {
      clearSessionCookie(reply, deps);
      return;
    }
    request.auth = { user, sessionId: session.id, session: value };
    if (session.renewed) setSessionCookie(reply, value, deps);
  });
}

/** The signed-in user, or 401. */
export function requireUser(request: FastifyRequest): Authenticated {
  if (!request.auth) throw notAuthenticated();
  return request.auth;
}

/** The signed-in user when the shared abilities allow the action, else 401 / 403. */
export function requireAbility(
  request: FastifyRequest,
  action: Action,
  subject: Subject,
): Authenticated {
  const auth = requireUser(request);
  const ability = defineAbilityFor({ groups: parseGroups(auth.user.groups) });
  if (!ability.can(action, subject)) throw forbidden();
  return auth;
}
