import { SESSION_COOKIE } from '@routelab/shared';
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
  },
  { logLevel: 'trace' },
);
