import { answerExample, requestExample } from '../common/example.js';
import {
  balanceAdjustmentSchema,
  DEFAULT_PRICES,
  ledgerEntrySchema,
  pricesResponseSchema,
  pricingUpdateSchema,
} from './schemas.js';

export function registerBillingExamples(): void {
  answerExample(ledgerEntrySchema, {
    id: 1207,
    kind: 'message_charge',
    amount_micros: -2000,
    balance_after_micros: 97_482_000,
    reference: 'sms:48213',
    note: '1 segment to 1 destination',
    created_by: null,
    created_at: '2026-12-02T12:15:04.214Z',
  });
  const vip1 = DEFAULT_PRICES[1]!;
  answerExample(pricesResponseSchema, {
    tier: vip1.tier,
    current: vip1,
    tiers: [...DEFAULT_PRICES],
  });
  // GET answers the prices as PUT takes them.
  answerExample(pricingUpdateSchema, { prices: [...DEFAULT_PRICES] });
  requestExample(pricingUpdateSchema, {
    prices: DEFAULT_PRICES.map((price) =>
      price.tier === 'any' ? { ...price, sent_segment_micros: 2_500 } : price,
    ),
  });
  requestExample(balanceAdjustmentSchema, {
    amount_micros: 25_000_000,
    note: 'Invoice 2026-118 paid by bank transfer',
  });
}
