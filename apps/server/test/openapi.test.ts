import { Validator } from '@seriousme/openapi-schema-validator';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { FastifyInstance } from 'fastify';
import { expect, it, vi } from 'vitest';
import type * as OpenApi from '../src/http/openapi.js';
import { describeEachDialect } from './support/dialects.js';
import { PUBLIC_URL } from './support/test-server.js';

/** Every route the app registers, seen by an onRoute hook installed before the first route. */
const registered = vi.hoisted(() => new Set<string>());

vi.mock('../src/http/openapi.js', async (importOriginal) => {
  const actual = await importOriginal<typeof OpenApi>();
  return {
    ...actual,
    registerOpenApi: async (app: FastifyInstance, publicUrl: string) => {
      app.addHook('onRoute', (route) => {
        for (const method of [route.method].flat()) registered.add(`${method} ${route.url}`);
      });
      await actual.registerOpenApi(app, publicUrl);
    },
  };
});

const { DOCS_PREFIX, OPENAPI_PATH } = await import('../src/http/openapi.js');

interface OpenApiDocument {
  openapi: string;
  servers?: { url: string }[];
  paths: Record<string, Record<string, unknown>>;
}

interface Operation {
  description?: string;
  'x-codeSamples'?: { lang: string; source: string }[];
}

/** The API's own routes: not the docs', not HEAD twins of GETs, not static files or the SPA. */
const isApiRoute = (key: string) => {
  const [method = '', url = ''] = key.split(' ');
  return (
    method !== 'HEAD' &&
    url.startsWith('/api/') &&
    url !== OPENAPI_PATH &&
    !url.startsWith(DOCS_PREFIX)
  );
};

/** `/api/client/:id/unlock/` as OpenAPI writes it: `/api/client/{id}/unlock/`. */
const toOpenApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

interface Media {
  schema?: object;
  example?: unknown;
}

interface ExampledOperation {
  requestBody?: { content: Record<string, Media> };
  responses: Record<string, { content?: Record<string, Media> }>;
}

type SmscSend = { destinations: string[]; source_addr_ton: number };

/**
 * What is wrong with the document's examples: a JSON body or 2xx JSON answer without one, or an
 * example (of any status) its own schema refuses, formats included.
 */
function examplesProblems(document: OpenApiDocument): string[] {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats.default(ajv);
  const problems: string[] = [];
  const check = (name: string, media: Media, required: boolean) => {
    if (!('example' in media)) {
      if (required) problems.push(`${name}: no example`);
      return;
    }
    const validate = ajv.compile(media.schema ?? {});
    if (!validate(media.example)) problems.push(`${name}: ${ajv.errorsText(validate.errors)}`);
  };
  for (const [path, operations] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(
      operations as Record<string, ExampledOperation>,
    )) {
      const name = `${method.toUpperCase()} ${path}`;
      for (const [type, media] of Object.entries(operation.requestBody?.content ?? {})) {
        check(`${name} body ${type}`, media, type.includes('json'));
      }
      for (const [status, response] of Object.entries(operation.responses)) {
        for (const [type, media] of Object.entries(response.content ?? {})) {
          if (!type.includes('json')) continue;
          check(`${name} ${status} ${type}`, media, status.startsWith('2'));
        }
      }
    }
  }
  return problems.sort();
}

describeEachDialect('OpenAPI document and reference page', (server) => {
  it('is valid OpenAPI 3.1', async () => {
    const response = await server().client().get<OpenApiDocument>(OPENAPI_PATH);
    expect(response.status).toBe(200);
    expect(response.body.openapi).toMatch(/^3\.1\./);
    const result = await new Validator().validate({ ...response.body });
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('documents every registered route with its method', async () => {
    const { body } = await server().client().get<OpenApiDocument>(OPENAPI_PATH);
    const routes = [...registered].filter(isApiRoute);
    expect(routes.length).toBeGreaterThan(40);
    const missing = routes.filter((key) => {
      const [method = '', url = ''] = key.split(' ');
      return body.paths[toOpenApiPath(url)]?.[method.toLowerCase()] === undefined;
    });
    expect(missing).toEqual([]);
  });

  it('declares the answer of every operation (none left as the generator’s default)', async () => {
    const { body } = await server().client().get<OpenApiDocument>(OPENAPI_PATH);
    type Answer = { description: string; content?: unknown };
    const declared = (answer: Answer) =>
      answer.content !== undefined || answer.description !== 'Default Response';
    const undeclared = Object.entries(body.paths).flatMap(([path, operations]) =>
      Object.entries(operations as Record<string, { responses: Record<string, Answer> }>)
        .filter(([, operation]) => !Object.values(operation.responses).some(declared))
        .map(([method]) => `${method.toUpperCase()} ${path}`),
    );
    expect(undeclared).toEqual([]);
  });

  it('documents bodies, queries, paths and answers from the shared contracts', async () => {
    const { body } = await server().client().get<OpenApiDocument>(OPENAPI_PATH);
    const create = body.paths['/api/client/create/']?.post as {
      requestBody: { content: Record<string, { schema: { required?: string[] } }> };
      responses: Record<string, unknown>;
    };
    expect(create.requestBody.content['application/json']?.schema.required).toEqual(
      expect.arrayContaining(['name', 'system_id', 'password']),
    );
    expect(Object.keys(create.responses)).toContain('201');
    const list = body.paths['/api/message/smsc/list/']?.get as { parameters: { name: string }[] };
    expect(list.parameters.map((p) => p.name)).toEqual(
      expect.arrayContaining(['page', 'page_size', 'status', 'ordering']),
    );
    const send = body.paths['/api/message/smsc/create/']?.post as typeof create;
    expect(Object.keys(send.responses)).toEqual(expect.arrayContaining(['201', '402']));
    const detail = body.paths['/api/message/esme/{id}/']?.get as { parameters: { in: string }[] };
    expect(detail.parameters).toEqual([expect.objectContaining({ in: 'path', name: 'id' })]);
  });

  it('gives every operation a curl sample for PUBLIC_URL, shown in its description', async () => {
    const { body } = await server().client().get<OpenApiDocument>(OPENAPI_PATH);
    expect(body.servers).toEqual([{ url: PUBLIC_URL }]);
    const operations = Object.entries(body.paths).flatMap(([path, methods]) =>
      Object.entries(methods as Record<string, Operation>).map(([method, operation]) => ({
        name: `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase(),
        operation,
      })),
    );
    expect(operations.length).toBeGreaterThan(40);
    for (const { name, method, operation } of operations) {
      const samples = operation['x-codeSamples'] ?? [];
      expect(samples, name).toHaveLength(1);
      const curl = samples[0]!.source;
      expect(curl, name).toMatch(new RegExp(`^curl -X ${method} (.+ )?'${PUBLIC_URL}/api/`));
      // Swagger UI does not display x-codeSamples: the description (Markdown) carries it.
      expect(operation.description, name).toContain('```sh\n' + curl + '\n```');
    }
  });

  it('gives every body and 2xx answer an example that its own schema accepts', async () => {
    const { body } = await server().client().get<OpenApiDocument>(OPENAPI_PATH);
    const problems = examplesProblems(body);
    expect(problems).toEqual([]);
    // Swagger UI shows the media example as is: ours, not values it makes up from the schema.
    const send = body.paths['/api/message/smsc/create/']?.post as ExampledOperation;
    const sent = send.requestBody?.content['application/json']?.example as SmscSend;
    expect(sent.destinations[0]).toMatch(/^\+?\d{10,15}$/);
    expect(sent.source_addr_ton).toBeLessThanOrEqual(6);
    // The 400 of a body shows the messages an empty body gets.
    const create = body.paths['/api/client/create/']?.post as ExampledOperation;
    expect(create.responses['400']?.content?.['application/json']?.example).toMatchObject({
      system_id: ['System ID is required'],
    });
  });

  it('finds an example missing or breaking its schema (the check above can fail)', async () => {
    const { body } = await server().client().get<OpenApiDocument>(OPENAPI_PATH);
    const broken = structuredClone(body);
    const send = broken.paths['/api/message/smsc/create/']?.post as ExampledOperation;
    (send.requestBody!.content['application/json']!.example as SmscSend).source_addr_ton = 18;
    const list = broken.paths['/api/client/list/']?.get as ExampledOperation;
    delete list.responses['200']!.content!['application/json']!.example;
    expect(examplesProblems(broken)).toEqual([
      expect.stringMatching(/^GET \/api\/client\/list\/ 200 application\/json: no example/),
      expect.stringMatching(/^POST \/api\/message\/smsc\/create\/ body .*source_addr_ton/),
    ]);
  });

  it('serves the reference page and its files from this server, allowed by the CSP', async () => {
    const client = server().client();
    const page = await client.get<string>(`${DOCS_PREFIX}/`, { headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/script-src 'self'[;\s]/);
    // Inline scripts would be refused by that policy: every script is a file.
    expect(page.body).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    const assets = [...page.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1] ?? '');
    expect(assets.filter((a) => a.endsWith('.js')).length).toBeGreaterThanOrEqual(3);
    expect(assets.filter((a) => a.endsWith('.css')).length).toBeGreaterThanOrEqual(1);
    const base = new URL(`${DOCS_PREFIX}/`, server().baseUrl);
    for (const asset of assets) {
      const url = new URL(asset, base);
      expect(url.origin, asset).toBe(base.origin);
      const file = await client.get(url.pathname);
      expect(file.status, asset).toBe(200);
    }
    const initializer = await client.get<string>(`${DOCS_PREFIX}/static/swagger-initializer.js`);
    // The page loads the document from this server (its /json twin of /api/openapi.json).
    expect(initializer.body).toContain("resolveUrl('./json')");
    expect((await client.get(`${DOCS_PREFIX}/json`)).body).toEqual(
      (await client.get(OPENAPI_PATH)).body,
    );
  });
});
