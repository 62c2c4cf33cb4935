import { expect, it } from 'vitest';
import type { TestServer } from './support/test-server.js';
import { describeEachDialect } from './support/dialects.js';

/** Registers through the API and confirms by mail; answers the new user's id. */
async function register(server: TestServer, email: string): Promise<number> {
  const browser = server.client();
  const registered = await browser.post('/api/user/register/', {
    email,
    password: 'welcome-Pass-1',
  });
  expect(registered.status).toBe(201);
  const token = await server.smtp.tokenFor(email, 'http://console.test/register/confirm');
  expect((await browser.post('/api/user/register/confirm/', { token })).status).toBe(200);
  return (await server.ctx.users.findByEmail(email))!.id;
}

const ledgerOf = (server: TestServer, userId: number) =>
  server.db
    .selectFrom('ledger_entries')
    .select(['kind', 'amount_micros', 'balance_after_micros', 'reference', 'note', 'actor_id'])
    .where('user_id', '=', userId)
    .execute();

/** SIGNUP_CREDIT_USD: a welcome credit for each new account, as a ledger row (issue 22). */
describeEachDialect(
  'signup credit of $2.5',
  (server) => {
    it('gives a new account a balance of 2.5 and one ledger row for it', async () => {
      const userId = await register(server(), 'welcome@example.com');
      const rows = await ledgerOf(server(), userId);
      expect(rows.map((row) => ({ ...row, amount_micros: Number(row.amount_micros) }))).toEqual([
        {
          kind: 'adjustment',
          amount_micros: 2_500_000,
          balance_after_micros: 2_500_000,
          reference: 'signup',
          note: 'Welcome credit',
          actor_id: null,
        },
      ]);
      const client = server().client();
      await client.login('welcome@example.com', 'welcome-Pass-1');
      expect((await client.get('/api/user/profile/')).body).toMatchObject({ balance: 2.5 });
      expect((await client.get('/api/billing/ledger/')).body).toMatchObject({
        count: 1,
        results: [{ kind: 'adjustment', amount_micros: 2_500_000, note: 'Welcome credit' }],
      });
    });
  },
  { env: { SIGNUP_CREDIT_USD: '2.5' } },
);

describeEachDialect(
  'no signup credit',
  (server) => {
    it('starts a new account at 0 with an empty ledger', async () => {
      const userId = await register(server(), 'nothing@example.com');
      expect(await ledgerOf(server(), userId)).toEqual([]);
      expect(await server().ctx.ledger.balanceOf(userId)).toBe(0);
    });
  },
  { env: { SIGNUP_CREDIT_USD: '0' } },
);

describeEachDialect(
  'signup credit with billing off',
  (server) => {
    it('gives nothing: no balance, no ledger row', async () => {
      const userId = await register(server(), 'self-hosted@example.com');
      expect(await ledgerOf(server(), userId)).toEqual([]);
      expect(await server().ctx.ledger.balanceOf(userId)).toBe(0);
    });
  },
  { env: { SIGNUP_CREDIT_USD: '2.5', BILLING: 'off' } },
);
