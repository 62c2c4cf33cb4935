import { describe, expect, it } from 'vitest';
import { createOrderRequest, inPaymentTerms } from './adapter.js';
import { parseJsonKeepingNumbers } from './lossless-json.js';
import { createOrderRequestSchema } from './protocol.js';

const order = {
  paymentId: 7,
  reference: 'RL7X2',
  amountUsd: 100,
  createdAt: 1_700_000_000_000,
  timeoutMs: 3_600_000,
  language: undefined,
  payerEmail: 'payer@example.com',
  returnUrl: 'http://localhost:3000/payments?payment=7',
  callbackUrl: 'http://localhost:3000/api/payment/callback/binance/',
};

describe('Binance Pay create order v3 body', () => {
  it('asks for the amount in USDT at par, expiring with the payment, back to /payments', () => {
    const body = createOrderRequest(order);
    expect(body).toEqual({
      env: { terminalType: 'WEB' },
      merchantTradeNo: 'RL7X2',
      orderAmount: '100.00',
      currency: 'USDT',
      description: 'RouteLab balance top-up: $100',
      goodsDetails: [
        {
          goodsType: '02',
          goodsCategory: 'Z000',
          referenceGoodsId: 'balance',
          goodsName: 'RouteLab balance top-up',
        },
      ],
      returnUrl: order.returnUrl,
      cancelUrl: order.returnUrl,
      webhookUrl: order.callbackUrl,
      orderExpireTime: 1_700_003_600_000,
    });
    // What the sandbox (Binance's side) reads back from the wire is a valid request.
    const wire = parseJsonKeepingNumbers(JSON.stringify(body));
    expect(createOrderRequestSchema.safeParse(wire).success).toBe(true);
  });

  it('refuses a reference Binance would refuse and amounts that are not whole USD', () => {
    expect(() => createOrderRequest({ ...order, reference: 'RL-7' })).toThrow(/letters and digits/);
    expect(() => createOrderRequest({ ...order, reference: 'R'.repeat(33) })).toThrow();
    expect(() => createOrderRequest({ ...order, amountUsd: 1.5 })).toThrow(/whole USD/);
  });
});

describe('Binance amounts in the payment terms', () => {
  it('reads USDT as USD at par and trims only zeros past the cents', () => {
    expect(inPaymentTerms('100.00000000', 'USDT')).toEqual({ amount: '100.00', currency: 'USD' });
    expect(inPaymentTerms('0.88000000', 'BUSD')).toEqual({ amount: '0.88', currency: 'BUSD' });
    expect(inPaymentTerms('100', 'USDT').amount).toBe('100');
    expect(inPaymentTerms('100.00000001', 'USDT').amount).toBe('100.00000001');
  });
});
