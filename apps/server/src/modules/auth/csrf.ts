import { randomBytes, timingSafeEqual } from 'node:crypto';
import { CSRF_COOKIE } from '@routelab/shared';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../http/errors.js';
import { apiKeyOf } from '../../http/scopes/api-key-auth.js';

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const TOKEN_PATTERN = /^[A-Za-z0-9]{32,64}$/;
const CHARS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const ONE_YEAR_S = 365 * 24 * 60 * 60;

export const csrfMessages = {
  cookieNotSet: 'CSRF Failed: CSRF cookie not set.',
  missing: 'CSRF Failed: CSRF token missing.',
  incorrect: 'CSRF Failed: CSRF token incorrect.',
} as const;

/** 64 alphanumerics, like Django's token (the console reads it from the cookie). */
export function newCsrfToken(): string {
  return Array.from(randomBytes(64), (byte) => CHARS[byte % CHARS.length]).join('');
}

function sameToken(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * Double-submit CSRF (DESIGN.md section 5): any response to a client without a valid `csrftoken`
 * cookie sets one; unsafe methods must echo the cookie in the X-CSRFToken header. The callback
 * and root scopes and API-key requests are outside it: no check, no cookie.
 */
export function registerCsrf(app: FastifyInstance, options: { secureCookies: boolean }): void {
  app.addHook('onRequest', async (request, reply) => {
    // Callback and root scopes have no session to protect. A key sent in a header cannot come
    // from a cross-site form, and such a request is authenticated by the key alone (or refused).
    // Neither is a browser's session, so neither gets a cookie (a token each: sendsms clients
    // keep no cookies).
    if (request.routeOptions.config.scope !== undefined) return;
    if (apiKeyOf(request.headers) !== undefined) return;
    const raw = request.cookies[CSRF_COOKIE];
    const cookie = raw && TOKEN_PATTERN.test(raw) ? raw : undefined;
    if (!cookie) {
      reply.setCookie(CSRF_COOKIE, newCsrfToken(), {
        path: '/',
        sameSite: 'lax',
        secure: options.secureCookies,
        httpOnly: false,
        maxAge: ONE_YEAR_S,
      });
    }
    if (!UNSAFE_METHODS.has(request.method)) return;
    if (!cookie) throw new HttpError(403, { detail: csrfMessages.cookieNotSet });
    const header = request.headers['x-csrftoken'];
    if (typeof header !== 'string' || header === '') {
      throw new HttpError(403, { detail: csrfMessages.missing });
    }
    if (!sameToken(header, cookie)) throw new HttpError(403, { detail: csrfMessages.incorrect });
  });
}
