import { expect, it } from 'vitest';
import { runAdminCommand, type Output } from '../src/cli/admin-commands.js';
import { describeEachDialect } from './support/dialects.js';
import { TEST_SIGNUP_CREDIT_USD } from './support/test-server.js';

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

  it('verifies that every balance equals its ledger, reporting each mismatch with exit code 1', async () => {
    await run('create-user', '--email', 'ledger-a@example.com', '--password', 'ledger-Pass-1');
    await run('create-user', '--email', 'ledger-b@example.com', '--password', 'ledger-Pass-1');
    const clean = await run('verify-ledger');
    expect(clean.code).toBe(0);
    expect(clean.lines).toEqual([
      expect.stringMatching(
        /^ledger verified: \d+ users, each balance equals the sum of its ledger rows$/,
      ),
    ]);

    const { db } = server();
    const a = (await server().ctx.users.findByEmail('ledger-a@example.com'))!;
    const b = (await server().ctx.users.findByEmail('ledger-b@example.com'))!;
    const credit = Number(TEST_SIGNUP_CREDIT_USD);
    // A balance changed without its ledger row; a ledger row whose balance_after is wrong.
    await db.updateTable('users').set({ balance_micros: 1_500 }).where('id', '=', a.id).execute();
    await db
      .updateTable('ledger_entries')
      .set({ balance_after_micros: 7 })
      .where('user_id', '=', b.id)
      .execute();

    const tampered = await run('verify-ledger');
    expect(tampered.code).toBe(1);
    expect(tampered.errors).toEqual([
      `user ${a.id} <ledger-a@example.com>: balance $0.0015, ledger sum $${credit}.000, ` +
        `newest row's balance after $${credit}.000`,
      `user ${b.id} <ledger-b@example.com>: balance $${credit}.000, ledger sum $${credit}.000, ` +
        `newest row's balance after $0.000007`,
      expect.stringMatching(/^2 of \d+ users do not match their ledger$/),
    ]);

    await db
      .updateTable('users')
      .set({ balance_micros: credit * 1_000_000 })
      .where('id', '=', a.id)
      .execute();
    await db
      .updateTable('ledger_entries')
      .set({ balance_after_micros: credit * 1_000_000 })
      .where('user_id', '=', b.id)
      .execute();
    expect((await run('verify-ledger')).code).toBe(0);
  });

  it('answers bad usage with exit code 2 and the usage text', async () => {
    for (const argv of [[], ['drop-db'], ['create-user', '--bogus'], ['verify-ledger', '--fix']]) {
      const result = await run(...argv);
      expect(result.code, argv.join(' ')).toBe(2);
      expect(result.errors.join('\n')).toContain('usage:');
    }
  });
});
