import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { CSRF_HEADER, SESSION_COOKIE } from '@routelab/shared';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { webhookPayloadComponents } from '../modules/webhooks/openapi-payloads.js';

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];

/** Where the reference page lives; its own routes stay out of the document. */
export const DOCS_PREFIX = '/api/docs';
export const OPENAPI_PATH = '/api/openapi.json';

/**
 * The OpenAPI 3.1 document of every route, generated from the route schemas (the shared zod
 * contracts), at /api/openapi.json; Swagger UI reads it at /api/docs. The UI's files are served
 * from this server (no CDN), so the console's Content-Security-Policy lets them run. Register
 * before the routes: the document collects them as they are added.
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'RouteLab API',
        version: '0.1.0',
        description:
          'SMS gateway and SMPP testing console. Errors answer `{"detail"}` or, for invalid ' +
          'fields, `{"<field>": ["message", …]}`, translated by Accept-Language (en, ru, uk).',
      },
      components: {
        securitySchemes: {
          session: {
            type: 'apiKey',
            in: 'cookie',
            name: SESSION_COOKIE,
            description: 'The console session, set by POST /api/user/login/.',
          },
          csrf: {
            type: 'apiKey',
            in: 'header',
            name: CSRF_HEADER,
            description: 'With a session: the `csrftoken` cookie echoed on unsafe methods.',
          },
          apiKey: { type: 'apiKey', in: 'header', name: 'X-API-Key' },
          bearer: { type: 'http', scheme: 'bearer', description: 'The API key as a bearer token.' },
        },
        schemas: webhookPayloadComponents(),
      },
      security: [{ session: [], csrf: [] }, { apiKey: [] }, { bearer: [] }],
    },
    transform: groupedByArea,
  });
  app.get(OPENAPI_PATH, { schema: { hide: true } }, async () => app.swagger());
  await app.register(fastifySwaggerUi, { routePrefix: DOCS_PREFIX });
}

/** Operations grouped on the page by the path's first segment (user, client, message, log, …). */
function groupedByArea(route: TransformInput) {
  const { schema, url } = jsonSchemaTransform(route);
  const area = /^\/api\/([^/]+)/.exec(url)?.[1];
  return { schema: area && schema ? { ...schema, tags: [area] } : schema, url };
}
