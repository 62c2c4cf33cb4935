import { beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient, ApiResponse } from './support/api-client.js';
import { describeEachDialect } from './support/dialects.js';

interface Endpoint {
  method: 'POST' | 'PUT';
  path: string;
  /** A valid body; each field is broken in turn. Null: the endpoint takes no fields. */
  valid: Record<string, unknown> | null;
  required: string[];
}

const endpoints: Endpoint[] = [
  {
    method: 'POST',
    path: '/api/user/register/',
    valid: { email: 'new@example.com', password: 'new-Pass-11', first_name: 'N' },
    required: ['email', 'password'],
  },
  {
    method: 'POST',
    path: '/api/user/register/confirm/',
    valid: { token: 't' },
    required: ['token'],
  },
  {
    method: 'POST',
    path: '/api/user/login/',
    valid: { email: 'a@example.com', password: 'x' },
    required: ['email', 'password'],
  },
  { method: 'POST', path: '/api/user/logout/', valid: null, required: [] },
  {
    method: 'PUT',
    path: '/api/user/profile/',
    valid: { first_name: 'A', last_name: 'B' },
    required: ['first_name', 'last_name'],
  },
  {
    method: 'POST',
    path: '/api/user/password-change/',
    valid: { old_password: 'wrong-old-1', new_password: 'new-Pass-22' },
    required: ['old_password', 'new_password'],
  },
  {
    method: 'POST',
    path: '/api/user/reset-password/',
    valid: { email: 'a@example.com' },
    required: ['email'],
  },
  {
    method: 'POST',
    path: '/api/user/reset-password/confirm/',
    valid: { token: 't', password: 'new-Pass-33' },
    required: ['token', 'password'],
  },
  {
    method: 'POST',
    path: '/api/user/email-change/',
    valid: { email: 'b@example.com', password: 'x' },
    required: ['email', 'password'],
  },
  {
    method: 'POST',
    path: '/api/user/email-change/confirm/',
    valid: { token: 't' },
    required: ['token'],
  },
  {
    method: 'PUT',
    path: '/api/admin/users/1/',
    valid: { groups: ['user', 'admin'], tier: 'any' },
    required: ['groups', 'tier'],
  },
  { method: 'POST', path: '/api/user/avatar/', valid: null, required: [] },
];

const WRONG_VALUES: unknown[] = [12345, true, null, [], {}, ['a'], 'x'.repeat(5000)];

/** A client error in one of the two documented shapes; never a 500. */
function expectClientError(response: ApiResponse, statuses: number[], what: string) {
  expect(statuses, `${what}: got ${response.status} ${JSON.stringify(response.body)}`).toContain(
    response.status,
  );
  const body = response.body as Record<string, unknown>;
  expect(typeof body, what).toBe('object');
  for (const [key, value] of Object.entries(body)) {
    if (key === 'detail' && typeof value === 'string') continue;
    expect(
      Array.isArray(value) && value.every((m) => typeof m === 'string'),
      `${what}: ${key}`,
    ).toBe(true);
  }
}

describeEachDialect('bad input never reaches a 500', (server) => {
  let admin: ApiClient;
  beforeAll(async () => {
    // Signed in as an admin so every endpoint gets as far as validating its body.
    admin = await server().signedInClient('admin@example.com', 'admin-Pass-1', true);
  });

  const send = (endpoint: Endpoint, body: string, contentType = 'application/json') =>
    admin.request(endpoint.method, endpoint.path, {
      body,
      headers: { 'content-type': contentType },
    });

  for (const endpoint of endpoints) {
    describe(`${endpoint.method} ${endpoint.path}`, () => {
      it('answers malformed and empty JSON with 400 detail', async () => {
        for (const body of ['{"email": ', '{bad json}', "{'a': 1}", '']) {
          const response = await send(endpoint, body);
          expectClientError(response, [400], `body ${JSON.stringify(body)}`);
          expect((response.body as { detail: string }).detail).toMatch(/^Malformed JSON/);
        }
      });

      it('answers oversized bodies with 413', async () => {
        const huge = JSON.stringify({ email: 'a'.repeat(200_000) });
        expectClientError(await send(endpoint, huge), [413], 'oversized');
      });

      it('answers unsupported content types with 415 or 400', async () => {
        expectClientError(await send(endpoint, '<a/>', 'application/xml'), [415], 'xml');
        if (endpoint.valid) {
          expectClientError(await send(endpoint, 'email=a', 'text/plain'), [400, 415], 'text');
        }
      });

      if (!endpoint.valid) return;
      const valid = endpoint.valid;

      it('answers JSON that is not an object with 400', async () => {
        for (const body of ['[]', '"text"', '42', 'null', 'true']) {
          expectClientError(await send(endpoint, body), [400], body);
        }
      });

      it('names every missing field', async () => {
        const response = await send(endpoint, '{}');
        expectClientError(response, [400], 'missing fields');
        expect(Object.keys(response.body as object).sort()).toEqual([...endpoint.required].sort());
      });

      it('names the field with a wrong type', async () => {
        for (const field of Object.keys(valid)) {
          for (const wrong of WRONG_VALUES) {
            const response = await send(endpoint, JSON.stringify({ ...valid, [field]: wrong }));
            const what = `${field}=${JSON.stringify(wrong).slice(0, 20)}`;
            expectClientError(response, [400], what);
            const keys = Object.keys(response.body as object);
            expect(
              keys.some((key) => key === field || key.startsWith(`${field}.`)),
              `${what}: ${keys.join(',')}`,
            ).toBe(true);
          }
        }
      });
    });
  }

  it('reads a GET or DELETE that names JSON but sends no body as having none', async () => {
    const json = { headers: { 'content-type': 'application/json' } };
    const profile = await admin.request('GET', '/api/user/profile/', json);
    expect(profile.status).toBe(200);
    const missing = await admin.request('DELETE', '/api/client/delete/999999/', json);
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ detail: 'Not found.' });
  });

  it('answers unknown API paths and methods with a JSON 404', async () => {
    for (const [method, path] of [
      ['GET', '/api/nothing/'],
      ['POST', '/api/user/unknown/'],
      ['DELETE', '/api/user/profile/'],
      ['GET', '/api/user/profile'],
    ] as const) {
      const response = await admin.request(method, path);
      expect(response.status, `${method} ${path}`).toBe(404);
      expect(response.body).toEqual({ detail: 'Not found.' });
    }
  });
});
