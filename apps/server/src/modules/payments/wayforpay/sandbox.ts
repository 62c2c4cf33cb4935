import { createHmac } from 'node:crypto';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Clock } from '../../../clock.js';
import { escapeHtml, sendHtml } from '../html-page.js';
import {
  checkStatusSignature,
  purchaseSignatureValues,
  signatureMatches,
  statusSignatureValues,
  wayforpaySignature,
  type StatusSigned,
} from './signature.js';

/** The sandbox's merchant; its secret is derived from SECRET_KEY (sandboxSecretKey). */
export const SANDBOX_MERCHANT_ACCOUNT = 'routelab_sandbox';

export const sandboxSecretKey = (secretKey: string) =>
  createHmac('sha256', secretKey).update('wayforpay-sandbox').digest('hex');

/** At most this many orders (and received forms) are kept; the oldest go first. */
const MAX_ORDERS = 1000;
const DELIVERY_ATTEMPTS = 4;
const DELIVERY_TIMEOUT_MS = 10_000;

type Action = 'pay' | 'decline' | 'expire';

/** A provider's pages, not part of RouteLab's API document. */
const HIDDEN = { schema: { hide: true } };

/** Each button's transaction status and reason, as WayForPay sends them. */
const RESULTS: Record<Action, { transactionStatus: string; reason: string; reasonCode: number }> = {
  pay: { transactionStatus: 'Approved', reason: 'Ok', reasonCode: 1100 },
  decline: { transactionStatus: 'Declined', reason: 'Declined To Card Issuer', reasonCode: 1101 },
  expire: { transactionStatus: 'Expired', reason: 'Order expired', reasonCode: 1133 },
};

export interface SandboxOrder {
  reference: string;
  amount: string;
  currency: string;
  email: string;
  returnUrl: string;
  createdAt: number;
  transactionStatus: string;
  reason: string;
  reasonCode: number;
}

/** What one serviceUrl delivery got back. */
export interface SandboxDelivery {
  reference: string;
  status: number;
  body: string;
}

export interface WayforpaySandboxOptions {
  /** Where the routes are mounted, e.g. /sandbox/wayforpay ('' on a fake's own server). */
  prefix: string;
  merchantAccount: string;
  secretKey: string;
  /**
   * Where the merchant's notifications go (the merchant's configured serviceUrl): the form's
   * serviceUrl is not signed, so the payer's browser could point it anywhere.
   */
  serviceUrl: string;
  clock: Clock;
  /** How notifications reach serviceUrl (real HTTP; the caller may point it at a local port). */
  fetch?: typeof fetch;
  log?: FastifyBaseLogger;
}

export interface WayforpaySandbox {
  readonly orders: ReadonlyMap<string, SandboxOrder>;
  /** The Purchase forms posted to /pay, as received (newest last). */
  readonly forms: readonly URLSearchParams[];
  readonly deliveries: readonly SandboxDelivery[];
  /** Settles the order as its button does and notifies serviceUrl; answers the last delivery. */
  settle(reference: string, action: Action): Promise<SandboxDelivery>;
  /** The notification body WayForPay would send for the order now. */
  notification(order: SandboxOrder): Record<string, unknown>;
}

function keepBounded<T>(list: T[], item: T): void {
  list.push(item);
  if (list.length > MAX_ORDERS) list.shift();
}

/**
 * A local WayForPay speaking its protocol: POST /pay takes the signed Purchase form (checked as
 * WayForPay checks it) and shows a checkout page labelled as a sandbox with Pay, Decline and
 * Let expire; each button sends the signed notification over HTTP to the configured serviceUrl
 * (never to the form's, which nobody signs) and returns the browser to returnUrl with a POST, as
 * WayForPay does; POST /api answers CHECK_STATUS. The built-in sandbox (no money moves) and the
 * tests' fake are this same code.
 */
export async function registerWayforpaySandbox(
  app: FastifyInstance,
  options: WayforpaySandboxOptions,
): Promise<WayforpaySandbox> {
  const { prefix, merchantAccount, secretKey, serviceUrl, clock } = options;
  const orders = new Map<string, SandboxOrder>();
  const forms: URLSearchParams[] = [];
  const deliveries: SandboxDelivery[] = [];
  const fetchFn = options.fetch ?? ((input, init) => fetch(input, init));

  const statusOf = (order: SandboxOrder): StatusSigned => ({
    merchantAccount,
    orderReference: order.reference,
    amount: String(Number(order.amount)),
    currency: order.currency,
    authCode: order.transactionStatus === 'Approved' ? '541963' : '',
    cardPan: '41****1111',
    transactionStatus: order.transactionStatus,
    reasonCode: String(order.reasonCode),
  });

  const notification = (order: SandboxOrder) => {
    const status = statusOf(order);
    return {
      merchantAccount,
      orderReference: order.reference,
      merchantSignature: wayforpaySignature(secretKey, statusSignatureValues(status)),
      amount: Number(order.amount),
      currency: order.currency,
      authCode: status.authCode,
      email: order.email,
      phone: '',
      createdDate: Math.floor(order.createdAt / 1000),
      processingDate: Math.floor(clock() / 1000),
      cardPan: status.cardPan,
      cardType: 'Visa',
      issuerBankCountry: 'Sandbox',
      issuerBankName: 'Sandbox',
      recToken: '',
      transactionStatus: order.transactionStatus,
      reason: order.reason,
      reasonCode: order.reasonCode,
      fee: 0,
      paymentSystem: 'card',
    };
  };

  async function deliver(order: SandboxOrder): Promise<SandboxDelivery> {
    const body = JSON.stringify(notification(order));
    let last: SandboxDelivery = { reference: order.reference, status: 0, body: '' };
    // WayForPay repeats a notification until it gets the signed "accept"; a few tries here.
    for (let attempt = 1; attempt <= DELIVERY_ATTEMPTS; attempt++) {
      try {
        const response = await fetchFn(serviceUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body,
          signal: AbortSignal.timeout(DELIVERY_TIMEOUT_MS),
        });
        last = { reference: order.reference, status: response.status, body: await response.text() };
        if (response.ok) break;
      } catch (error) {
        options.log?.warn(
          { err: error, reference: order.reference },
          'sandbox notification failed',
        );
      }
      if (attempt < DELIVERY_ATTEMPTS) await new Promise((r) => setTimeout(r, 250 * 2 ** attempt));
    }
    keepBounded(deliveries, last);
    return last;
  }

  async function settle(reference: string, action: Action): Promise<SandboxDelivery> {
    const order = orders.get(reference);
    if (!order) throw new Error(`no sandbox order ${reference}`);
    Object.assign(order, RESULTS[action]);
    return deliver(order);
  }

  /** Why WayForPay would refuse the form, or null. */
  function refusal(form: URLSearchParams): string | null {
    const value = (name: string) => form.get(name) ?? '';
    if (value('merchantAccount') !== merchantAccount) return 'Unknown merchant account';
    for (const name of [
      'orderReference',
      'orderDate',
      'amount',
      'currency',
      'merchantDomainName',
    ]) {
      if (!value(name)) return `Missing ${name}`;
    }
    const names = form.getAll('productName[]');
    const counts = form.getAll('productCount[]');
    const prices = form.getAll('productPrice[]');
    if (names.length === 0 || names.length !== counts.length || names.length !== prices.length) {
      return 'Products do not match';
    }
    const expected = wayforpaySignature(
      secretKey,
      purchaseSignatureValues({
        merchantAccount: value('merchantAccount'),
        merchantDomainName: value('merchantDomainName'),
        orderReference: value('orderReference'),
        orderDate: value('orderDate'),
        amount: value('amount'),
        currency: value('currency'),
        productName: names,
        productCount: counts,
        productPrice: prices,
      }),
    );
    if (!signatureMatches(value('merchantSignature'), expected)) return 'Invalid signature (1113)';
    if (value('currency') !== 'USD') return 'Currency is not enabled for the merchant (1110)';
    return null;
  }

  await app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 16 * 1024 },
      (_request, body, done) => done(null, new URLSearchParams(body as string)),
    );

    scope.post(`${prefix}/pay`, HIDDEN, async (request, reply) => {
      const form = request.body instanceof URLSearchParams ? request.body : new URLSearchParams();
      keepBounded(forms, form);
      const problem = refusal(form);
      if (problem) {
        return sendHtml(reply, 400, {
          title: 'WayForPay sandbox',
          body: `<p class="sandbox">Sandbox — no money moves</p><h1>Payment refused</h1><p>${escapeHtml(problem)}</p>`,
        });
      }
      const reference = form.get('orderReference') ?? '';
      if (!orders.has(reference)) {
        orders.set(reference, {
          reference,
          amount: form.get('amount') ?? '',
          currency: form.get('currency') ?? '',
          email: form.get('clientEmail') ?? '',
          returnUrl: form.get('returnUrl') ?? '',
          createdAt: clock(),
          transactionStatus: 'InProcessing',
          reason: 'Ok',
          reasonCode: 1100,
        });
        if (orders.size > MAX_ORDERS) orders.delete(orders.keys().next().value ?? '');
      }
      const order = orders.get(reference);
      const open = order?.transactionStatus === 'InProcessing';
      const action = (name: Action, label: string) =>
        `<form method="post" action="${escapeHtml(`${prefix}/order/${encodeURIComponent(reference)}/${name}`)}">` +
        `<button type="submit" name="action" value="${name}">${label}</button></form>`;
      return sendHtml(reply, 200, {
        title: 'WayForPay sandbox checkout',
        body:
          `<p class="sandbox">Sandbox — no money moves</p>` +
          `<h1>Pay ${escapeHtml(order?.amount ?? '')} ${escapeHtml(order?.currency ?? '')}</h1>` +
          `<p>Order ${escapeHtml(reference)}${open ? '' : `: ${escapeHtml(order?.transactionStatus ?? '')}`}</p>` +
          (open
            ? action('pay', 'Pay') + action('decline', 'Decline') + action('expire', 'Let expire')
            : ''),
      });
    });

    scope.post<{ Params: { reference: string; action: string } }>(
      `${prefix}/order/:reference/:action`,
      HIDDEN,
      async (request, reply) => {
        const { reference, action } = request.params;
        const order = orders.get(reference);
        if (!order || !(action === 'pay' || action === 'decline' || action === 'expire')) {
          return sendHtml(reply, 404, {
            title: 'WayForPay sandbox',
            body: '<p>No such order.</p>',
          });
        }
        if (order.transactionStatus === 'InProcessing') await settle(reference, action);
        // WayForPay returns the browser to returnUrl with a POST of the order's outcome.
        const fields = Object.entries(notification(order)).map(
          ([name, value]): [string, string] => [name, String(value)],
        );
        return sendHtml(reply, 200, {
          title: 'WayForPay sandbox',
          body: `<p class="sandbox">Sandbox — no money moves</p><p>${escapeHtml(order.transactionStatus)}</p>`,
          autoSubmit: { action: order.returnUrl, fields, button: 'Back to the shop' },
          formTargets: [order.returnUrl],
        });
      },
    );

    scope.post(`${prefix}/api`, HIDDEN, async (request) => {
      const body = (request.body ?? {}) as Record<string, unknown>;
      const reference = typeof body.orderReference === 'string' ? body.orderReference : '';
      if (
        body.transactionType !== 'CHECK_STATUS' ||
        body.merchantAccount !== merchantAccount ||
        !signatureMatches(
          body.merchantSignature,
          checkStatusSignature(secretKey, merchantAccount, reference),
        )
      ) {
        return { reason: 'Invalid signature', reasonCode: 1113 };
      }
      const order = orders.get(reference);
      if (!order) return { orderReference: reference, reason: 'Order not found', reasonCode: 1112 };
      return notification(order);
    });
  });

  return { orders, forms, deliveries, settle, notification };
}
