import type { PaymentProvider } from '@routelab/shared';

/** Brand names, the same in every language. */
export const PROVIDER_NAMES: Record<PaymentProvider, string> = {
  wayforpay: 'WayForPay',
  binance: 'Binance Pay',
};
