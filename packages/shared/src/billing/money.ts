/** Money is integer micro-dollars everywhere; USD amounts are only for display and input. */
export const MICROS_PER_USD = 1_000_000;

/**
 * "$0.004", "-$3.142", "$0.0005": USD with at least 3 decimals (spec section 9) and more only
 * when the amount has them, so a price of half a tenth of a cent is never shown as $0.001.
 * Computed on the integer, never through a float.
 */
export function formatUsd(micros: number): string {
  const sign = micros < 0 ? '-' : '';
  const magnitude = Math.abs(Math.trunc(micros));
  const dollars = Math.floor(magnitude / MICROS_PER_USD);
  const fraction = String(magnitude % MICROS_PER_USD)
    .padStart(6, '0')
    .replace(/0+$/, '')
    .padEnd(3, '0');
  return `${sign}$${dollars}.${fraction}`;
}

const DECIMAL_USD = /^([+-])?(\d{1,9})(?:\.(\d{1,6}))?$/;

/** "0.0015" -> 1500, "-2" -> -2000000; undefined for anything else (more than 6 decimals too). */
export function parseUsd(text: string): number | undefined {
  const match = DECIMAL_USD.exec(text.trim());
  if (!match) return undefined;
  const [, sign, whole = '0', fraction = ''] = match;
  const micros = Number(whole) * MICROS_PER_USD + Number(fraction.padEnd(6, '0'));
  return sign === '-' ? -micros : micros;
}

/** Whole USD (top-up amounts) in micro-dollars. */
export const usdToMicros = (usd: number): number => Math.round(usd) * MICROS_PER_USD;
