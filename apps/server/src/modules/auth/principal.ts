import type { ApiPermission } from '@routelab/shared';
import type { UserRow } from '../../db/schema.js';

/**
 * Who makes a request and how they proved it: the one caller type that routes hand to services,
 * whatever the front door (console session, API key).
 */
export interface Principal {
  user: UserRow;
  via: 'session' | 'api-key';
  /** The key that authenticated the request; null for a session. */
  apiKeyId: number | null;
  /** A session may do all its user may; a key only what it was given. */
  permissions: ReadonlySet<ApiPermission> | 'all';
}

export const sessionPrincipal = (user: UserRow): Principal => ({
  user,
  via: 'session',
  apiKeyId: null,
  permissions: 'all',
});

export const apiKeyPrincipal = (
  user: UserRow,
  apiKeyId: number,
  permissions: readonly ApiPermission[],
): Principal => ({ user, via: 'api-key', apiKeyId, permissions: new Set(permissions) });

export const hasPermission = (principal: Principal, permission: ApiPermission): boolean =>
  principal.permissions === 'all' || principal.permissions.has(permission);
