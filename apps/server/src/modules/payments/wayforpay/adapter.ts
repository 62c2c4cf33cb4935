import type { Clock } from '../../../clock.js';
import {
  CallbackRejectedError,
  type Checkout,
  type CheckoutOrder,
  type PaymentProviderAdapter,
  type ProviderReport,
} from '../provider.js';
import {
  acceptReply,
  checkStatusSignature,
  purchaseSignatureValues,
  signatureMatches,
  statusSignatureValues,
  wayforpaySignature,
  type PurchaseSigned,
} from './signature.js';
import { readStatus, reportOf } from './status.js';

export interface WayforpayAdapterOptions {
  merchantAccount: string;
  secretKey: string;
  merchantDomainName: string;
  /** The Purchase form's action (https://secure.wayforpay.com/pay, or a sandbox or fake). */
  payUrl: string;
  /** The API for CHECK_STATUS (https://api.wayforpay.com/api, or a sandbox or fake). */
  apiUrl: string;
  sandbox: boolean;
  clock: Clock;
  /** Our page that posts a payment's form again, while it is open. */
  checkoutPageUrl: (paymentId: number) => string;
  fetch?: typeof fetch;
}

/** How long WayForPay keeps the order payable (its orderTimeout, in seconds in the form). */
export const WAYFORPAY_ORDER_TIMEOUT_MS = 60 * 60 * 1000;
const API_TIMEOUT_MS = 15_000;

/** What the form says the payer buys. */
export const productNameOf = (amountUsd: number) => `RouteLab balance top-up, $${amountUsd}`;

/** The Purchase form's fields in the order WayForPay documents them, signed. */
export function purchaseFields(
  options: Pick<WayforpayAdapterOptions, 'merchantAccount' | 'secretKey' | 'merchantDomainName'>,
  order: CheckoutOrder,
): [string, string][] {
  const signed: PurchaseSigned = {
    merchantAccount: options.merchantAccount,
    merchantDomainName: options.merchantDomainName,
    orderReference: order.reference,
    orderDate: String(Math.floor(order.createdAt / 1000)),
    amount: String(order.amountUsd),
    currency: 'USD',
    productName: [productNameOf(order.amountUsd)],
    productCount: ['1'],
    productPrice: [String(order.amountUsd)],
  };
  const fields: [string, string][] = [
    ['merchantAccount', signed.merchantAccount],
    ['merchantDomainName', signed.merchantDomainName],
    ['merchantSignature', wayforpaySignature(options.secretKey, purchaseSignatureValues(signed))],
    ['orderReference', signed.orderReference],
    ['orderDate', signed.orderDate],
    ['amount', signed.amount],
    ['currency', signed.currency],
    ...signed.productName.map((name): [string, string] => ['productName[]', name]),
    ...signed.productPrice.map((price): [string, string] => ['productPrice[]', price]),
    ...signed.productCount.map((count): [string, string] => ['productCount[]', count]),
    ['merchantTransactionSecureType', 'AUTO'],
    ['returnUrl', order.returnUrl],
    ['serviceUrl', order.callbackUrl],
    ['orderTimeout', String(Math.floor(order.timeoutMs / 1000))],
    ['clientEmail', order.payerEmail],
  ];
  if (order.language) fields.push(['language', order.language]);
  return fields;
}

function parseJson(bytes: Buffer): unknown {
  try {
    return JSON.parse(bytes.toString('utf8'));
  } catch {
    throw new CallbackRejectedError('the notification is not JSON');
  }
}

/** WayForPay's hosted checkout: a signed form, signed notifications, CHECK_STATUS. */
export function createWayforpayAdapter(options: WayforpayAdapterOptions): PaymentProviderAdapter {
  const { merchantAccount, secretKey } = options;
  const fetchFn = options.fetch ?? ((input, init) => fetch(input, init));

  return {
    provider: 'wayforpay',
    sandbox: options.sandbox,
    orderTimeoutMs: WAYFORPAY_ORDER_TIMEOUT_MS,

    async start(order: CheckoutOrder): Promise<Checkout> {
      return {
        kind: 'form',
        action: options.payUrl,
        fields: purchaseFields(options, order),
        checkoutUrl: options.checkoutPageUrl(order.paymentId),
      };
    },

    async verifyCallback(rawBody: Buffer): Promise<ProviderReport> {
      const status = readStatus(parseJson(rawBody));
      if (!status) throw new CallbackRejectedError('the notification lacks its signed fields');
      if (status.merchantAccount !== merchantAccount) {
        throw new CallbackRejectedError(
          `the notification is for merchant ${status.merchantAccount}`,
        );
      }
      const expected = wayforpaySignature(secretKey, statusSignatureValues(status));
      if (!signatureMatches(status.merchantSignature, expected)) {
        throw new CallbackRejectedError('the notification signature does not match');
      }
      return reportOf(status);
    },

    reply(report: ProviderReport) {
      const time = Math.floor(options.clock() / 1000);
      return {
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify(acceptReply(secretKey, report.reference, time)),
      };
    },

    async query(reference: string): Promise<ProviderReport | 'unknown'> {
      const response = await fetchFn(options.apiUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          transactionType: 'CHECK_STATUS',
          merchantAccount,
          orderReference: reference,
          merchantSignature: checkStatusSignature(secretKey, merchantAccount, reference),
          apiVersion: 1,
        }),
        signal: AbortSignal.timeout(API_TIMEOUT_MS),
      });
      if (!response.ok) throw new Error(`WayForPay CHECK_STATUS answered ${response.status}`);
      const status = readStatus(await response.json());
      // No transaction for the reference (the payer never submitted the form): nothing to settle.
      if (!status) return 'unknown';
      const expected = wayforpaySignature(secretKey, statusSignatureValues(status));
      if (
        status.orderReference !== reference ||
        !signatureMatches(status.merchantSignature, expected)
      ) {
        throw new Error('WayForPay CHECK_STATUS answer failed its signature check');
      }
      return reportOf(status);
    },
  };
}
