/** A payment's amount: whole US dollars, as the top-up takes them ("$100"). */
export const formatPaymentAmount = (usd: number): string => `$${usd}`;
