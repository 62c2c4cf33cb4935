/** Tiers, Admin → Users balance adjustments, Admin → Pricing and message costs (issue 22). */
export const tiersEn = {
  any: 'Any',
  vip: 'VIP {{level}}',
};

export const adjustBalanceEn = {
  action: 'Adjust balance',
  title: 'Adjust balance',
  current: 'Balance now: {{balance}}',
  amount: 'Amount, USD',
  amountHint: 'Signed: 2.5 adds, -2.5 takes away; up to 6 decimals',
  invalidAmount: 'Enter a signed amount in USD with up to 6 decimals, e.g. -2.5 or 0.004',
  note: 'Note',
  noteHint: 'Why: it is kept in the ledger and shown to the user',
  submit: 'Adjust',
  done: 'Balance of {{email}} is now {{balance}}',
};

export const adminPricingEn = {
  title: 'Pricing',
  subtitle: 'What each tier pays, in USD',
  columns: {
    tier: 'Tier',
    sentSegment: 'Segment sent through a gateway',
    receivedSegment: 'Segment received by the SMPP server',
    dedicatedIp: 'Dedicated SMPP, per IP per 30 days',
  },
  priceLabel: '{{tier}}: {{price}}',
  invalidPrice: 'Enter a price in USD with up to 6 decimals, e.g. 0.0015',
  save: 'Save prices',
  saved: 'Prices saved',
};

export const costEn = {
  estimate_one: 'Cost: {{count}} segment × {{price}} = {{total}}',
  estimate_other: 'Cost: {{count}} segments × {{price}} = {{total}}',
  column: 'Cost',
  topUp: 'Top up',
  receivedPrice: 'Each segment your accounts submit costs {{price}}',
  refusedForBalance: '{{count}} refused: balance',
  refusedForBalanceHint: 'Submits refused because the balance could not cover them',
};

export type TiersStrings = typeof tiersEn;
export type AdjustBalanceStrings = typeof adjustBalanceEn;
export type AdminPricingStrings = typeof adminPricingEn;
export type CostStrings = typeof costEn;
