import type { RouteOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { RouteContracts, type Answer } from './support/route-contracts.js';

const itemSchema = z.object({ id: z.number().int(), name: z.string() });

function contractsOf(...routes: Partial<RouteOptions>[]): RouteContracts {
  const contracts = new RouteContracts();
  for (const route of routes)
    contracts.onRoute({ handler: () => undefined, ...route } as RouteOptions);
  return contracts;
}

const json = (method: string, path: string, status: number, body: unknown): Answer => ({
  method,
  path,
  status,
  mediaType: 'application/json',
  body,
});

describe('the test clients check each answer against its route contract', () => {
  const contracts = contractsOf(
    { method: 'GET', url: '/api/item/list/', schema: { response: { 200: z.array(itemSchema) } } },
    { method: 'GET', url: '/api/item/:id/', schema: { response: { 200: itemSchema } } },
    { method: 'GET', url: '/api/item/undeclared/' },
    {
      method: 'GET',
      url: '/api/item/download/',
      schema: {
        response: { 200: { content: { 'text/csv; charset=utf-8': { schema: z.string() } } } },
      },
    },
    { method: 'GET', url: '/api/openapi.json', schema: { hide: true } },
  );

  it('passes an answer its declared schema parses, and errors of the shared shapes', () => {
    contracts.check(json('GET', '/api/item/7/', 200, { id: 7, name: 'seven' }));
    contracts.check(json('GET', '/api/item/7/', 404, { detail: 'Not found.' }));
    contracts.check(json('GET', '/api/item/7/', 402, { detail: 'Top up.', code: 'balance' }));
    contracts.check(json('GET', '/api/item/7/', 400, { name: ['Name is required'] }));
    contracts.check({
      ...json('GET', '/api/item/download/', 200, 'id\r\n'),
      mediaType: 'text/csv',
    });
    contracts.check(json('GET', '/api/openapi.json', 200, { openapi: '3.1.0' }));
  });

  it('fails a body that breaks the schema, naming the route, the status and the issue', () => {
    expect(() => contracts.check(json('GET', '/api/item/7/', 200, { id: '7', name: 'x' }))).toThrow(
      /GET \/api\/item\/:id\/ answered 200; the body breaks its declared schema:\n.*id/,
    );
  });

  it('fails a body with a field the schema does not name', () => {
    expect(() =>
      contracts.check(json('GET', '/api/item/list/', 200, [{ id: 1, name: 'a', secret: 's' }])),
    ).toThrow(/GET \/api\/item\/list\/ answered 200 with fields .* does not name: \[\]\.secret/);
  });

  it('matches a static path before a parameter, as the router does', () => {
    expect(() =>
      contracts.check(json('GET', '/api/item/list/', 200, { id: 1, name: 'a' })),
    ).toThrow(/\/api\/item\/list\//);
  });

  it('fails JSON success that no schema declares, an error of no known shape, a wrong media type', () => {
    expect(() => contracts.check(json('GET', '/api/item/undeclared/', 200, {}))).toThrow(
      /no schema declared/,
    );
    expect(() => contracts.check(json('GET', '/api/item/7/', 500, { message: 'boom' }))).toThrow(
      /breaks its error shape/,
    );
    expect(() => contracts.check(json('GET', '/api/item/download/', 200, []))).toThrow(
      /no schema declared/,
    );
  });

  it("leaves the success answers of a test's own routes unchecked", () => {
    const own = contractsOf();
    own.testRoutesFollow();
    own.onRoute({ method: 'GET', url: '/own/', handler: () => undefined } as RouteOptions);
    own.check(json('GET', '/own/', 200, { anything: true }));
    expect(() => own.check(json('GET', '/own/', 400, { anything: true }))).toThrow(/error shape/);
  });
});
