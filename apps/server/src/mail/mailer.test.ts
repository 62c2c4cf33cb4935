import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createOutboxMailer } from './mailer.js';
import { registrationMail } from './messages.js';

describe('outbox mailer', () => {
  let dir: string | undefined;
  afterEach(() => dir && rmSync(dir, { recursive: true, force: true }));

  it('writes each message as an .eml file in DATA_DIR/mail and logs the file', async () => {
    dir = mkdtempSync(join(tmpdir(), 'routelab-mail-'));
    const logged: unknown[] = [];
    const debugged: unknown[] = [];
    const mailer = createOutboxMailer(dir, {
      info: (entry) => logged.push(entry),
      debug: (entry) => debugged.push(entry),
    });
    const link = 'http://localhost:3000/register/confirm?token=abc_DEF-123';
    await mailer.send(registrationMail('new@example.com', link, 'en'));
    await mailer.send(registrationMail('second@example.com', link, 'en'));
    const files = readdirSync(join(dir, 'mail'));
    expect(files).toHaveLength(2);
    expect(files.every((f) => f.endsWith('.eml'))).toBe(true);
    const source = readFileSync(join(dir, 'mail', files.sort()[0]!), 'utf8');
    expect(source).toMatch(/^To: new@example\.com$/m);
    expect(source).toMatch(/Subject: Confirm your RouteLab account/);
    expect(source).toContain('text/plain');
    expect(source).toContain('text/html');
    expect(source.replace(/=\r?\n/g, '')).toContain('token=3Dabc_DEF-123');
    expect(logged[0]).toEqual({
      to: 'new@example.com',
      subject: 'Confirm your RouteLab account',
      file: join(dir, 'mail', files[0]!),
    });
    expect(JSON.stringify(logged)).not.toContain('abc_DEF-123');
    expect(debugged[0]).toEqual({ file: join(dir, 'mail', files[0]!), link });
  });
});
