/** The balance with 3 decimals, or N/A when the server has none (spec sections 2 and 9). */
export function formatBalance(balance: number | null | undefined): string {
  return typeof balance === 'number' && Number.isFinite(balance) ? balance.toFixed(3) : 'N/A';
}
