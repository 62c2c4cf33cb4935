import { z } from 'zod';
import { pageQuerySchema } from '../common/paging.js';

/** Payments (issue 22; spec sections 3, 4, 5, 7, 9). Amounts are whole USD, as the spec gives them. */
export const PAYMENT_PROVIDERS = ['wayforpay', 'binance'] as const;
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number];

export const PAYMENT_STATUSES = ['created', 'accepted', 'error', 'rejected', 'expired'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const TOP_UP_DEFAULT_USD = 100;
export const TOP_UP_MIN_USD = 1;
export const TOP_UP_MAX_USD = 1000;

/** The messages of spec section 5, exactly. */
export const topUpMessages = {
  notNumber: 'Amount must be a number',
  required: 'Amount is required',
  integer: 'Amount must be an integer',
  min: 'Amount must be greater than or equal to 1',
  max: 'The amount cannot exceed $1000. Please contact support to issue an invoice',
} as const;

/** Form text and query strings become numbers; blank or absent input is missing. */
const amountInput = (value: unknown): unknown => {
  if (value === null) return undefined;
  if (typeof value === 'string') return value.trim() === '' ? undefined : Number(value);
  return value;
};

/**
 * The top-up amount (spec section 5): required, a number, an integer, 1 to 1000. Checked on
 * `unknown` so that an absent key is still checked (and reads "required").
 */
export const topUpAmountSchema = z
  .unknown()
  .transform(amountInput)
  .superRefine((amount, ctx) => {
    if (amount === undefined) ctx.addIssue({ code: 'custom', message: topUpMessages.required });
    else if (typeof amount !== 'number' || Number.isNaN(amount))
      ctx.addIssue({ code: 'custom', message: topUpMessages.notNumber });
  })
  .pipe(
    z
      .number()
      .refine((amount) => Number.isInteger(amount), topUpMessages.integer)
      .refine((amount) => amount >= TOP_UP_MIN_USD, topUpMessages.min)
      .refine((amount) => amount <= TOP_UP_MAX_USD, topUpMessages.max),
  );

export const paymentProviderSchema = z.enum(PAYMENT_PROVIDERS, {
  error: 'Choose wayforpay or binance',
});

/** POST /api/payment/create/ */
export const paymentCreateSchema = z.object({
  amount: topUpAmountSchema,
  provider: paymentProviderSchema,
});
export type PaymentCreateBody = z.input<typeof paymentCreateSchema>;

/** The languages WayForPay's checkout takes from us (spec: the console's, uppercase). */
export const PAYMENT_LANGUAGES = ['EN', 'RU', 'UK'] as const;

/** GET /api/payment/create/?provider=&amount=&lang= (browser navigation; lang only for WayForPay). */
export const paymentCreateQuerySchema = paymentCreateSchema.extend({
  lang: z.enum(PAYMENT_LANGUAGES, { error: 'Unknown language' }).optional(),
});
export type PaymentCreateQuery = z.input<typeof paymentCreateQuerySchema>;

export const paymentSchema = z.object({
  id: z.number().int(),
  provider: z.enum(PAYMENT_PROVIDERS),
  /** Whole USD. */
  amount: z.number().int(),
  currency: z.literal('USD'),
  status: z.enum(PAYMENT_STATUSES),
  /** Our order reference as the provider knows it (WayForPay orderReference, Binance merchantTradeNo). */
  reference: z.string(),
  /** Where the payer pays, while the payment is `created`; null once final. */
  checkout_url: z.string().nullable(),
  /** Why it ended in `error` or `rejected` (provider reason), else null. */
  reason: z.string().nullable(),
  /** Made in a built-in sandbox: no money moved. */
  sandbox: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Payment = z.infer<typeof paymentSchema>;

/**
 * GET /api/payment/ answers an array (spec section 3), newest first; the total of the filtered
 * list is in the `X-Total-Count` header.
 */
export const paymentListQuerySchema = pageQuerySchema.extend({
  provider: z.enum(['any', ...PAYMENT_PROVIDERS], { error: 'Unknown provider' }).default('any'),
  status: z.enum(['any', ...PAYMENT_STATUSES], { error: 'Unknown status' }).default('any'),
});
export type PaymentListQuery = z.infer<typeof paymentListQuerySchema>;
export const PAYMENT_TOTAL_HEADER = 'X-Total-Count';

/** GET /api/payment/providers/: what the top-up dialog offers. */
export const paymentProvidersSchema = z.array(
  z.object({ provider: z.enum(PAYMENT_PROVIDERS), sandbox: z.boolean() }),
);
export type PaymentProviders = z.infer<typeof paymentProvidersSchema>;
