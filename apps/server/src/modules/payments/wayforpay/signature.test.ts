import { describe, expect, it } from 'vitest';
import { createWayforpayAdapter, purchaseFields } from './adapter.js';
import {
  acceptReply,
  checkStatusSignature,
  purchaseSignatureValues,
  statusSignatureValues,
  wayforpaySignature,
} from './signature.js';
import { CallbackRejectedError } from '../provider.js';

/** WayForPay's public test merchant (wiki.wayforpay.com, "Test details"). */
const ACCOUNT = 'test_merch_n1';
const SECRET = 'flk3409refn54t54t*FNJRET';

/*
 * The documented Purchase example (wiki.wayforpay.com/en/view/852102): its base string is below.
 * The digest the page prints (b959…fe92) comes from a key it does not give; the expected digests
 * here were computed with `openssl dgst -md5 -hmac` over the documented strings.
 */
const DOCUMENTED_PURCHASE_BASE =
  'test_merch_n1;www.market.ua;DH783023;1415379863;1547.36;UAH;' +
  'Процессор Intel Core i5-4670 3.4GHz;Память Kingston DDR3-1600 4096MB PC3-12800;1;1;1000;547.36';

describe('WayForPay signatures', () => {
  it('signs a Purchase as documented: names, then counts, then prices', () => {
    const values = purchaseSignatureValues({
      merchantAccount: ACCOUNT,
      merchantDomainName: 'www.market.ua',
      orderReference: 'DH783023',
      orderDate: '1415379863',
      amount: '1547.36',
      currency: 'UAH',
      productName: [
        'Процессор Intel Core i5-4670 3.4GHz',
        'Память Kingston DDR3-1600 4096MB PC3-12800',
      ],
      productCount: ['1', '1'],
      productPrice: ['1000', '547.36'],
    });
    expect(values.join(';')).toBe(DOCUMENTED_PURCHASE_BASE);
    expect(wayforpaySignature(SECRET, values)).toBe('c9bc2d1b724bf410e36f6d6adc0d3c45');
  });

  it('signs CHECK_STATUS over merchantAccount;orderReference', () => {
    expect(checkStatusSignature(SECRET, ACCOUNT, 'DH783023')).toBe(
      'b1877c0b08a7d49a579f18ed68855ec6',
    );
  });

  it('answers a notification with the signed orderReference;accept;time', () => {
    expect(acceptReply(SECRET, 'DH783023', 1415379863)).toEqual({
      orderReference: 'DH783023',
      status: 'accept',
      time: 1415379863,
      signature: 'bd8d3443f99fb2c7a8b610ac600c80b0',
    });
  });

  it('checks a notification over the eight documented fields', () => {
    const values = statusSignatureValues({
      merchantAccount: ACCOUNT,
      orderReference: 'DH783023',
      amount: '1547.36',
      currency: 'UAH',
      authCode: '541963',
      cardPan: '41****8217',
      transactionStatus: 'Approved',
      reasonCode: '1100',
    });
    expect(wayforpaySignature(SECRET, values)).toBe('ee460de4b316672fa974295ed4dba738');
  });
});

describe('WayForPay adapter', () => {
  const adapter = createWayforpayAdapter({
    merchantAccount: ACCOUNT,
    secretKey: SECRET,
    merchantDomainName: 'console.example',
    payUrl: 'https://secure.wayforpay.com/pay',
    apiUrl: 'https://api.wayforpay.com/api',
    sandbox: false,
    clock: () => 1_700_000_000_500,
    checkoutPageUrl: (id) => `https://console.example/api/payment/${id}/checkout/`,
  });
  const notification = (fields: Record<string, unknown> = {}) => {
    const body = {
      merchantAccount: ACCOUNT,
      orderReference: 'DH783023',
      amount: 1547.36,
      currency: 'UAH',
      authCode: '541963',
      cardPan: '41****8217',
      transactionStatus: 'Approved',
      reasonCode: 1100,
      reason: 'Ok',
      ...fields,
    };
    return { ...body, merchantSignature: 'ee460de4b316672fa974295ed4dba738' };
  };
  const raw = (body: unknown) => Buffer.from(JSON.stringify(body));

  it('builds the Purchase form with the signature over what it sends', () => {
    const fields = purchaseFields(
      { merchantAccount: ACCOUNT, secretKey: SECRET, merchantDomainName: 'console.example' },
      {
        paymentId: 7,
        reference: 'RL7ABCDEF01',
        amountUsd: 100,
        createdAt: 1_700_000_000_999,
        timeoutMs: 3_600_000,
        language: 'UA',
        payerEmail: 'payer@example.com',
        returnUrl: 'https://console.example/api/payment/return/7/',
        callbackUrl: 'https://console.example/api/payment/callback/wayforpay/',
      },
    );
    const form = new Map(fields);
    expect(form.get('orderDate')).toBe('1700000000');
    expect(form.get('amount')).toBe('100');
    expect(form.get('currency')).toBe('USD');
    expect(form.get('orderTimeout')).toBe('3600');
    expect(form.get('language')).toBe('UA');
    expect(form.get('merchantTransactionSecureType')).toBe('AUTO');
    expect(form.get('merchantSignature')).toBe(
      wayforpaySignature(SECRET, [
        ACCOUNT,
        'console.example',
        'RL7ABCDEF01',
        '1700000000',
        '100',
        'USD',
        'RouteLab balance top-up, $100',
        '1',
        '100',
      ]),
    );
  });

  it('verifies a signed notification and maps its status', async () => {
    await expect(adapter.verifyCallback(raw(notification()), {})).resolves.toEqual({
      reference: 'DH783023',
      outcome: 'accepted',
      amount: '1547.36',
      currency: 'UAH',
      reason: null,
    });
  });

  it('rejects a forged, foreign or malformed notification', async () => {
    const forged = { ...notification(), amount: 2547.36 };
    await expect(adapter.verifyCallback(raw(forged), {})).rejects.toThrow(CallbackRejectedError);
    const foreign = { ...notification(), merchantAccount: 'someone_else' };
    await expect(adapter.verifyCallback(raw(foreign), {})).rejects.toThrow(CallbackRejectedError);
    await expect(adapter.verifyCallback(Buffer.from('{'), {})).rejects.toThrow(
      CallbackRejectedError,
    );
  });

  it('maps Declined, Expired and the rest', async () => {
    for (const [transactionStatus, outcome] of [
      ['Declined', 'rejected'],
      ['Expired', 'expired'],
      ['InProcessing', 'pending'],
      ['Pending', 'pending'],
    ] as const) {
      const body = notification({ transactionStatus });
      body.merchantSignature = wayforpaySignature(SECRET, [
        ACCOUNT,
        'DH783023',
        '1547.36',
        'UAH',
        '541963',
        '41****8217',
        transactionStatus,
        '1100',
      ]);
      expect((await adapter.verifyCallback(raw(body), {})).outcome).toBe(outcome);
    }
  });

  it('replies with the signed accept at its clock, in seconds', () => {
    const reply = adapter.reply({
      reference: 'DH783023',
      outcome: 'accepted',
      amount: '1',
      currency: 'USD',
      reason: null,
    });
    expect(reply.status).toBe(200);
    expect(JSON.parse(reply.body)).toEqual(acceptReply(SECRET, 'DH783023', 1_700_000_000));
  });
});
