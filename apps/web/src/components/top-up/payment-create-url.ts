import type { Language, PaymentProvider } from '@routelab/shared';

/**
 * GET /api/payment/create/ as the new tab opens it (spec sections 4 and 7): provider and amount,
 * and for WayForPay only the console's language in upper case (EN, RU, UK).
 */
export function paymentCreateUrl(
  provider: PaymentProvider,
  amount: number,
  language: Language,
): string {
  const params = new URLSearchParams({ provider, amount: String(amount) });
  if (provider === 'wayforpay') params.set('lang', language.toUpperCase());
  return `/api/payment/create/?${params.toString()}`;
}
