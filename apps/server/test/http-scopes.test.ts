import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  API_PERMISSIONS,
  type ApiKeyCreateBody,
  type ApiPermission,
  type Client,
} from '@routelab/shared';
import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import { registerCallbackRoutes } from '../src/http/scopes/callback-scope.js';
import { registerRootRoutes } from '../src/http/scopes/root-scope.js';
import { requireUser } from '../src/modules/auth/authenticate.js';
import { LAST_USED_PRECISION_MS } from '../src/modules/api-keys/service.js';
import { uniqueSystemId } from './esme-harness.js';
import { describeEachDialect } from './support/dialects.js';
import { readChecked } from './support/route-contracts.js';
import type { TestServer } from './support/test-server.js';

/** A built console stand-in: the SPA fallback answers this page to unknown HTML GETs. */
const webDir = mkdtempSync(join(tmpdir(), 'routelab-web-'));
writeFileSync(join(webDir, 'index.html'), '<!doctype html><title>console</title>');

/** Routes the tests add in the callback and root scopes (payments and Kannel's sendsms will). */
async function scopedRoutes(app: FastifyInstance) {
  await registerCallbackRoutes(app, (scope) => {
    scope.post('/echo/', async (request) => ({
      raw: request.rawBody?.toString('base64') ?? null,
      body: request.body,
    }));
  });
  await registerRootRoutes(app, (scope) => {
    scope.get('/cgi-bin/open', async () => 'root scope');
    scope.post('/cgi-bin/open', async () => 'posted');
    scope.get('/cgi-bin/whoami', { config: { permission: 'send_sms' } }, async (request) => ({
      email: requireUser(request).user.email,
      via: requireUser(request).via,
    }));
  });
}

interface Answer {
  status: number;
  body: Record<string, unknown>;
}

/** A request without cookies: what a script holding a key sends. */
async function call(
  server: TestServer,
  method: string,
  path: string,
  options: { headers?: Record<string, string>; json?: unknown; body?: string } = {},
): Promise<Answer & { text: string }> {
  const headers: Record<string, string> = { ...options.headers };
  let body = options.body;
  if (options.json !== undefined && method !== 'GET') {
    body = JSON.stringify(options.json);
    headers['content-type'] = 'application/json';
  }
  const url = new URL(path, server.baseUrl);
  const response = await fetch(url, { method, headers, body });
  const answer = await readChecked(server.contracts, method, url.pathname, response);
  const json = typeof answer.body === 'string' ? {} : (answer.body as Record<string, unknown>);
  return { status: response.status, body: json, text: answer.text };
}

let userCounter = 0;

async function keyOf(server: TestServer, options: Partial<ApiKeyCreateBody> = {}) {
  userCounter += 1;
  const user = await server.createUser(`key${userCounter}@example.com`, 'Key-owner-pass-1');
  const created = await server.ctx.apiKeys.create(user.id, {
    name: 'script',
    permissions: [...API_PERMISSIONS],
    ...options,
  });
  return { user, ...created };
}

const withKey = (key: string) => ({ 'x-api-key': key });
const accountBody = () => ({
  name: 'Keyed',
  system_id: uniqueSystemId('key'),
  password: 'pw123456',
});

describeEachDialect(
  'HTTP edge scopes and API keys',
  (server) => {
    it('authenticates a key on resource routes without CSRF, by X-API-Key or Bearer', async () => {
      const { key, user } = await keyOf(server(), { permissions: ['manage_esme'] });
      const created = await call(server(), 'POST', '/api/client/create/', {
        headers: withKey(key),
        json: accountBody(),
      });
      expect(created.status, created.text).toBe(201);

      const list = await call(server(), 'GET', '/api/client/list/', {
        headers: { authorization: `Bearer ${key}` },
      });
      expect(list.status).toBe(200);
      const clients = list.body.clients as Client[];
      expect(clients.map((client) => client.id)).toEqual([created.body.id]);

      // The account belongs to the key's owner: the owner's session sees it too.
      const owner = server().client();
      await owner.login(user.email, 'Key-owner-pass-1');
      const seen = await owner.get<{ clients: Client[] }>('/api/client/list/');
      expect(seen.body.clients.map((client) => client.id)).toEqual([created.body.id]);
    });

    it('refuses unknown, disabled and expired keys with 401', async () => {
      const { key } = await keyOf(server());
      const wrong = `${key.slice(0, -1)}${key.endsWith('A') ? 'B' : 'A'}`;
      const disabled = (await keyOf(server(), { enabled: false })).key;
      const expired = (
        await keyOf(server(), { expires_at: new Date(server().clock.now() - 1).toISOString() })
      ).key;
      const cases: [string, string][] = [
        [wrong, 'Invalid API key.'],
        ['not-a-key', 'Invalid API key.'],
        [disabled, 'This API key is disabled.'],
        [expired, 'This API key has expired.'],
      ];
      for (const [presented, detail] of cases) {
        const answer = await call(server(), 'GET', '/api/client/list/', {
          headers: withKey(presented),
        });
        expect(answer.status, presented).toBe(401);
        expect(answer.body.detail).toBe(detail);
        const bearer = await call(server(), 'GET', '/api/client/list/', {
          headers: { authorization: `Bearer ${presented}` },
        });
        expect(bearer.status, presented).toBe(401);
      }
      // A bad key is refused even with a valid session cookie beside it: no fallback.
      const signedIn = await server().signedInClient('beside@example.com');
      const both = await signedIn.get('/api/client/list/', { headers: withKey(wrong) });
      expect(both.status).toBe(401);
    });

    it('answers 403 naming the permission a key lacks, on every resource route', async () => {
      const routes: [string, string, ApiPermission][] = [
        ['GET', '/api/message/smsc/list/', 'read_sent_sms'],
        ['POST', '/api/message/smsc/create/', 'send_sms'],
        ['GET', '/api/gateway/list/', 'manage_smsc'],
        ['GET', '/api/log/smsc/list/', 'read_smsc_logs'],
        ['POST', '/api/message/esme/create/', 'send_dlr'],
        ['GET', '/api/message/esme/list/', 'read_received_sms'],
        ['GET', '/api/client/list/', 'manage_esme'],
        ['GET', '/api/log/esme/list/', 'read_esme_logs'],
      ];
      for (const [method, path, permission] of routes) {
        const others = API_PERMISSIONS.filter((code) => code !== permission);
        const { key } = await keyOf(server(), { permissions: others });
        const answer = await call(server(), method, path, { headers: withKey(key), json: {} });
        expect(answer.status, path).toBe(403);
        expect(answer.body.code).toBe('missing_permission');
        expect(answer.body.detail).toBe(
          `This API key does not have the "${permission}" permission.`,
        );
      }
      const { key } = await keyOf(server(), { permissions: ['manage_esme'] });
      const russian = await call(server(), 'GET', '/api/gateway/list/', {
        headers: { ...withKey(key), 'accept-language': 'ru' },
      });
      expect(russian.body.detail).toBe('У этого API-ключа нет разрешения «manage_smsc».');
    });

    it("refuses calls from outside a key's allow-list (IPv4 and IPv6 CIDR)", async () => {
      const outside = await keyOf(server(), { allowed_ips: ['10.0.0.0/8', '2001:db8::/32'] });
      const refused = await call(server(), 'GET', '/api/client/list/', {
        headers: withKey(outside.key),
      });
      expect(refused.status).toBe(403);
      expect(refused.body.detail).toBe('This API key may not be used from this address.');

      const inside = await keyOf(server(), { allowed_ips: ['2001:db8::/32', '127.0.0.0/8'] });
      const allowed = await call(server(), 'GET', '/api/client/list/', {
        headers: withKey(inside.key),
      });
      expect(allowed.status).toBe(200);
    });

    it('keeps session-only routes (password, e-mail, profile) away from keys', async () => {
      const { key } = await keyOf(server());
      const password = await call(server(), 'POST', '/api/user/password-change/', {
        headers: withKey(key),
        json: { old_password: 'Key-owner-pass-1', new_password: 'Another-pass-2' },
      });
      expect(password.status).toBe(403);
      expect(password.body).toEqual({
        detail: 'This endpoint is not available with an API key.',
        code: 'session_only',
      });
      for (const [method, path] of [
        ['POST', '/api/user/email-change/'],
        ['GET', '/api/user/profile/'],
        ['GET', '/api/events/'],
      ] as const) {
        const answer = await call(server(), method, path, { headers: withKey(key), json: {} });
        expect(answer.status, path).toBe(403);
      }
      // Unknown paths still answer 404.
      expect((await call(server(), 'GET', '/api/nothing/', { headers: withKey(key) })).status).toBe(
        404,
      );
    });

    it("answers 404 for another user's objects to a key", async () => {
      const owner = await server().signedInClient('owner-of-account@example.com');
      const account = await owner.post<Client>('/api/client/create/', accountBody());
      expect(account.status).toBe(201);
      const { key } = await keyOf(server());
      const headers = withKey(key);
      const id = account.body.id;
      expect(
        (await call(server(), 'DELETE', `/api/client/delete/${id}/`, { headers })).status,
      ).toBe(404);
      const update = await call(server(), 'PUT', '/api/client/update/', {
        headers,
        json: { ...account.body, name: 'Stolen' },
      });
      expect(update.status).toBe(404);
      expect((await call(server(), 'GET', `/api/client/${id}/traffic/`, { headers })).status).toBe(
        404,
      );
    });

    it('still refuses cookie requests without the CSRF token', async () => {
      const client = await server().signedInClient('csrf-scopes@example.com');
      const refused = await client.post('/api/client/create/', accountBody(), { csrf: false });
      expect(refused.status).toBe(403);
      expect(refused.body).toEqual({ detail: 'CSRF Failed: CSRF token missing.' });
      expect((await client.post('/api/client/create/', accountBody())).status).toBe(201);
    });

    it('records when and where a key was last used, at most once a minute', async () => {
      const { id, key } = await keyOf(server());
      const lastUsed = () =>
        server()
          .db.selectFrom('api_keys')
          .select(['last_used_at', 'last_used_ip'])
          .where('id', '=', id)
          .executeTakeFirstOrThrow();
      expect(await lastUsed()).toEqual({ last_used_at: null, last_used_ip: null });
      await call(server(), 'GET', '/api/client/list/', { headers: withKey(key) });
      const first = await lastUsed();
      expect(first.last_used_ip).toBe('127.0.0.1');
      expect(first.last_used_at).toBeTypeOf('number');

      server().clock.advance(LAST_USED_PRECISION_MS - 1_000);
      await call(server(), 'GET', '/api/client/list/', { headers: withKey(key) });
      expect((await lastUsed()).last_used_at).toBe(first.last_used_at);

      server().clock.advance(1_000);
      await call(server(), 'GET', '/api/client/list/', { headers: withKey(key) });
      expect((await lastUsed()).last_used_at).toBeGreaterThan(first.last_used_at ?? 0);
    });

    it('stores only a keyed hash and never logs the key', async () => {
      const { key, id } = await keyOf(server());
      await call(server(), 'GET', '/api/client/list/', { headers: withKey(key) });
      await call(server(), 'GET', '/api/client/list/', {
        headers: { authorization: `Bearer ${key}` },
      });
      const row = await server()
        .db.selectFrom('api_keys')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(JSON.stringify(row)).not.toContain(key);
      expect(row.key_hash).toMatch(/^[0-9a-f]{64}$/);
      expect(key.startsWith(row.prefix)).toBe(true);
      expect(server().logLines.length).toBeGreaterThan(0);
      expect(server().logLines.join('\n')).not.toContain(key.slice(row.prefix.length));
    });

    it('keeps callback bodies byte-exact, without session or CSRF, within 16 KiB', async () => {
      const json = '{ "amount":"10.00",\n  "note": "caf\u00e9 \u2713" ,"n":1e2 }';
      const posted = await call(server(), 'POST', '/api/callbacks/echo/', {
        headers: { 'content-type': 'application/json' },
        body: json,
      });
      expect(posted.status, posted.text).toBe(200);
      expect(Buffer.from(posted.body.raw as string, 'base64').toString('utf8')).toBe(json);
      expect(posted.body.body).toEqual({ amount: '10.00', note: 'caf\u00e9 \u2713', n: 100 });

      const form = 'b=2&a=%20x+y&sig=AbC%2F%3D%3D';
      const formPosted = await call(server(), 'POST', '/api/callbacks/echo/', {
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: form,
      });
      expect(formPosted.status).toBe(200);
      expect(Buffer.from(formPosted.body.raw as string, 'base64').toString('latin1')).toBe(form);
      expect(formPosted.body.body).toEqual({ b: '2', a: ' x y', sig: 'AbC/==' });

      const tooBig = await call(server(), 'POST', '/api/callbacks/echo/', {
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ pad: 'x'.repeat(16 * 1024) }),
      });
      expect(tooBig.status).toBe(413);
      expect(tooBig.body).toEqual({ detail: 'Request body is too large.' });

      const malformed = await call(server(), 'POST', '/api/callbacks/echo/', {
        headers: { 'content-type': 'application/json' },
        body: '{"a":',
      });
      expect(malformed.status).toBe(400);
      expect(malformed.body).toEqual({ detail: 'Malformed JSON in the request body.' });
    });

    it('serves root-scope routes outside /api, not the console, without CSRF', async () => {
      const html = { accept: 'text/html' };
      const page = await call(server(), 'GET', '/cgi-bin/open', { headers: html });
      expect(page.status).toBe(200);
      expect(page.text).toBe('root scope');
      // The console still answers its own client-side routes.
      expect((await call(server(), 'GET', '/gateways', { headers: html })).text).toContain(
        '<title>console</title>',
      );
      const posted = await call(server(), 'POST', '/cgi-bin/open', { body: 'x=1' });
      expect(posted.status).toBe(200);
      expect(posted.text).toBe('posted');

      const { key, user } = await keyOf(server(), { permissions: ['send_sms'] });
      const whoami = await call(server(), 'GET', '/cgi-bin/whoami', { headers: withKey(key) });
      expect(whoami.body).toEqual({ email: user.email, via: 'api-key' });
      const bad = await call(server(), 'GET', '/cgi-bin/whoami', { headers: withKey('rl_x') });
      expect(bad.status).toBe(401);
      const { key: readOnly } = await keyOf(server(), { permissions: ['read_sent_sms'] });
      const lacking = await call(server(), 'GET', '/cgi-bin/whoami', {
        headers: withKey(readOnly),
      });
      expect(lacking.status).toBe(403);
    });
  },
  { webDir, routes: scopedRoutes, logLevel: 'info' },
);
