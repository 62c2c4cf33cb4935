import { MICROS_PER_USD, parseUsd } from '../billing/money.js';
import type { GatewayPrice } from './schemas.js';

/** The header of a price list as CSV: a prefix and its price in USD per segment. */
export const PRICE_CSV_HEADER = 'prefix,price_usd';

/** One line of a price list that could not be read, numbered from 1 (the header is line 1). */
export interface PriceCsvError {
  line: number;
  reason: 'prefix' | 'price' | 'columns' | 'duplicate';
}

export type PriceCsvResult =
  { ok: true; prices: GatewayPrice[] } | { ok: false; errors: PriceCsvError[] };

/** "0.0123" from 12300: the price with as many decimals as it has (at most 6), never a float. */
export function formatPriceUsd(micros: number): string {
  const whole = Math.floor(micros / MICROS_PER_USD);
  const fraction = String(micros % MICROS_PER_USD)
    .padStart(6, '0')
    .replace(/0+$/, '');
  return fraction === '' ? String(whole) : `${whole}.${fraction}`;
}

/** The price list as CSV, sorted by prefix, with its header. */
export function formatPriceCsv(prices: readonly GatewayPrice[]): string {
  const lines = [...prices]
    .sort((a, b) => a.prefix.localeCompare(b.prefix))
    .map((price) => `${price.prefix},${formatPriceUsd(price.price_micros)}`);
  return [PRICE_CSV_HEADER, ...lines].join('\n') + '\n';
}

/**
 * Reads a price list: an optional header, then `prefix,price_usd` per line (a `+` before the
 * prefix is dropped; `;` works as the separator too, as spreadsheets in many locales write it;
 * empty lines are skipped). Every bad line is reported, so one import tells all that is wrong.
 */
export function parsePriceCsv(text: string): PriceCsvResult {
  const prices: GatewayPrice[] = [];
  const errors: PriceCsvError[] = [];
  const seen = new Set<string>();
  text.split(/\r?\n/).forEach((raw, index) => {
    const line = raw.trim();
    if (line === '') return;
    const cells = line.split(/[,;]/).map((cell) => cell.trim().replace(/^"(.*)"$/, '$1'));
    if (index === 0 && cells[0]?.toLowerCase() === 'prefix') return;
    const at = index + 1;
    if (cells.length !== 2) return void errors.push({ line: at, reason: 'columns' });
    const prefix = (cells[0] ?? '').replace(/^\+/, '');
    if (!/^\d{1,15}$/.test(prefix)) return void errors.push({ line: at, reason: 'prefix' });
    const micros = parseUsd(cells[1] ?? '');
    if (micros === undefined || micros < 0 || micros > 100 * MICROS_PER_USD) {
      return void errors.push({ line: at, reason: 'price' });
    }
    if (seen.has(prefix)) return void errors.push({ line: at, reason: 'duplicate' });
    seen.add(prefix);
    prices.push({ prefix, price_micros: micros });
  });
  return errors.length > 0 ? { ok: false, errors } : { ok: true, prices };
}
