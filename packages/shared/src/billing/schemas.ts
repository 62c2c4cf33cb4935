import { z } from 'zod';
import { TIERS } from '../common/constants.js';
import { pageQuerySchema } from '../common/paging.js';
import { isPlainText } from '../common/plain-text.js';
import { tierSchema } from '../user/schemas.js';
import { MICROS_PER_USD } from './money.js';

/**
 * Billing contracts (issue 22). Every amount here is integer micro-dollars (`*_micros`); the
 * console converts for display (formatUsd) and input (parseUsd).
 */

/** What a ledger row records: each balance change is exactly one of these. */
export const LEDGER_KINDS = [
  'top_up',
  'message_charge',
  'subscription',
  'refund',
  'adjustment',
] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

/** One balance change, newest first in GET /api/billing/ledger/. */
export const ledgerEntrySchema = z.object({
  id: z.number().int(),
  kind: z.enum(LEDGER_KINDS),
  /** Signed: credits positive, charges negative. */
  amount_micros: z.number().int(),
  balance_after_micros: z.number().int(),
  /** What it belongs to, e.g. "payment:12", "sms:345", "esme-batch:678", "load-test:<uuid>". */
  reference: z.string().nullable(),
  note: z.string().nullable(),
  /** Who made it: an admin's e-mail for adjustments, null for the system. */
  created_by: z.string().nullable(),
  created_at: z.string(),
});
export type LedgerEntry = z.infer<typeof ledgerEntrySchema>;

/** GET /api/billing/ledger/ (paged, `{count, results}`) and …/ledger/download/ (CSV, same filters). */
export const ledgerQuerySchema = pageQuerySchema.extend({
  kind: z.enum(LEDGER_KINDS, { error: 'Unknown kind' }).optional(),
});
export type LedgerQuery = z.infer<typeof ledgerQuerySchema>;

const priceField = z
  .number({ error: 'Price must be a number' })
  .int('Price must be a whole number of micro-dollars')
  .min(0, 'Price cannot be negative')
  .max(1_000 * MICROS_PER_USD, 'Price cannot exceed $1000');

/** One tier's prices. */
export const priceSchema = z.object({
  tier: tierSchema,
  /** A segment (message part) sent through a gateway. */
  sent_segment_micros: priceField,
  /** A segment accepted by the SMPP server from an ESME. */
  received_segment_micros: priceField,
  /** Dedicated SMPP, per IP address per 30 days. */
  dedicated_ip_micros: priceField,
});
export type Price = z.infer<typeof priceSchema>;

/** The price list as the product ships it (issue 22). */
export const DEFAULT_PRICES: readonly Price[] = [
  {
    tier: 'any',
    sent_segment_micros: 2_000,
    received_segment_micros: 1_000,
    dedicated_ip_micros: 10_000_000,
  },
  {
    tier: 'VIP 1',
    sent_segment_micros: 1_500,
    received_segment_micros: 750,
    dedicated_ip_micros: 8_000_000,
  },
  {
    tier: 'VIP 2',
    sent_segment_micros: 1_000,
    received_segment_micros: 500,
    dedicated_ip_micros: 6_000_000,
  },
  {
    tier: 'VIP 3',
    sent_segment_micros: 500,
    received_segment_micros: 250,
    dedicated_ip_micros: 4_000_000,
  },
];

/** GET /api/billing/prices/: the user's tier, its prices and the whole list. */
export const pricesResponseSchema = z.object({
  tier: tierSchema,
  current: priceSchema,
  tiers: z.array(priceSchema),
});
export type PricesResponse = z.infer<typeof pricesResponseSchema>;

/** PUT /api/admin/pricing/ (GET answers the same shape): every tier once. */
export const pricingUpdateSchema = z.object({
  prices: z
    .array(priceSchema)
    .length(TIERS.length, 'Give the prices of all 4 tiers')
    .refine(
      (prices) => TIERS.every((tier) => prices.some((price) => price.tier === tier)),
      'Give each tier once',
    ),
});
export type PricingUpdateBody = z.input<typeof pricingUpdateSchema>;

export const BALANCE_NOTE_MAX_LENGTH = 200;

/** POST /api/admin/users/{id}/balance/: a signed adjustment, answered with the AdminUser. */
export const balanceAdjustmentSchema = z.object({
  amount_micros: z
    .number({ error: 'Amount must be a number' })
    .int('Amount must be a whole number of micro-dollars')
    .refine((amount) => amount !== 0, 'Amount cannot be zero')
    .refine((amount) => Math.abs(amount) <= 1_000_000 * MICROS_PER_USD, 'Amount is too large'),
  note: z
    .string({ error: 'Note is required' })
    .trim()
    .min(1, 'Note is required')
    .max(BALANCE_NOTE_MAX_LENGTH, `Note cannot exceed ${BALANCE_NOTE_MAX_LENGTH} characters`)
    .refine(isPlainText, 'Note cannot contain control characters'),
});
export type BalanceAdjustmentBody = z.input<typeof balanceAdjustmentSchema>;

/** The `code` of a 402 answer, beside its translated `detail`, so clients can offer a top-up. */
export const INSUFFICIENT_BALANCE_CODE = 'insufficient_balance';
