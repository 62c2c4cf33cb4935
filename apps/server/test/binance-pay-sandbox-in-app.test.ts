import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBinanceAdapter } from '../src/modules/payments/binance/adapter.js';
import {
  registerBinanceSandbox,
  type BinanceSandbox,
} from '../src/modules/payments/binance/sandbox.js';
import type { PaymentProviderAdapter } from '../src/modules/payments/provider.js';
import { WebhookReceiver } from './support/binance-webhook-receiver.js';
import { TestServer } from './support/test-server.js';

const PREFIX = '/api/payment/sandbox/binance';

/**
 * The sandbox mounted on RouteLab's own app (helmet, CSRF, sessions), as a local start runs it:
 * its API answers signed calls without a session, and the checkout page's form posts without a
 * CSRF token.
 */
describe('Binance Pay sandbox inside the RouteLab app', () => {
  let server: TestServer;
  let sandbox: BinanceSandbox;
  let adapter: PaymentProviderAdapter;
  let receiver: WebhookReceiver;

  beforeAll(async () => {
    server = await TestServer.start('sqlite', {
      routes: (app) => {
        sandbox = registerBinanceSandbox(app, {
          prefix: PREFIX,
          publicUrl: () => server.baseUrl,
        });
      },
    });
    adapter = createBinanceAdapter({ ...sandbox, clock: Date.now });
    receiver = new WebhookReceiver(() => adapter);
    await receiver.start();
  });

  afterAll(async () => {
    await receiver.stop();
    await server?.stop();
  });

  it('creates, shows and pays an order; the webhook verifies as accepted', async () => {
    expect(adapter.sandbox).toBe(true);
    expect(sandbox.apiUrl).toBe(`${server.baseUrl}${PREFIX}`);
    const reference = `RL${Date.now()}`;
    const returnUrl = `${server.baseUrl}/payments?payment=1`;
    const checkout = await adapter.start({
      paymentId: 1,
      reference,
      amountUsd: 25,
      createdAt: Date.now(),
      timeoutMs: adapter.orderTimeoutMs,
      language: undefined,
      payerEmail: 'payer@example.com',
      returnUrl,
      callbackUrl: receiver.url,
    });
    expect(checkout.checkoutUrl).toMatch(
      new RegExp(`^${server.baseUrl}${PREFIX}/checkout/\\d{19}$`),
    );

    const page = await fetch(checkout.checkoutUrl);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('SANDBOX — no money moves');

    const paid = await fetch(checkout.checkoutUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'action=pay',
      redirect: 'manual',
    });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(returnUrl);
    expect(receiver.reports).toMatchObject([
      { reference, outcome: 'accepted', amount: '25.00', currency: 'USD' },
    ]);
    expect(await adapter.query(reference)).toMatchObject({ outcome: 'accepted', amount: '25.00' });
  });

  it('refuses a badly signed API call with a Binance envelope, not a console error', async () => {
    const answer = await fetch(`${sandbox.apiUrl}/binancepay/openapi/v2/order/query`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'BinancePay-Certificate-SN': sandbox.apiKey },
      body: '{"merchantTradeNo":"RL1"}',
    });
    expect(answer.status).toBe(400);
    expect(await answer.json()).toMatchObject({ status: 'FAIL', code: '400001' });
  });
});
