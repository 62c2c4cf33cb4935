import { topUpAmountSchema, topUpMessages } from '@routelab/shared';

/** Which of the five messages of spec section 5 an amount gets (the keys of `topUpMessages`). */
export type TopUpAmountError = keyof typeof topUpMessages;

export type TopUpAmountCheck =
  { amount: number; error?: undefined } | { amount?: undefined; error: TopUpAmountError };

const errorOf = new Map<string, TopUpAmountError>(
  Object.entries(topUpMessages).map(([key, message]) => [message, key as TopUpAmountError]),
);

/** The amount field's text checked with the shared schema the server applies too. */
export function checkTopUpAmount(text: string): TopUpAmountCheck {
  const parsed = topUpAmountSchema.safeParse(text);
  if (parsed.success) return { amount: parsed.data };
  const message = parsed.error.issues[0]?.message ?? '';
  return { error: errorOf.get(message) ?? 'notNumber' };
}
