import type { FastifyRequest } from 'fastify';
import type { ApiKeys } from '../../modules/api-keys/service.js';
import { hasPermission, type Principal } from '../../modules/auth/principal.js';
import { RateLimitedError } from '../../errors/domain-errors.js';
import { HttpError } from '../errors.js';
import { apiKeyMessages, missingPermissionMessage } from './api-key-messages.js';
import './route-config.js';

const BEARER = /^Bearer\s+(\S+)\s*$/i;

/** The API key a request carries (X-API-Key, else Authorization: Bearer), if any. */
export function apiKeyOf(headers: FastifyRequest['headers']): string | undefined {
  const header = headers['x-api-key'];
  if (typeof header === 'string') return header.trim();
  return BEARER.exec(headers.authorization ?? '')?.[1];
}

/**
 * The principal of the request's key, allowed to call the route: 401 for an unknown, disabled or
 * expired key, 403 outside its allow-list, 429 over its rate limit, on a session-only route or without the route's
 * permission (named in the detail).
 */
export async function authenticateApiKey(
  request: FastifyRequest,
  apiKeys: ApiKeys,
  key: string,
): Promise<Principal> {
  const check = await apiKeys.authenticate(key, request.ip);
  if (!check.ok) {
    throw new HttpError(check.reason === 'address' ? 403 : 401, {
      detail: apiKeyMessages[check.reason],
    });
  }
  const wait = apiKeys.throttle(check.keyId, check.rateLimit);
  if (wait > 0) throw new RateLimitedError(wait);
  // Unknown paths (no route, or only the console's static wildcard) answer 404 to a valid key.
  const { config, url } = request.routeOptions;
  if (request.is404 || (config.scope === undefined && !url?.startsWith('/api/'))) {
    return check.principal;
  }
  const { permission } = config;
  if (permission === undefined) {
    throw new HttpError(403, { detail: apiKeyMessages.sessionOnly, code: 'session_only' });
  }
  if (permission !== 'none' && !hasPermission(check.principal, permission)) {
    throw new HttpError(403, {
      detail: missingPermissionMessage(permission),
      code: 'missing_permission',
    });
  }
  return check.principal;
}
