/**
 * The balance in dollars as the chip reads it: "$7.250", "-$3.142" (the sign before the dollar
 * sign, not "$-3.142"), "$N/A" without one. Rounded to thousandths first, so a balance that
 * rounds to zero never reads "-$0.000".
 */
export function formatBalanceUsd(balance: number | null | undefined): string {
  if (typeof balance !== 'number' || !Number.isFinite(balance)) return '$N/A';
  const thousandths = Math.round(Math.abs(balance) * 1000);
  const sign = balance < 0 && thousandths > 0 ? '-' : '';
  return `${sign}$${(thousandths / 1000).toFixed(3)}`;
}
