import { expect, it } from 'vitest';
import { runAdminCommand, type Output } from '../src/cli/admin-commands.js';
import { describeEachDialect } from './support/dialects.js';

function capture(): Output & { lines: string[]; errors: string[] } {
  const lines: string[] = [];
  const errors: string[] = [];
  return { lines, errors, out: (l) => lines.push(l), err: (l) => errors.push(l) };
}

describeEachDialect('admin CLI', (server) => {
  const run = async (...argv: string[]) => {
    const io = capture();
    const code = await runAdminCommand(argv, server().ctx, io);
    return { code, ...io };
  };

  it('creates a confirmed admin who can log in and manage users', async () => {
    const result = await run(
      'create-user',
      '--email',
      'Ops@Example.com',
      '--password',
      'ops-Pass-123',
      '--admin',
      '--first-name',
      'Ops',
    );
    expect(result.code).toBe(0);
    expect(result.lines[0]).toMatch(/^created ops@example\.com \(id \d+, groups user,admin\)$/);
    const client = server().client();
    const login = await client.login('ops@example.com', 'ops-Pass-123');
    expect(login.body).toMatchObject({ first_name: 'Ops', groups: ['user', 'admin'] });
    expect((await client.get('/api/admin/users/')).status).toBe(200);
  });

  it('refuses invalid values and duplicates with exit code 1', async () => {
    const weak = await run('create-user', '--email', 'weak@example.com', '--password', '123');
    expect(weak.code).toBe(1);
    expect(weak.errors.join('\n')).toContain('password: Password must be at least 8 characters');
    const email = await run('create-user', '--email', 'not-an-email', '--password', 'ok-Pass-123');
    expect(email.code).toBe(1);
    expect(email.errors.join('\n')).toContain('email: Enter a valid e-mail address');
    const dup = await run('create-user', '--email', 'OPS@example.com', '--password', 'x-Pass-1234');
    expect(dup.code).toBe(1);
    expect(dup.errors.join('\n')).toContain('already exists');
  });

  it('sets groups, refusing unknown groups and unknown users', async () => {
    await run('create-user', '--email', 'member@example.com', '--password', 'member-Pass-1');
    const set = await run('set-groups', '--email', 'member@example.com', '--groups', 'admin,user');
    expect(set).toMatchObject({ code: 0, lines: ['member@example.com: groups user,admin'] });
    expect((await server().ctx.users.findByEmail('member@example.com'))?.groups).toBe('user,admin');

    const bad = await run('set-groups', '--email', 'member@example.com', '--groups', 'root');
    expect(bad.code).toBe(1);
    expect(bad.errors.join('\n')).toMatch(/^groups\.0: /);
    const missing = await run('set-groups', '--email', 'ghost@example.com', '--groups', 'user');
    expect(missing).toMatchObject({ code: 1, errors: ['no user with e-mail ghost@example.com'] });
  });

  it('answers bad usage with exit code 2 and the usage text', async () => {
    for (const argv of [[], ['drop-db'], ['create-user', '--bogus']]) {
      const result = await run(...argv);
      expect(result.code, argv.join(' ')).toBe(2);
      expect(result.errors.join('\n')).toContain('usage:');
    }
  });
});
