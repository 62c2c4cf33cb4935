import type { PaymentProvider } from '@routelab/shared';

/** Language codes WayForPay's checkout takes (the console's `UK` becomes WayForPay's `UA`). */
export type CheckoutLanguage = 'EN' | 'RU' | 'UA';

/** What a provider needs to start the checkout of one payment. */
export interface CheckoutOrder {
  paymentId: number;
  /** Our order reference (WayForPay orderReference, Binance merchantTradeNo): letters and digits. */
  reference: string;
  /** Whole USD. */
  amountUsd: number;
  /** When the payment was created (ms); WayForPay signs it as orderDate in seconds. */
  createdAt: number;
  /** How long the provider keeps the order open (ms). */
  timeoutMs: number;
  language: CheckoutLanguage | undefined;
  payerEmail: string;
  /** Where the browser returns after paying: `${PUBLIC_URL}/payments?payment={id}`. */
  returnUrl: string;
  /** Where the provider notifies us: `${PUBLIC_URL}/api/payment/callback/{provider}/`. */
  callbackUrl: string;
}

/** Where a provider notifies us of its orders: `${PUBLIC_URL}/api/payment/callback/{provider}/`. */
export const callbackUrlOf = (publicUrl: string, provider: PaymentProvider): string =>
  `${publicUrl}/api/payment/callback/${provider}/`;

/** How the browser reaches the provider's checkout. */
export type Checkout =
  | {
      /** WayForPay: an auto-submitted form POST of these fields, signed. */
      kind: 'form';
      action: string;
      fields: readonly (readonly [name: string, value: string])[];
      /** A URL the console can link back to while the payment is open (our form page). */
      checkoutUrl: string;
    }
  | {
      /** Binance Pay: the order was created through the API; the browser goes to its checkout. */
      kind: 'redirect';
      checkoutUrl: string;
    };

/** What a verified notification (or a status query) says about one order. */
export interface ProviderReport {
  reference: string;
  /**
   * accepted: paid (credit it); rejected: declined or cancelled by the payer; expired: the
   * provider let it expire; pending: nothing final yet.
   */
  outcome: 'accepted' | 'rejected' | 'expired' | 'pending';
  /** The amount and currency exactly as the provider sent them, checked against the payment. */
  amount: string;
  currency: string;
  /** The provider's own words for a decline or an error (reason, reasonCode, bizStatus). */
  reason: string | null;
}

/** A callback that fails verification (forged, malformed, not ours): nothing is credited. */
export class CallbackRejectedError extends Error {}

/** The answer a provider requires to a callback, byte for byte. */
export interface CallbackReply {
  status: number;
  contentType: string;
  body: string;
}

/** One payment provider (or its built-in sandbox, which speaks the same protocol). */
export interface PaymentProviderAdapter {
  readonly provider: PaymentProvider;
  /** Runs against the built-in sandbox: no money moves. */
  readonly sandbox: boolean;
  /** How long an order stays payable; the reconciliation job expires it after this. */
  readonly orderTimeoutMs: number;
  start(order: CheckoutOrder): Promise<Checkout>;
  /** Verifies a notification from its raw bytes and headers; throws CallbackRejectedError. */
  verifyCallback(
    rawBody: Buffer,
    headers: Readonly<Record<string, string | string[] | undefined>>,
  ): Promise<ProviderReport>;
  /** The reply the provider requires once a notification was handled (or already was). */
  reply(report: ProviderReport): CallbackReply;
  /** Asks the provider for the order's state (WayForPay CHECK_STATUS, Binance order query). */
  query(reference: string): Promise<ProviderReport | 'unknown'>;
}
