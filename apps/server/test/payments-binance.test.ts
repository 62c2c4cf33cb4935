import type { Payment } from '@routelab/shared';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDialect } from './support/dialects.js';
import { eventually } from './support/eventually.js';
import { startFakeBinancePay } from './support/fake-binance-pay.js';
import { PUBLIC_URL } from './support/test-server.js';

/** Where the fake delivers webhooks addressed to PUBLIC_URL: the test server of the suite. */
const target = { baseUrl: '' };
const fake = await startFakeBinancePay({
  apiKey: 'test-binance-api-key',
  secretKey: 'test-binance-secret-key',
  fetch: (input, init) => fetch(String(input).replace(PUBLIC_URL, target.baseUrl), init),
});
afterAll(() => fake.stop());

/** Top-ups through Binance Pay: RouteLab's adapter against a fake of its API over HTTP. */
describeEachDialect(
  'payments through Binance Pay',
  (server) => {
    beforeAll(() => {
      target.baseUrl = server().baseUrl;
    });

    let users = 0;
    async function payer() {
      const api = await server().signedInClient(`binance-payer-${++users}@example.com`);
      const { id } = (await api.get('/api/user/profile/')).body as { id: number };
      return { api, id };
    }

    async function expectLedgerMatches(userId: number) {
      const rows = await server()
        .db.selectFrom('ledger_entries')
        .select('amount_micros')
        .where('user_id', '=', userId)
        .execute();
      const sum = rows.reduce((total, row) => total + Number(row.amount_micros), 0);
      expect(await server().ctx.ledger.balanceOf(userId)).toBe(sum);
    }

    const statusOf = async (api: Awaited<ReturnType<typeof payer>>['api'], id: number) =>
      (await api.get<Payment>(`/api/payment/${id}/`)).body;

    it('creates the order at Binance Pay, is credited once when paid', async () => {
      const { api, id: userId } = await payer();
      const created = await api.post<Payment>('/api/payment/create/', {
        amount: 30,
        provider: 'binance',
      });
      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({
        provider: 'binance',
        status: 'created',
        sandbox: false,
      });
      expect(created.body.checkout_url?.startsWith(`${fake.url}/checkout/`)).toBe(true);
      const order = fake.orders.find((o) => o.merchantTradeNo === created.body.reference);
      expect(order).toBeDefined();

      await fake.pay(created.body.reference);
      const paid = await eventually('the payment accepted', async () => {
        const payment = await statusOf(api, created.body.id);
        return payment.status === 'accepted' ? payment : undefined;
      });
      expect(paid.amount).toBe(30);
      expect(await server().ctx.ledger.balanceOf(userId)).toBe(30_000_000);

      // The browser way in: GET create redirects to Binance's checkout (followed here).
      const navigation = await api.get<string>('/api/payment/create/?provider=binance&amount=5');
      expect(navigation.status).toBe(200);
      expect(navigation.body).toContain('$5');
      await expectLedgerMatches(userId);
    });

    it('marks a declined order rejected and an expired one expired, crediting nothing', async () => {
      const { api, id: userId } = await payer();
      const declined = (
        await api.post<Payment>('/api/payment/create/', { amount: 7, provider: 'binance' })
      ).body;
      const expired = (
        await api.post<Payment>('/api/payment/create/', { amount: 8, provider: 'binance' })
      ).body;
      await fake.decline(declined.reference);
      await fake.expire(expired.reference);
      await eventually('both final', async () => {
        const [a, b] = [await statusOf(api, declined.id), await statusOf(api, expired.id)];
        return a.status !== 'created' && b.status !== 'created' ? [a, b] : undefined;
      });
      expect((await statusOf(api, declined.id)).status).toBe('rejected');
      expect((await statusOf(api, expired.id)).status).toBe('expired');
      expect(await server().ctx.ledger.balanceOf(userId)).toBe(0);
    });

    it('refuses a forged webhook: 400 and no credit', async () => {
      const { api, id: userId } = await payer();
      const created = (
        await api.post<Payment>('/api/payment/create/', { amount: 9, provider: 'binance' })
      ).body;
      // bizId is a 19-digit number in the raw JSON: written as text, as Binance sends it.
      const data = JSON.stringify({
        merchantTradeNo: created.reference,
        totalFee: 9,
        currency: 'USDT',
      });
      const body =
        '{"bizType":"PAY","bizId":2938393749303836729,"bizIdStr":"2938393749303836729",' +
        `"bizStatus":"PAY_SUCCESS","data":${JSON.stringify(data)}}`;
      const forged = await fetch(`${server().baseUrl}/api/payment/callback/binance/`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'binancepay-timestamp': String(Date.now()),
          'binancepay-nonce': 'a'.repeat(32),
          'binancepay-certificate-sn': 'unknown-serial',
          'binancepay-signature': Buffer.from('forged').toString('base64'),
        },
        body,
      });
      expect(forged.status).toBe(400);
      expect((await statusOf(api, created.id)).status).toBe('created');
      expect(await server().ctx.ledger.balanceOf(userId)).toBe(0);
    });
  },
  {
    env: {
      SIGNUP_CREDIT_USD: '0',
      PAYMENTS_SANDBOX: 'off',
      BINANCE_PAY_API_KEY: 'test-binance-api-key',
      BINANCE_PAY_SECRET_KEY: 'test-binance-secret-key',
      BINANCE_PAY_API_URL: fake.url,
    },
  },
);
