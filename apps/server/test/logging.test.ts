import { API_PERMISSIONS, type CreatedApiKey, SESSION_COOKIE } from '@routelab/shared';
import { expect, it } from 'vitest';
import { describeEachDialect } from './support/dialects.js';

describeEachDialect(
  'logs',
  (server) => {
    it('record requests as JSON but never passwords, tokens or cookies', async () => {
      const password = 'very-Secret-Pass-42';
      const client = server().client();
      await client.post('/api/user/register/', { email: 'logged@example.com', password });
      const token = await server().smtp.tokenFor('logged@example.com', '/register/confirm');
      await client.post('/api/user/register/confirm/', { token });
      await client.login('logged@example.com', password);
      await client.post('/api/user/password-change/', {
        old_password: password,
        new_password: 'x',
      });
      await client.get('/api/user/profile/', { headers: { authorization: 'Bearer abc-secret' } });

      const lines = server().logLines;
      expect(lines.length).toBeGreaterThan(5);
      const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
      expect(entries.some((e) => e.msg === 'request completed')).toBe(true);
      const all = lines.join('\n');
      const secrets = [
        password,
        token,
        client.cookies.get(SESSION_COOKIE)!,
        client.cookies.get('csrftoken')!,
        'abc-secret',
      ];
      for (const secret of secrets) expect(all).not.toContain(secret);
    });

    it('never record an API key put in the query, wherever the request goes', async () => {
      const owner = await server().signedInClient('logged-key@example.com');
      const created = await owner.post<CreatedApiKey>('/api/user/api-key/create/', {
        name: 'query habit',
        permissions: [...API_PERMISSIONS],
      });
      expect(created.status).toBe(201);
      const { key } = created.body;
      const before = server().logLines.length;
      for (const path of [
        `/api/user/profile/?api_key=${key}`,
        `/api/message/smsc/list/?page=1&api_key=${key}`,
        `/api/no-such-path/?apikey=${key}`,
        `/cgi-bin/sendsms?api_key=${key}&to=491510000001&text=hi`,
        `/api/log/esme/list/?key=${key}`,
      ]) {
        await fetch(new URL(path, server().baseUrl));
      }

      const lines = server().logLines.slice(before);
      expect(lines.some((line) => line.includes('api_key=[redacted]'))).toBe(true);
      expect(lines.join('\n')).not.toContain(key.slice(3));
    });
  },
  { logLevel: 'trace' },
);
