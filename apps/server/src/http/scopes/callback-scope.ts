import type { FastifyInstance, FastifyRequest } from 'fastify';
import './route-config.js';

/** Provider callbacks are small; anything bigger is refused before it is read whole. */
export const CALLBACK_BODY_LIMIT = 16 * 1024;
export const CALLBACK_PREFIX = '/api/callbacks';

declare module 'fastify' {
  interface FastifyRequest {
    /** The body's bytes exactly as received (callback scope only), for signature checks. */
    rawBody: Buffer | null;
  }
}

function parseForm(bytes: Buffer): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(bytes.toString('utf8')));
}

function parseJson(bytes: Buffer): unknown {
  try {
    return JSON.parse(bytes.toString('utf8'));
  } catch (error) {
    // The error handler answers a SyntaxError with the usual malformed-JSON 400.
    throw Object.assign(error as SyntaxError, { statusCode: 400 });
  }
}

/**
 * Registers provider callback routes (payment notifications and the like) under `prefix`
 * (/api/callbacks unless given; payments use /api/payment):
 * no session, no CSRF, a 16 KiB body limit (413), and `request.rawBody` byte-exact beside the
 * parsed body (JSON, form-urlencoded; other types arrive as the raw bytes). The routes check
 * the provider's signature themselves.
 */
export function registerCallbackRoutes(
  app: FastifyInstance,
  register: (scope: FastifyInstance) => void | Promise<void>,
  prefix: string = CALLBACK_PREFIX,
) {
  return app.register(
    async (scope) => {
      scope.decorateRequest('rawBody', null);
      scope.addHook('onRoute', (route) => {
        route.config = { ...route.config, scope: 'callback' };
        route.bodyLimit ??= CALLBACK_BODY_LIMIT;
      });
      scope.removeAllContentTypeParsers();
      const options = { parseAs: 'buffer' as const, bodyLimit: CALLBACK_BODY_LIMIT };
      const keepRaw =
        (parse: (bytes: Buffer) => unknown) => async (request: FastifyRequest, bytes: Buffer) => {
          request.rawBody = bytes;
          return parse(bytes);
        };
      scope.addContentTypeParser('application/json', options, keepRaw(parseJson));
      scope.addContentTypeParser('application/x-www-form-urlencoded', options, keepRaw(parseForm));
      scope.addContentTypeParser(
        '*',
        options,
        keepRaw((bytes) => bytes),
      );
      await register(scope);
    },
    { prefix },
  );
}
