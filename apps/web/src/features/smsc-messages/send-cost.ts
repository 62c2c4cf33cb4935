/** What a send will be charged: every segment of every message at the user's price. */
export interface SendCost {
  segments: number;
  priceMicros: number;
  totalMicros: number;
}

/**
 * A send debits all its segments up front (issue 22): `parts` segments per message times the
 * messages it creates (its destinations, or a load test's count). Integer micro-dollars only.
 */
export function estimateSendCost(parts: number, messages: number, priceMicros: number): SendCost {
  const segments = parts * messages;
  return { segments, priceMicros, totalMicros: segments * priceMicros };
}
