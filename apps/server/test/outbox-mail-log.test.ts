import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { describeEachDialect } from './support/dialects.js';

describeEachDialect(
  'outbox mail in the server log (issue 20, defect 8)',
  (server) => {
    it('names the outbox file at info, never the link or its token', async () => {
      const client = server().client();
      const created = await client.post('/api/user/register/', {
        email: 'outbox@example.com',
        password: 'outbox-Pass-1',
      });
      expect(created.status).toBe(201);
      const outbox = join(server().config.dataDir, 'mail');
      const [file] = await readdir(outbox);
      const mail = (await readFile(join(outbox, file!), 'utf8')).replace(/=\r?\n/g, '');
      const token = /token=3D([A-Za-z0-9_-]{43})/.exec(mail)?.[1];
      expect(token).toBeDefined();
      // Following the link (the console's page) must not log it either.
      await client.get(`/register/confirm?token=${token}`);
      await client.post('/api/user/register/confirm/', { token });

      const entries = server().logLines.map((line) => JSON.parse(line) as Record<string, unknown>);
      expect(entries).toContainEqual(
        expect.objectContaining({ msg: 'mail written to the outbox', file: join(outbox, file!) }),
      );
      const all = server().logLines.join('\n');
      expect(all).not.toContain(token);
      expect(all).not.toMatch(/token=(?!\[redacted\])/);
    });
  },
  { logLevel: 'info', outboxMail: true },
);
