import type {
  CallbackReply,
  Checkout,
  CheckoutOrder,
  PaymentProviderAdapter,
  ProviderReport,
} from '../provider.js';
import { BinancePayApiError, createBinanceApi, type BinanceApiOptions } from './api-client.js';
import { CertificateStore } from './certificate-store.js';
import {
  BINANCE_CURRENCY,
  BINANCE_PATHS,
  MERCHANT_TRADE_NO,
  WEBHOOK_SUCCESS_BODY,
  createOrderDataSchema,
  queryOrderDataSchema,
  type CreateOrderRequest,
  type OrderStatus,
} from './protocol.js';
import { verifyWebhook } from './webhook.js';

/** Binance keeps an order payable for at most an hour; so do we. */
export const BINANCE_ORDER_TIMEOUT_MS = 60 * 60 * 1000;

export interface BinanceAdapterOptions extends BinanceApiOptions {
  /** True when apiUrl is the built-in sandbox (registerBinanceSandbox gives it). */
  sandbox?: boolean;
}

/** A verified notification or query answer, with Binance's own order id kept exact. */
export interface BinanceReport extends ProviderReport {
  /** The prepay order id (bizId / prepayId), digits as text; null when Binance gave none. */
  prepayId: string | null;
}

/**
 * Binance's amount and currency as the payment states them: USDT is USD at par (a payment of
 * $100 is an order of 100.00 USDT), any other currency is left as sent so the payment's check
 * fails it; trailing zeros past the cents go (Binance writes 8 places: 100.00000000 -> 100.00),
 * the value stays exact.
 */
export function inPaymentTerms(amount: string, currency: string) {
  return {
    amount: amount.replace(/(\.\d\d\d*?)0+$/, '$1'),
    currency: currency === BINANCE_CURRENCY ? 'USD' : currency,
  };
}

/** What each order status means for the payment (query v2's data.status). */
function outcomeOf(status: OrderStatus): Pick<ProviderReport, 'outcome' | 'reason'> {
  switch (status) {
    case 'INITIAL':
    case 'PENDING':
      return { outcome: 'pending', reason: null };
    case 'PAID':
      return { outcome: 'accepted', reason: null };
    case 'EXPIRED':
      return { outcome: 'expired', reason: status };
    // Cancelled, failed, or paid and then refunded: nothing to credit.
    case 'CANCELED':
    case 'ERROR':
    case 'REFUNDING':
    case 'REFUNDED':
    case 'FULL_REFUNDED':
      return { outcome: 'rejected', reason: status };
  }
}

/** Binance Pay (create order v3, query v2, RSA-signed webhooks) as a payment provider. */
export function createBinanceAdapter(options: BinanceAdapterOptions): PaymentProviderAdapter {
  const api = createBinanceApi(options);
  const certificates = new CertificateStore(api, options.clock);

  async function query(reference: string): Promise<BinanceReport | 'unknown'> {
    let raw: unknown;
    try {
      raw = await api(BINANCE_PATHS.queryOrder, { merchantTradeNo: reference });
    } catch (error) {
      if (error instanceof BinancePayApiError && error.orderNotFound) return 'unknown';
      throw error;
    }
    const data = queryOrderDataSchema.safeParse(raw);
    if (!data.success) throw new BinancePayApiError('Binance Pay order query: malformed data');
    return {
      reference: data.data.merchantTradeNo,
      ...outcomeOf(data.data.status),
      ...inPaymentTerms(data.data.amount, data.data.currency),
      prepayId: prepayIdOf(raw),
    };
  }

  return {
    provider: 'binance',
    sandbox: options.sandbox ?? false,
    orderTimeoutMs: BINANCE_ORDER_TIMEOUT_MS,

    async start(order: CheckoutOrder): Promise<Checkout> {
      const data = createOrderDataSchema.safeParse(
        await api(BINANCE_PATHS.createOrder, createOrderRequest(order)),
      );
      if (!data.success) throw new BinancePayApiError('Binance Pay create order: malformed data');
      return { kind: 'redirect', checkoutUrl: data.data.checkoutUrl };
    },

    async verifyCallback(rawBody, headers): Promise<BinanceReport> {
      const note = await verifyWebhook(rawBody, headers, certificates);
      const reported = {
        reference: note.merchantTradeNo,
        ...inPaymentTerms(note.amount, note.currency),
        prepayId: note.bizId,
      };
      if (note.bizStatus === 'PAY_SUCCESS') {
        return { ...reported, outcome: 'accepted', reason: null };
      }
      if (note.bizStatus === 'PAY_CLOSED') return { ...reported, ...(await whyClosed(note)) };
      return { ...reported, outcome: 'pending', reason: note.bizStatus };
    },

    reply(): CallbackReply {
      return { status: 200, contentType: 'application/json', body: WEBHOOK_SUCCESS_BODY };
    },

    query,
  };

  /**
   * PAY_CLOSED says only that the order closed unpaid: the order query tells an expiry
   * (EXPIRED -> expired) from a cancellation (CANCELED, ERROR -> rejected). If the query
   * cannot say, the order ran out unpaid: expired.
   */
  async function whyClosed(note: {
    merchantTradeNo: string;
  }): Promise<Pick<ProviderReport, 'outcome' | 'reason'>> {
    const state = await query(note.merchantTradeNo);
    if (state !== 'unknown' && (state.outcome === 'rejected' || state.outcome === 'expired')) {
      return { outcome: state.outcome, reason: state.reason };
    }
    return { outcome: 'expired', reason: 'PAY_CLOSED' };
  }
}

/** The create order v3 body as sent: orderExpireTime is a JSON number (a long). */
export type CreateOrderBody = Omit<CreateOrderRequest, 'orderExpireTime'> & {
  orderExpireTime: number;
};

/** The create order v3 body for one top-up (1 USD = 1 USDT). */
export function createOrderRequest(order: CheckoutOrder): CreateOrderBody {
  if (!MERCHANT_TRADE_NO.test(order.reference)) {
    throw new Error(
      `Binance Pay needs a merchantTradeNo of letters and digits: ${order.reference}`,
    );
  }
  if (!Number.isSafeInteger(order.amountUsd) || order.amountUsd <= 0) {
    throw new Error(`Binance Pay top-ups are whole USD: ${order.amountUsd}`);
  }
  const goodsName = 'RouteLab balance top-up';
  return {
    env: { terminalType: 'WEB' },
    merchantTradeNo: order.reference,
    orderAmount: order.amountUsd.toFixed(2),
    currency: BINANCE_CURRENCY,
    description: `${goodsName}: $${order.amountUsd}`,
    goodsDetails: [
      { goodsType: '02', goodsCategory: 'Z000', referenceGoodsId: 'balance', goodsName },
    ],
    returnUrl: order.returnUrl,
    cancelUrl: order.returnUrl,
    webhookUrl: order.callbackUrl,
    orderExpireTime: order.createdAt + order.timeoutMs,
  };
}

function prepayIdOf(raw: unknown): string | null {
  if (typeof raw !== 'object' || raw === null || !('prepayId' in raw)) return null;
  return typeof raw.prepayId === 'string' ? raw.prepayId : null;
}
