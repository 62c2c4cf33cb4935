import {
  adminUserSchema,
  API_PERMISSIONS,
  DEFAULT_PRICES,
  ledgerEntrySchema,
  pagedSchema,
  pricesResponseSchema,
  pricingUpdateSchema,
  type LedgerKind,
  type Price,
} from '@routelab/shared';
import { beforeAll, expect, it } from 'vitest';
import type { ApiClient } from './support/api-client.js';
import { describeEachDialect } from './support/dialects.js';

const ledgerPage = pagedSchema(ledgerEntrySchema);
const forbidden = { detail: 'You do not have permission to perform this action.' };
const RU = { headers: { 'accept-language': 'ru' } };

/** The balance history, prices and admin money routes of issue 22 (balances start at 0). */
describeEachDialect(
  'billing routes',
  (server) => {
    let admin: ApiClient;
    let adminId: number;

    const idOf = async (client: ApiClient) =>
      ((await client.get('/api/user/profile/')).body as { id: number }).id;

    /** A signed-in user whose ledger holds `changes` (oldest first), and their id. */
    async function userWith(name: string, changes: [LedgerKind, number, string?][] = []) {
      const client = await server().signedInClient(`${name}@example.com`);
      const userId = await idOf(client);
      let at = Date.UTC(2026, 0, 1);
      for (const [kind, amountMicros, reference] of changes) {
        at += 1_000;
        await server().ctx.ledger.apply({ userId, amountMicros, kind, reference, at });
      }
      return { client, userId };
    }

    beforeAll(async () => {
      admin = await server().signedInClient('money-admin@example.com', 'Admin-pass-1', true);
      adminId = await idOf(admin);
    });

    it('pages the balance history newest first and filters it by kind', async () => {
      const { client } = await userWith('history', [
        ['top_up', 5_000_000, 'payment:1'],
        ['message_charge', -2_000, 'sms:1'],
        ['message_charge', -2_000, 'sms:2'],
        ['refund', 2_000, 'sms:2'],
        ['message_charge', -4_000, 'sms:3'],
      ]);
      const all = ledgerPage.parse((await client.get('/api/billing/ledger/')).body);
      expect(all.count).toBe(5);
      expect(all.results.map((row) => row.reference)).toEqual([
        'sms:3',
        'sms:2',
        'sms:2',
        'sms:1',
        'payment:1',
      ]);
      expect(all.results[0]).toEqual({
        id: expect.any(Number),
        kind: 'message_charge',
        amount_micros: -4_000,
        balance_after_micros: 4_994_000,
        reference: 'sms:3',
        note: null,
        created_by: null,
        created_at: new Date(Date.UTC(2026, 0, 1) + 5_000).toISOString(),
      });

      const second = await client.get('/api/billing/ledger/?page=2&page_size=2');
      expect(ledgerPage.parse(second.body)).toEqual({ count: 5, results: all.results.slice(2, 4) });

      const charges = await client.get('/api/billing/ledger/?kind=message_charge&page_size=2');
      const parsed = ledgerPage.parse(charges.body);
      expect(parsed.count).toBe(3);
      expect(parsed.results.map((row) => row.reference)).toEqual(['sms:3', 'sms:2']);
    });

    it("never shows another user's rows", async () => {
      await userWith('rich', [['top_up', 7_000_000, 'payment:rich']]);
      const { client } = await userWith('stranger');
      expect((await client.get('/api/billing/ledger/')).body).toEqual({ count: 0, results: [] });
      const csv = await client.get<string>('/api/billing/ledger/download/');
      expect(csv.body).not.toContain('payment:rich');
      expect(csv.body.trim().split('\r\n')).toHaveLength(1);
    });

    it('downloads the history as CSV with exact amounts and neutralised cells', async () => {
      const { client, userId } = await userWith('csv', [['top_up', 1_234_567, 'payment:9']]);
      await server().ctx.ledger.apply({
        userId,
        amountMicros: -500,
        kind: 'adjustment',
        note: '=HYPERLINK("http://evil")',
        actorId: adminId,
        at: Date.UTC(2026, 1, 1),
      });
      const csv = await client.get<string>('/api/billing/ledger/download/');
      expect(csv.status).toBe(200);
      expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      expect(csv.headers.get('content-disposition')).toMatch(
        /^attachment; filename="balance-history-[\w-]+\.csv"$/,
      );
      const lines = csv.body.split('\r\n');
      expect(lines[0]).toBe(
        'id,created_at,kind,amount_usd,balance_after_usd,reference,note,created_by',
      );
      expect(lines.slice(1, 3).map((line) => line.replace(/^\d+,/, ''))).toEqual([
        `2026-02-01T00:00:00.000Z,adjustment,-0.000500,1.234067,,"'=HYPERLINK(""http://evil"")",money-admin@example.com`,
        '2026-01-01T00:00:01.000Z,top_up,1.234567,1.234567,payment:9,,',
      ]);
      expect(lines.slice(3)).toEqual(['']);

      const topUps = await client.get<string>('/api/billing/ledger/download/?kind=top_up');
      expect(topUps.body.trim().split('\r\n')).toHaveLength(2);
    });

    it('streams a history longer than one read chunk whole', async () => {
      const { client, userId } = await userWith('long', [['top_up', 10_000_000]]);
      for (let i = 0; i < 1_100; i += 1) {
        await server().ctx.ledger.apply({
          userId,
          amountMicros: -1,
          kind: 'message_charge',
          reference: `sms:${i}`,
          at: i,
        });
      }
      const csv = await client.get<string>('/api/billing/ledger/download/');
      const lines = csv.body.trim().split('\r\n');
      expect(lines).toHaveLength(1 + 1_101);
      expect(lines[1]).toContain('sms:1099');
      expect(lines.at(-1)).toContain('top_up');
    });

    it('validates the ledger query with field messages, in Russian too', async () => {
      const { client } = await userWith('bad-query');
      const bad = await client.get('/api/billing/ledger/?kind=gift&page=0');
      expect(bad.status).toBe(400);
      expect(bad.body).toEqual({ kind: ['Unknown kind'], page: ['Page starts at 1'] });
      const ru = await client.get('/api/billing/ledger/download/?kind=gift', RU);
      expect(ru.status).toBe(400);
      expect(ru.body).toEqual({ kind: ['Неизвестный вид'] });
    });

    it("answers the user's tier, its prices and the list", async () => {
      const { client, userId } = await userWith('prices');
      const any = pricesResponseSchema.parse((await client.get('/api/billing/prices/')).body);
      expect(any).toEqual({ tier: 'any', current: DEFAULT_PRICES[0], tiers: DEFAULT_PRICES });

      await admin.put(`/api/admin/users/${userId}/`, { groups: ['user'], tier: 'VIP 3' });
      const vip = pricesResponseSchema.parse((await client.get('/api/billing/prices/')).body);
      expect(vip.tier).toBe('VIP 3');
      expect(vip.current).toEqual(DEFAULT_PRICES[3]);
    });

    it('keeps the money routes to console sessions: 401 anonymous, 403 for API keys', async () => {
      const anonymous = server().client();
      for (const path of ['ledger/', 'ledger/download/', 'prices/']) {
        expect((await anonymous.get(`/api/billing/${path}`)).status, path).toBe(401);
      }
      const { userId } = await userWith('keyed');
      const { key } = await server().ctx.apiKeys.create(userId, {
        name: 'script',
        permissions: [...API_PERMISSIONS],
      });
      const keyed = await anonymous.get('/api/billing/ledger/', { headers: { 'x-api-key': key } });
      expect(keyed.status).toBe(403);
    });

    it('lets only admins read and set the prices', async () => {
      const { client } = await userWith('not-admin');
      expect((await client.get('/api/admin/pricing/')).body).toEqual(forbidden);
      const denied = await client.put('/api/admin/pricing/', { prices: DEFAULT_PRICES });
      expect(denied.status).toBe(403);

      const read = await admin.get('/api/admin/pricing/');
      expect(pricingUpdateSchema.parse(read.body)).toEqual({ prices: DEFAULT_PRICES });

      const cheaper: Price[] = DEFAULT_PRICES.map((price) => ({
        ...price,
        sent_segment_micros: price.sent_segment_micros / 2,
      }));
      const set = await admin.put('/api/admin/pricing/', { prices: cheaper });
      expect(set.status).toBe(200);
      expect(set.body).toEqual({ prices: cheaper });
      expect((await admin.get('/api/admin/pricing/')).body).toEqual({ prices: cheaper });
      expect((await client.get('/api/billing/prices/')).body).toMatchObject({
        current: { tier: 'any', sent_segment_micros: 1_000 },
      });
      expect(await server().ctx.pricing.forTier('any')).toMatchObject({
        sent_segment_micros: 1_000,
      });

      await admin.put('/api/admin/pricing/', { prices: DEFAULT_PRICES });
    });

    it('refuses a bad price list with field messages, in Russian too', async () => {
      const one = await admin.put('/api/admin/pricing/', { prices: [DEFAULT_PRICES[0]] });
      expect(one.status).toBe(400);
      expect(one.body).toEqual({
        prices: ['Give the prices of all 4 tiers', 'Give each tier once'],
      });

      const twice = DEFAULT_PRICES.map((price) => ({ ...price, tier: 'any' }));
      expect((await admin.put('/api/admin/pricing/', { prices: twice })).body).toEqual({
        prices: ['Give each tier once'],
      });

      const negative = DEFAULT_PRICES.map((price, index) =>
        index === 1 ? { ...price, received_segment_micros: -1, dedicated_ip_micros: 0.5 } : price,
      );
      const ru = await admin.put('/api/admin/pricing/', { prices: negative }, RU);
      expect(ru.status).toBe(400);
      expect(ru.body).toEqual({
        'prices.1.received_segment_micros': ['Цена не может быть отрицательной'],
        'prices.1.dedicated_ip_micros': ['Цена должна быть целым числом микродолларов'],
      });
      expect((await admin.get('/api/admin/pricing/')).body).toEqual({ prices: DEFAULT_PRICES });
    });

    it('adjusts a balance up and down as a ledger row by the admin, announcing it', async () => {
      const { client, userId } = await userWith('adjusted');
      const seen: number[] = [];
      const unsubscribe = server().ctx.bus.subscribe(userId, (event) => {
        if (event.kind === 'balance.changed') seen.push(event.data.balance_micros);
      });
      try {
        const up = await admin.post(`/api/admin/users/${userId}/balance/`, {
          amount_micros: 2_500_000,
          note: 'Goodwill',
        });
        expect(up.status).toBe(200);
        expect(adminUserSchema.parse(up.body)).toMatchObject({ id: userId, balance: 2.5 });

        const down = await admin.post(`/api/admin/users/${userId}/balance/`, {
          amount_micros: -500_000,
          note: '  Correction  ',
        });
        expect(adminUserSchema.parse(down.body).balance).toBe(2);
      } finally {
        unsubscribe();
      }
      expect(seen).toEqual([2_500_000, 2_000_000]);

      const history = ledgerPage.parse((await client.get('/api/billing/ledger/')).body);
      expect(history.results.map((row) => [row.kind, row.amount_micros, row.note])).toEqual([
        ['adjustment', -500_000, 'Correction'],
        ['adjustment', 2_500_000, 'Goodwill'],
      ]);
      expect(history.results.map((row) => row.created_by)).toEqual([
        'money-admin@example.com',
        'money-admin@example.com',
      ]);
      expect((await client.get('/api/user/profile/')).body).toMatchObject({ balance: 2 });
    });

    it('refuses an adjustment below zero on amount_micros, in Russian too', async () => {
      const { userId } = await userWith('too-negative', [['top_up', 1_500_000]]);
      const path = `/api/admin/users/${userId}/balance/`;
      const refused = await admin.post(path, { amount_micros: -1_500_001, note: 'Too much' });
      expect(refused.status).toBe(400);
      expect(refused.body).toEqual({
        amount_micros: ['The balance is $1.500; an adjustment cannot take it below zero.'],
      });
      const ru = await admin.post(path, { amount_micros: -2_000_000, note: 'Too much' }, RU);
      expect(ru.body).toEqual({
        amount_micros: ['Баланс $1.500; корректировка не может сделать его отрицательным.'],
      });
      expect(await server().ctx.ledger.balanceOf(userId)).toBe(1_500_000);

      const all = await admin.post(path, { amount_micros: -1_500_000, note: 'Close account' });
      expect(all.status).toBe(200);
      expect(adminUserSchema.parse(all.body).balance).toBe(0);
    });

    it('validates adjustments and answers 404 for unknown users and 403 for non-admins', async () => {
      const { client, userId } = await userWith('adjust-checks');
      const path = `/api/admin/users/${userId}/balance/`;
      const bad = await admin.post(path, { amount_micros: 0.5, note: ' ' });
      expect(bad.status).toBe(400);
      expect(bad.body).toEqual({
        amount_micros: ['Amount must be a whole number of micro-dollars'],
        note: ['Note is required'],
      });
      const ru = await admin.post(path, { amount_micros: 0 }, RU);
      expect(ru.body).toEqual({
        amount_micros: ['Сумма не может быть нулевой'],
        note: ['Укажите примечание'],
      });
      const missing = await admin.post('/api/admin/users/999999/balance/', {
        amount_micros: 1,
        note: 'Nobody',
      });
      expect(missing.status).toBe(404);
      const denied = await client.post(path, { amount_micros: 1_000_000, note: 'Myself' });
      expect(denied).toMatchObject({ status: 403, body: forbidden });
      expect(await server().ctx.ledger.balanceOf(userId)).toBe(0);
    });
  },
  { env: { SIGNUP_CREDIT_USD: '0' } },
);
