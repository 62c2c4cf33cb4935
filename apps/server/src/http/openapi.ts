import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { CSRF_HEADER, registerApiExamples, SESSION_COOKIE } from '@routelab/shared';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { webhookPayloadComponents } from '../modules/webhooks/openapi-payloads.js';
import {
  examplesFor,
  responsesWithExamples,
  validationAnswer,
  withExample,
} from './openapi-examples.js';

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
export async function registerOpenApi(app: FastifyInstance, publicUrl: string): Promise<void> {
  registerApiExamples();
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
      // "Try it out" and the curl samples call this server where its users reach it.
      servers: [{ url: publicUrl }],
      security: [{ session: [], csrf: [] }, { apiKey: [] }, { bearer: [] }],
    },
    transform: (route) => groupedByArea(route, publicUrl),
  });
  app.get(OPENAPI_PATH, { schema: { hide: true } }, async () => app.swagger());
  await app.register(fastifySwaggerUi, { routePrefix: DOCS_PREFIX });
}

/**
 * Operations grouped on the page by the path's first segment (user, client, message, log, …),
 * each saying who may call it: the API key permission it needs (`x-permission`, and only then the
 * key schemes) or that it is for console sessions only, with a curl example for PUBLIC_URL:
 * in `x-codeSamples` (read by Redoc and other tools) and in the description, which Swagger UI
 * shows (it does not display `x-codeSamples`).
 */
function groupedByArea(route: TransformInput, publicUrl: string) {
  const { schema, url } = withExamples(route, jsonSchemaTransform(route));
  const area = /^\/api\/([^/]+)/.exec(url)?.[1];
  if (!area || !schema) return { schema, url };
  const { permission, scope } = route.route.config ?? {};
  const method = [route.route.method].flat()[0] ?? 'GET';
  const given = (schema as { description?: string }).description;
  const withCurl = (text: string, curl: string) => ({
    description: `${text}\n\n\`\`\`sh\n${curl}\n\`\`\``,
    'x-codeSamples': [{ lang: 'Shell', label: 'curl', source: curl }],
  });
  if (scope === 'callback') {
    // Called by a payment provider, verified by its signature: no session, no key.
    const curl = curlExample(method, url, '', publicUrl);
    const text = `${given ? `${given}\n\n` : ''}Called by the payment provider, signed by it.`;
    return { schema: { ...schema, tags: [area], security: [], ...withCurl(text, curl) }, url };
  }
  const access =
    permission === undefined
      ? 'Console session only: API keys are refused (403).'
      : permission === 'none'
        ? 'Open to any API key.'
        : `API key permission: \`${permission}\`.`;
  const auth =
    permission === undefined
      ? "-b 'sessionid=…; csrftoken=…' -H 'X-CSRFToken: …' "
      : "-H 'X-API-Key: rl_…' ";
  const curl = curlExample(method, url, auth, publicUrl);
  return {
    schema: {
      ...schema,
      tags: [area],
      security: permission === undefined ? SECURITY_SESSION : SECURITY_ALL,
      ...(permission === undefined ? {} : { 'x-permission': permission }),
      ...withCurl(`${given ? `${given}\n\n` : ''}${access}`, curl),
    },
    url,
  };
}

/**
 * Every body and answer with an example (the shared contracts', see openapi-examples.ts), and
 * operations with a JSON body with their 400: Swagger UI would otherwise make values up.
 */
function withExamples(route: TransformInput, transformed: ReturnType<typeof jsonSchemaTransform>) {
  const { schema, url } = transformed;
  if (!schema || (schema as { hide?: boolean }).hide) return transformed;
  const { body, response } = schema as { body?: unknown; response?: Record<string, unknown> };
  const invalid = validationAnswer(route.schema?.body);
  const responses = {
    ...(response ?? {}),
    ...(invalid && !response?.['400'] ? { 400: invalid } : {}),
  };
  return {
    schema: {
      ...schema,
      ...(body === undefined ? {} : { body: withExample(examplesFor('request', body)) }),
      ...(response === undefined && !invalid ? {} : { response: responsesWithExamples(responses) }),
    },
    url,
  };
}

type Security = Record<string, readonly string[]>[];
const SECURITY_SESSION: Security = [{ session: [], csrf: [] }];
const SECURITY_ALL: Security = [{ session: [], csrf: [] }, { apiKey: [] }, { bearer: [] }];

/**
 * A curl line for the operation on PUBLIC_URL, with `auth` (an API key where keys may call it,
 * else the session; nothing for provider callbacks).
 */
function curlExample(method: string, url: string, auth: string, publicUrl: string): string {
  const path = url.replace(/:(\w+)/g, '1');
  const body =
    method === 'POST' || method === 'PUT' ? "-H 'Content-Type: application/json' -d '{…}' " : '';
  return `curl -X ${method} ${auth}${body}'${publicUrl}${path}'`;
}
