import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createBinanceAdapter } from '../src/modules/payments/binance/adapter.js';
import { signRequest } from '../src/modules/payments/binance/signing.js';
import type { CheckoutOrder, PaymentProviderAdapter } from '../src/modules/payments/provider.js';
import { WebhookReceiver } from './support/binance-webhook-receiver.js';
import { eventually } from './support/eventually.js';
import { startFakeBinancePay, type FakeBinancePay } from './support/fake-binance-pay.js';

const CREDENTIALS = {
  apiKey: 'qqbfgs3bxkhqgtitizzjfgfwkwlaqsfnoovubbmcp3zhsvnjbxsxcdlrlnrczqs6',
  secretKey: 'tkmx1onqvvtewfcjbzgwhxoqwm9g7rsmt4mz8anm3lmhfb5rhlzggfhtxdwtyfem',
};
const HOUR_MS = 60 * 60 * 1000;

let fake: FakeBinancePay;
let adapter: PaymentProviderAdapter;
let receiver: WebhookReceiver;
let sequence = 0;

function order(overrides: Partial<CheckoutOrder> = {}): CheckoutOrder {
  sequence += 1;
  return {
    paymentId: sequence,
    reference: `RL${Date.now()}N${sequence}`,
    amountUsd: 100,
    createdAt: Date.now(),
    timeoutMs: adapter.orderTimeoutMs,
    language: undefined,
    payerEmail: 'payer@example.com',
    returnUrl: `http://127.0.0.1:9/payments?payment=${sequence}`,
    callbackUrl: receiver.url,
    ...overrides,
  };
}

/** Creates an order through the adapter; answers its reference and the fake's prepayId. */
async function created(overrides: Partial<CheckoutOrder> = {}) {
  const checkoutOrder = order(overrides);
  const checkout = await adapter.start(checkoutOrder);
  const held = fake.orders.find((o) => o.merchantTradeNo === checkoutOrder.reference);
  if (!held) throw new Error('the fake holds no such order');
  return { checkoutOrder, checkout, prepayId: held.prepayId };
}

beforeAll(async () => {
  fake = await startFakeBinancePay(CREDENTIALS);
  adapter = createBinanceAdapter({ ...CREDENTIALS, apiUrl: fake.url, clock: Date.now });
  receiver = new WebhookReceiver(() => adapter);
  await receiver.start();
});

afterAll(async () => {
  await receiver.stop();
  await fake.stop();
});

afterEach(() => {
  receiver.reports.length = 0;
  receiver.rejections.length = 0;
  receiver.failuresLeft = 0;
});

describe('Binance Pay adapter against the fake over HTTP', () => {
  it('creates an order (v3) and redirects to a checkout page labelled as a sandbox', async () => {
    const { checkoutOrder, checkout, prepayId } = await created();
    expect(adapter.provider).toBe('binance');
    expect(adapter.sandbox).toBe(false);
    expect(adapter.orderTimeoutMs).toBe(HOUR_MS);
    expect(checkout).toEqual({ kind: 'redirect', checkoutUrl: `${fake.url}/checkout/${prepayId}` });
    expect(prepayId).toMatch(/^[1-9]\d{18}$/);
    const held = fake.orders.find((o) => o.prepayId === prepayId);
    expect(held).toMatchObject({
      orderAmount: '100.00',
      currency: 'USDT',
      returnUrl: checkoutOrder.returnUrl,
      cancelUrl: checkoutOrder.returnUrl,
      webhookUrl: receiver.url,
      expireTime: checkoutOrder.createdAt + HOUR_MS,
      status: 'INITIAL',
    });

    const page = await fetch(checkout.checkoutUrl);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    const html = await page.text();
    expect(html).toContain('SANDBOX — no money moves');
    expect(html).toContain('100.00 USDT');
    for (const label of ['>Pay<', '>Decline<', '>Let expire<']) expect(html).toContain(label);
  });

  it('queries each state: INITIAL and PENDING pending, PAID accepted, unknown order', async () => {
    const { checkoutOrder, checkout, prepayId } = await created({ amountUsd: 7 });
    const pending = { reference: checkoutOrder.reference, outcome: 'pending', reason: null };
    expect(await adapter.query(checkoutOrder.reference)).toMatchObject(pending);
    await fetch(checkout.checkoutUrl);
    expect(fake.orders.find((o) => o.prepayId === prepayId)?.status).toBe('PENDING');
    expect(await adapter.query(checkoutOrder.reference)).toMatchObject(pending);
    await fake.pay(prepayId);
    expect(await adapter.query(checkoutOrder.reference)).toEqual({
      reference: checkoutOrder.reference,
      outcome: 'accepted',
      amount: '7.00',
      currency: 'USD',
      reason: null,
      prepayId,
    });
    expect(await adapter.query('RLNOSUCHORDER')).toBe('unknown');
  });

  it('Pay sends a signed PAY_SUCCESS webhook that verifies as accepted, 100.00 USDT as $100.00', async () => {
    const { checkoutOrder, prepayId } = await created();
    await fake.pay(checkoutOrder.reference);
    expect(receiver.rejections).toEqual([]);
    expect(receiver.reports).toEqual([
      {
        reference: checkoutOrder.reference,
        outcome: 'accepted',
        amount: '100.00',
        currency: 'USD',
        reason: null,
        prepayId,
      },
    ]);
    const held = fake.orders.find((o) => o.prepayId === prepayId);
    expect(held?.webhooks.map((attempt) => attempt.ok)).toEqual([true]);
    expect(adapter.reply(receiver.reports[0] as never)).toEqual({
      status: 200,
      contentType: 'application/json',
      body: '{"returnCode":"SUCCESS","returnMessage":null}',
    });
  });

  it('Decline closes the order: PAY_CLOSED verifies as rejected (CANCELED), query agrees', async () => {
    const { checkoutOrder } = await created();
    await fake.decline(checkoutOrder.reference);
    expect(receiver.reports).toMatchObject([
      { reference: checkoutOrder.reference, outcome: 'rejected', reason: 'CANCELED' },
    ]);
    expect(await adapter.query(checkoutOrder.reference)).toMatchObject({
      outcome: 'rejected',
      reason: 'CANCELED',
    });
  });

  it('Let expire closes the order: PAY_CLOSED verifies as expired, query agrees', async () => {
    const { checkoutOrder } = await created();
    await fake.expire(checkoutOrder.reference);
    expect(receiver.reports).toMatchObject([
      { reference: checkoutOrder.reference, outcome: 'expired', reason: 'EXPIRED' },
    ]);
    expect(await adapter.query(checkoutOrder.reference)).toMatchObject({ outcome: 'expired' });
  });

  it('an order past its expiry time queries as expired and can no longer be paid', async () => {
    const { checkoutOrder, prepayId } = await created({ createdAt: Date.now() - 2 * HOUR_MS });
    expect(await adapter.query(checkoutOrder.reference)).toMatchObject({
      outcome: 'expired',
      reason: 'EXPIRED',
    });
    await expect(fake.pay(prepayId)).rejects.toThrow(/already EXPIRED/);
  });

  it('retries a webhook that was not answered SUCCESS, like Binance', async () => {
    const { checkoutOrder, prepayId } = await created();
    receiver.failuresLeft = 2;
    await fake.pay(prepayId);
    const attempts = await eventually('the third delivery', () => {
      const held = fake.orders.find((o) => o.prepayId === prepayId);
      return held && held.webhooks.length >= 3 ? held.webhooks : undefined;
    });
    expect(attempts.map((attempt) => attempt.ok)).toEqual([false, false, true]);
    expect(receiver.reports).toMatchObject([
      { reference: checkoutOrder.reference, outcome: 'accepted' },
    ]);
  });

  it('the checkout form settles the order once and returns the browser to returnUrl', async () => {
    const { checkoutOrder, checkout } = await created();
    const post = (action: string) =>
      fetch(checkout.checkoutUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: `action=${action}`,
        redirect: 'manual',
      });
    const paid = await post('pay');
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(checkoutOrder.returnUrl);
    expect(receiver.reports).toMatchObject([{ outcome: 'accepted' }]);
    const again = await post('decline');
    expect(again.status).toBe(409);
    expect(await again.text()).toContain('PAID');
    expect((await post('refund')).status).toBe(400);
  });

  it('a FAIL envelope or an HTTP error is an error', async () => {
    const wrongSecret = createBinanceAdapter({
      ...CREDENTIALS,
      secretKey: 'not-the-secret',
      apiUrl: fake.url,
      clock: Date.now,
    });
    await expect(wrongSecret.start(order())).rejects.toThrow(/400002/);
    await expect(wrongSecret.query('RL1')).rejects.toThrow(/400002/);
    const wrongKey = createBinanceAdapter({
      ...CREDENTIALS,
      apiKey: 'someoneelse',
      apiUrl: fake.url,
      clock: Date.now,
    });
    await expect(wrongKey.start(order())).rejects.toThrow(/400004/);
    const { checkoutOrder } = await created();
    await expect(adapter.start({ ...checkoutOrder, amountUsd: 5 })).rejects.toThrow(/400201/);
    const nowhere = createBinanceAdapter({
      ...CREDENTIALS,
      apiUrl: `${fake.url}/nowhere`,
      clock: Date.now,
    });
    await expect(nowhere.start(order())).rejects.toThrow(/HTTP 404/);
    const closed = createBinanceAdapter({
      ...CREDENTIALS,
      apiUrl: 'http://127.0.0.1:9',
      clock: Date.now,
    });
    await expect(closed.query('RL1')).rejects.toThrow(/Binance Pay/);
  });
});

describe('Binance Pay sandbox API', () => {
  const body = JSON.stringify({ merchantTradeNo: 'RL1' });
  const call = (url: string, headers: Record<string, string>, payload = body) =>
    fetch(`${url}/binancepay/openapi/v2/order/query`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: payload,
    });
  const signedHeaders = (timestamp: string, payload = body) => {
    const nonce = 'abcdefghijklmnopqrstuvwxyzABCDEF';
    return {
      'BinancePay-Timestamp': timestamp,
      'BinancePay-Nonce': nonce,
      'BinancePay-Certificate-SN': CREDENTIALS.apiKey,
      'BinancePay-Signature': signRequest(CREDENTIALS.secretKey, timestamp, nonce, payload),
    };
  };

  it('refuses a badly signed call with FAIL 400002 and accepts the same call signed', async () => {
    const headers = signedHeaders(String(Date.now()));
    const good = await call(fake.url, headers);
    expect(await good.json()).toMatchObject({ status: 'FAIL', code: '400202' });
    const forged = await call(fake.url, { ...headers, 'BinancePay-Signature': 'AB'.repeat(64) });
    expect(forged.status).toBe(400);
    expect(await forged.json()).toEqual({
      status: 'FAIL',
      code: '400002',
      errorMessage: 'Signature for this request is not valid.',
    });
    const tampered = await call(fake.url, headers, JSON.stringify({ merchantTradeNo: 'RL2' }));
    expect(await tampered.json()).toMatchObject({ code: '400002' });
    const unsigned = await call(fake.url, {});
    expect(await unsigned.json()).toMatchObject({ code: '400004' });
    const notJson = await call(fake.url, signedHeaders(String(Date.now()), '{'), '{');
    expect(await notJson.json()).toMatchObject({ status: 'FAIL', code: '400001' });
  });

  it('refuses a stale timestamp when it keeps Binance time window', async () => {
    const strict = await startFakeBinancePay({ ...CREDENTIALS, timestampWindowMs: 60_000 });
    try {
      const stale = await call(strict.url, signedHeaders(String(Date.now() - HOUR_MS)));
      expect(await stale.json()).toMatchObject({ status: 'FAIL', code: '400003' });
      const fresh = await call(strict.url, signedHeaders(String(Date.now())));
      expect(await fresh.json()).toMatchObject({ code: '400202' });
    } finally {
      await strict.stop();
    }
  });

  it('validates create order v3 bodies and serves its certificates', async () => {
    const bad = JSON.stringify({ env: { terminalType: 'WEB' }, merchantTradeNo: 'RL-1' });
    const created = await fetch(`${fake.url}/binancepay/openapi/v3/order`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...signedHeaders(String(Date.now()), bad) },
      body: bad,
    });
    const answer = (await created.json()) as { code: string; errorMessage: string };
    expect(answer.code).toBe('400001');
    expect(answer.errorMessage).toContain('merchantTradeNo');
    const certificates = await fetch(`${fake.url}/binancepay/openapi/certificates`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...signedHeaders(String(Date.now()), '{}') },
      body: '{}',
    });
    const listed = (await certificates.json()) as {
      data: { certSerial: string; certPublic: string }[];
    };
    expect(listed.data).toHaveLength(1);
    expect(listed.data[0]?.certSerial).toMatch(/^[0-9a-f]{32}$/);
    expect(listed.data[0]?.certPublic).toContain('BEGIN PUBLIC KEY');
  });
});
