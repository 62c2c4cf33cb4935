import { CSRF_COOKIE } from '@routelab/shared';
import { expect, it } from 'vitest';
import { describeEachDialect } from './support/dialects.js';

describeEachDialect('CSRF protection', (server) => {
  it('sets a readable csrftoken cookie on the first response of any kind', async () => {
    for (const path of ['/api/health/', '/api/user/profile/', '/some/console/page']) {
      const client = server().client();
      const response = await client.get(path, { headers: { accept: 'text/html' } });
      const cookie = response.headers.getSetCookie().find((c) => c.startsWith(`${CSRF_COOKIE}=`));
      expect(cookie, path).toBeDefined();
      expect(cookie).not.toMatch(/HttpOnly/i);
      expect(cookie).toMatch(/SameSite=Lax/i);
      expect(client.cookies.get(CSRF_COOKIE)).toMatch(/^[A-Za-z0-9]{64}$/);
    }
  });

  it('sets no cookie where no browser session is: an API-key request, sendsms', async () => {
    const client = server().client();
    const keyed = await client.get('/api/message/smsc/list/', {
      headers: { 'x-api-key': 'rl_notakey' },
    });
    expect(keyed.status).toBe(401);
    const sendsms = await client.get('/cgi-bin/sendsms?username=a&password=b&to=1&text=x');
    expect(sendsms.status).toBeGreaterThanOrEqual(400);
    for (const response of [keyed, sendsms]) expect(response.headers.getSetCookie()).toEqual([]);
    expect(client.cookies.get(CSRF_COOKIE)).toBeUndefined();
  });

  it('does not replace a cookie the client already has', async () => {
    const client = server().client();
    await client.get('/api/health/');
    const second = await client.get('/api/health/');
    expect(second.headers.getSetCookie()).toEqual([]);
  });

  it('refuses unsafe methods without the header, with a wrong one, or without the cookie', async () => {
    const client = server().client();
    await client.get('/api/health/');
    const body = { email: 'x@example.com', password: 'whatever-1' };

    const missing = await client.post('/api/user/login/', body, { csrf: false });
    expect(missing.status).toBe(403);
    expect(missing.body).toEqual({ detail: 'CSRF Failed: CSRF token missing.' });

    const wrong = await client.post('/api/user/login/', body, {
      headers: { 'x-csrftoken': 'A'.repeat(64) },
    });
    expect(wrong.status).toBe(403);
    expect(wrong.body).toEqual({ detail: 'CSRF Failed: CSRF token incorrect.' });

    const fresh = server().client();
    const noCookie = await fresh.post('/api/user/login/', body, {
      csrf: false,
      headers: { 'x-csrftoken': 'A'.repeat(64) },
    });
    expect(noCookie.status).toBe(403);
    expect(noCookie.body).toEqual({ detail: 'CSRF Failed: CSRF cookie not set.' });
    // The refusal still hands out a cookie, so the next attempt can succeed.
    expect(fresh.cookies.get(CSRF_COOKIE)).toMatch(/^[A-Za-z0-9]{64}$/);
  });

  it('checks PUT and signed-in calls too, and lets a correct token through', async () => {
    const client = await server().signedInClient('csrf@example.com', 'csrf-Pass-1');
    const body = { first_name: 'A', last_name: 'B' };
    expect((await client.put('/api/user/profile/', body, { csrf: false })).status).toBe(403);
    expect((await client.post('/api/user/logout/', undefined, { csrf: false })).status).toBe(403);
    expect((await client.get('/api/user/profile/')).status).toBe(200);
    expect((await client.put('/api/user/profile/', body)).status).toBe(200);
  });
});
