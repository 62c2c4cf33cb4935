import { gatewayPriceSchema, parseUsd, type GatewayPrice } from '@routelab/shared';

/** A price list being edited, sorted by prefix as the export writes it. */
export const sortedPrices = (prices: readonly GatewayPrice[]) =>
  [...prices].sort((a, b) => a.prefix.localeCompare(b.prefix));

/** The list with `price` set (added, or replacing the one of its prefix; `replacing` renamed). */
export function withPrice(
  prices: readonly GatewayPrice[],
  price: GatewayPrice,
  replacing?: string,
): GatewayPrice[] {
  return sortedPrices([
    ...prices.filter((entry) => entry.prefix !== price.prefix && entry.prefix !== replacing),
    price,
  ]);
}

export type PriceEntryResult =
  | { ok: true; price: GatewayPrice }
  | { ok: false; prefix?: string; price?: string; priceIsText?: boolean };

/**
 * One entry as typed: a prefix (digits, `+` dropped) and a price in USD. Messages are the
 * shared schema's (translated by the caller); `priceIsText` when the price is not a decimal.
 */
export function readPriceEntry(prefixText: string, usdText: string): PriceEntryResult {
  const micros = parseUsd(usdText);
  const parsed = gatewayPriceSchema.safeParse({
    prefix: prefixText,
    price_micros: micros ?? 0,
  });
  const errors: { prefix?: string; price?: string; priceIsText?: boolean } = {};
  if (micros === undefined) errors.priceIsText = true;
  for (const issue of parsed.error?.issues ?? []) {
    if (issue.path[0] === 'prefix') errors.prefix ??= issue.message;
    else errors.price ??= issue.message;
  }
  if (parsed.success && micros !== undefined) return { ok: true, price: parsed.data };
  return { ok: false, ...errors };
}
