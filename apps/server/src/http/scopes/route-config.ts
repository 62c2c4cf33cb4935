import type { ApiPermission } from '@routelab/shared';

/** Which edge scope a route belongs to; routes under /api without one are the console/API scope. */
export type EdgeScope = 'callback' | 'root';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * What an API key needs to call the route: a permission, or 'none' for routes open to any
     * key. Without it the route is session-only (keys get 403). Sessions may call every route.
     */
    permission?: ApiPermission | 'none';
    /** Set by the callback and root scopes: no session, no CSRF check. */
    scope?: EdgeScope;
  }
}
