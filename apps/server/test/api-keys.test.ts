import {
  API_PERMISSIONS,
  type ApiKey,
  type ApiKeyList,
  type ApiPermission,
  type CreatedApiKey,
} from '@routelab/shared';
import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { OPENAPI_PATH } from '../src/http/openapi.js';
import type { ApiClient } from './support/api-client.js';
import { describeEachDialect } from './support/dialects.js';
import { readChecked } from './support/route-contracts.js';
import type { TestServer } from './support/test-server.js';

const PASSWORD = 'Secret-pass-1';
let users = 0;

/** A signed-in owner and a key made through the console's route. */
async function ownerWithKey(server: TestServer, body: Record<string, unknown> = {}) {
  users += 1;
  const owner = await server.signedInClient(`owner${users}@example.com`, PASSWORD);
  const created = await owner.post<CreatedApiKey>('/api/user/api-key/create/', {
    name: 'script',
    permissions: [...API_PERMISSIONS],
    ...body,
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return { owner, created: created.body };
}

/** A request as a script makes it: the key only, no cookies, no CSRF token. */
async function withKey(
  server: TestServer,
  key: string,
  method: string,
  path: string,
  json?: unknown,
) {
  const url = new URL(path, server.baseUrl);
  const response = await fetch(url, {
    method,
    headers: {
      'x-api-key': key,
      ...(json === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: json === undefined ? undefined : JSON.stringify(json),
  });
  const { body } = await readChecked(server.contracts, method, url.pathname, response);
  return {
    status: response.status,
    headers: response.headers,
    body: (typeof body === 'string' ? {} : body) as Record<string, unknown>,
  };
}

interface Operation {
  method: string;
  path: string;
  permission: ApiPermission | 'none' | undefined;
}

/** Every /api operation of the running app, with the permission its document names. */
async function operations(client: ApiClient): Promise<Operation[]> {
  const { body } = await client.get<{
    paths: Record<
      string,
      Record<string, { 'x-permission'?: ApiPermission | 'none'; security?: unknown[] }>
    >;
  }>(OPENAPI_PATH);
  return Object.entries(body.paths)
    .filter(([path]) => path.startsWith('/api/'))
    .flatMap(([path, methods]) =>
      Object.entries(methods)
        // Provider callbacks: verified by their signatures, outside sessions and keys.
        .filter(([, operation]) => operation.security?.length !== 0)
        .map(([method, operation]) => ({
          method: method.toUpperCase(),
          // Ids that belong to nobody: the route answers 404 or 400, never runs on real data.
          path: path
            .replace(
              '{id}',
              path.includes('load-test') ? '8a7b5c1e-0d2f-4b6a-9c3e-1f2a3b4c5d6e' : '999999',
            )
            .replace(/\{\w+\}/g, '999999'),
          permission: operation['x-permission'],
        })),
    );
}

const bodyFor = (method: string) => (method === 'POST' || method === 'PUT' ? {} : undefined);

describeEachDialect('API keys', (server) => {
  it('are made, listed, changed and revoked by their owner; the key is shown once', async () => {
    const { owner, created } = await ownerWithKey(server(), {
      name: 'CI script',
      permissions: ['send_sms', 'read_sent_sms'],
      allowed_ips: ['127.0.0.1', '10.0.0.0/8'],
      rate_limit: 50,
    });
    expect(created).toMatchObject({
      name: 'CI script',
      permissions: ['send_sms', 'read_sent_sms'],
      allowed_ips: ['127.0.0.1', '10.0.0.0/8'],
      enabled: true,
      rate_limit: 50,
      expires_at: null,
      last_used_at: null,
    });
    expect(created.key.startsWith(created.prefix)).toBe(true);

    const used = await withKey(server(), created.key, 'GET', '/api/message/smsc/list/');
    expect(used.status).toBe(200);
    const list = await owner.get<ApiKeyList>('/api/user/api-key/list/');
    expect(list.status).toBe(200);
    expect(list.body.results).toHaveLength(1);
    const [listed] = list.body.results as [ApiKey];
    expect(listed).toMatchObject({
      id: created.id,
      prefix: created.prefix,
      last_used_ip: '127.0.0.1',
    });
    expect(listed.last_used_at).not.toBeNull();
    expect(JSON.stringify(list.body)).not.toContain(created.key.slice(created.prefix.length));

    // A changed permission applies to the next request.
    const changed = await owner.put<ApiKey>(`/api/user/api-key/${created.id}/`, {
      id: created.id,
      name: 'CI script',
      permissions: ['read_sent_sms'],
    });
    expect(changed.status).toBe(200);
    expect(changed.body.permissions).toEqual(['read_sent_sms']);
    const refused = await withKey(server(), created.key, 'POST', '/api/message/smsc/create/', {});
    expect(refused.status).toBe(403);

    // Disabled, it stops at once; enabled again, it works.
    const disable = { id: created.id, name: 'CI script', permissions: ['read_sent_sms'] };
    await owner.put(`/api/user/api-key/${created.id}/`, { ...disable, enabled: false });
    expect((await withKey(server(), created.key, 'GET', '/api/message/smsc/list/')).status).toBe(
      401,
    );
    await owner.put(`/api/user/api-key/${created.id}/`, { ...disable, enabled: true });
    expect((await withKey(server(), created.key, 'GET', '/api/message/smsc/list/')).status).toBe(
      200,
    );

    const revoked = await owner.request('DELETE', `/api/user/api-key/${created.id}/`);
    expect(revoked.status).toBe(204);
    const after = await withKey(server(), created.key, 'GET', '/api/message/smsc/list/');
    expect(after.status).toBe(401);
    expect(after.body.detail).toBe('Invalid API key.');
    expect((await owner.get<ApiKeyList>('/api/user/api-key/list/')).body.results).toEqual([]);
  });

  it("answers 404 for other users' keys and 400 with field messages for bad input", async () => {
    const { created } = await ownerWithKey(server());
    const stranger = await server().signedInClient('stranger@example.com', PASSWORD);
    const body = { id: created.id, name: 'mine now', permissions: ['send_sms'] };
    expect((await stranger.put(`/api/user/api-key/${created.id}/`, body)).status).toBe(404);
    expect((await stranger.request('DELETE', `/api/user/api-key/${created.id}/`)).status).toBe(404);
    expect((await stranger.get<ApiKeyList>('/api/user/api-key/list/')).body.results).toEqual([]);

    const invalid = await stranger.post('/api/user/api-key/create/', {
      name: '',
      permissions: ['send_sms', 'fly'],
      allowed_ips: ['300.1.1.1'],
      rate_limit: 0,
      expires_at: 'tomorrow',
    });
    expect(invalid.status).toBe(400);
    expect(Object.keys(invalid.body as object).sort()).toEqual(
      ['allowed_ips.0', 'expires_at', 'name', 'permissions.1', 'rate_limit'].sort(),
    );
    const mismatch = await stranger.post<CreatedApiKey>('/api/user/api-key/create/', {
      name: 'x',
      permissions: ['send_sms'],
    });
    const wrongId = await stranger.put(`/api/user/api-key/${mismatch.body.id}/`, {
      id: mismatch.body.id + 1,
      name: 'x',
      permissions: ['send_sms'],
    });
    expect(wrongId.status).toBe(400);
    expect(wrongId.body).toEqual({ id: ['The id in the body does not match the address.'] });
  });

  it('cannot manage keys with a key', async () => {
    const { created } = await ownerWithKey(server());
    for (const [method, path] of [
      ['GET', '/api/user/api-key/list/'],
      ['POST', '/api/user/api-key/create/'],
      ['PUT', `/api/user/api-key/${created.id}/`],
      ['DELETE', `/api/user/api-key/${created.id}/`],
    ] as const) {
      const answer = await withKey(server(), created.key, method, path, bodyFor(method));
      expect(answer.status, path).toBe(403);
      expect(answer.body.code).toBe('session_only');
    }
  });

  it('allow each route exactly the permission it names, and keys none of the session-only ones', async () => {
    const client = server().client();
    const all = await operations(client);
    const keyed = all.filter((operation) => operation.permission !== undefined);
    const sessionOnly = all.filter((operation) => operation.permission === undefined);
    // Every permission guards some route; the money, profile and key routes are session-only.
    expect(new Set(keyed.map((operation) => operation.permission))).toEqual(
      new Set([...API_PERMISSIONS, 'none']),
    );
    expect(sessionOnly.map((operation) => operation.path)).toEqual(
      expect.arrayContaining(['/api/user/api-key/list/', '/api/billing/ledger/', '/api/payment/']),
    );
    for (const permission of API_PERMISSIONS) {
      const { created } = await ownerWithKey(server(), { permissions: [permission] });
      for (const { method, path, permission: needed } of keyed) {
        const answer = await withKey(server(), created.key, method, path, bodyFor(method));
        const label = `${permission} → ${method} ${path}`;
        if (needed === permission || needed === 'none') {
          expect(answer.status, label).not.toBe(403);
          expect(answer.status, label).not.toBe(401);
        } else {
          expect(answer.status, label).toBe(403);
          expect(answer.body.code, label).toBe('missing_permission');
        }
      }
    }
    const { created } = await ownerWithKey(server());
    for (const { method, path } of sessionOnly) {
      const answer = await withKey(server(), created.key, method, path, bodyFor(method));
      expect(answer.status, `${method} ${path}`).toBe(403);
      expect(answer.body.code, `${method} ${path}`).toBe('session_only');
    }
  });

  it('keeps each key to its own rate limit with 429 and Retry-After', async () => {
    const { created: slow } = await ownerWithKey(server(), { rate_limit: 2 });
    const { created: other } = await ownerWithKey(server(), { rate_limit: 2 });
    const answers = [];
    for (let i = 0; i < 3; i += 1) {
      answers.push(await withKey(server(), slow.key, 'GET', '/api/message/smsc/list/'));
    }
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 429]);
    expect(Number(answers[2]?.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(answers[2]?.body.detail).toMatch(/throttled/);
    // Another key of the same kind has its own budget.
    expect((await withKey(server(), other.key, 'GET', '/api/message/smsc/list/')).status).toBe(200);
  });
});

describeEachDialect(
  'API keys: secrets',
  (server) => {
    it('never writes the key to the log or in clear to the database', async () => {
      const { owner, created } = await ownerWithKey(server());
      const secretPart = created.key.slice(created.prefix.length);
      await withKey(server(), created.key, 'GET', '/api/message/smsc/list/');
      await withKey(server(), created.key, 'GET', '/api/user/profile/');
      await withKey(server(), `${created.key}x`, 'GET', '/api/client/list/');
      await fetch(new URL('/api/client/list/', server().baseUrl), {
        headers: { authorization: `Bearer ${created.key}` },
      });
      await owner.get('/api/user/api-key/list/');
      expect(server().logLines.length).toBeGreaterThan(0);
      expect(server().logLines.join('\n')).not.toContain(secretPart);

      const tables = await server().db.introspection.getTables();
      for (const table of tables) {
        const rows = await sql`select * from ${sql.table(table.name)}`.execute(server().db);
        expect(JSON.stringify(rows.rows), table.name).not.toContain(secretPart);
      }
    });
  },
  { logLevel: 'info' },
);

describeEachDialect(
  'API keys over IPv6',
  (server) => {
    it('match an IPv6 caller against IPv6 addresses and CIDR blocks', async () => {
      const cases: [string[], number][] = [
        [['::1'], 200],
        [['::/127'], 200],
        [['2001:db8::/32', '::1/128'], 200],
        [['2001:db8::/32'], 403],
        [['127.0.0.1', '127.0.0.0/8'], 403],
      ];
      for (const [allowed, status] of cases) {
        const { created } = await ownerWithKey(server(), { allowed_ips: allowed });
        const answer = await withKey(server(), created.key, 'GET', '/api/client/list/');
        expect(answer.status, allowed.join(' ')).toBe(status);
      }
    });
  },
  { httpHost: '::1' },
);
