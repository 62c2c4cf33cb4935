import type { FastifyInstance } from 'fastify';
import './route-config.js';

/**
 * Registers routes outside /api that integrations expect at fixed paths (e.g. Kannel's
 * /cgi-bin/sendsms): no CSRF, and an API key (X-API-Key or Bearer), when sent, authenticates
 * the request against the route's `permission`. Registered routes win over the console's
 * client-side fallback.
 */
export function registerRootRoutes(
  app: FastifyInstance,
  register: (scope: FastifyInstance) => void | Promise<void>,
) {
  return app.register(async (scope) => {
    scope.addHook('onRoute', (route) => {
      route.config = { ...route.config, scope: 'root' };
    });
    await register(scope);
  });
}
