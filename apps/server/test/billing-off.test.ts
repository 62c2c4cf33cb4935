import { DEFAULT_PRICES } from '@routelab/shared';
import { beforeAll, expect, it } from 'vitest';
import type { ApiClient } from './support/api-client.js';
import { describeEachDialect } from './support/dialects.js';

const notFound = { detail: 'Not found.' };

/** BILLING=off: the money side is hidden (issue 22). */
describeEachDialect(
  'billing off',
  (server) => {
    let admin: ApiClient;
    let user: ApiClient;
    let userId: number;

    beforeAll(async () => {
      admin = await server().signedInClient('off-admin@example.com', 'Admin-pass-1', true);
      user = await server().signedInClient('off-user@example.com');
      userId = ((await user.get('/api/user/profile/')).body as { id: number }).id;
    });

    it('answers 404 on every billing and admin money route', async () => {
      for (const path of [
        '/api/billing/ledger/',
        '/api/billing/ledger/download/',
        '/api/billing/prices/',
        '/api/admin/pricing/',
      ]) {
        const answer = await admin.get(path);
        expect([answer.status, answer.body], path).toEqual([404, notFound]);
      }
      const put = await admin.put('/api/admin/pricing/', { prices: DEFAULT_PRICES });
      expect([put.status, put.body]).toEqual([404, notFound]);
      const adjust = await admin.post(`/api/admin/users/${userId}/balance/`, {
        amount_micros: 1_000_000,
        note: 'Hidden',
      });
      expect([adjust.status, adjust.body]).toEqual([404, notFound]);
      expect(await server().ctx.ledger.balanceOf(userId)).toBe(0);
    });

    it('shows no balance in the profile or to admins, and charges nothing', async () => {
      expect((await user.get('/api/user/profile/')).body).toMatchObject({
        balance: null,
        billing: false,
      });
      const users = (await admin.get('/api/admin/users/?search=off-user')).body as {
        results: { balance: number | null }[];
      };
      expect(users.results.map((row) => row.balance)).toEqual([null]);
      expect(await server().ctx.pricing.forUser(userId)).toEqual({
        tier: 'any',
        sent_segment_micros: 0,
        received_segment_micros: 0,
        dedicated_ip_micros: 0,
      });
    });
  },
  { env: { BILLING: 'off' } },
);
