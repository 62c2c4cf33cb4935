/** The top-up dialog (spec sections 4, 5 and 8; its error texts, the spec's, are shared ones). */
export const topUpEn = {
  title: 'Top up balance',
  intro: 'Choose the amount in US dollars and how to pay. The checkout opens in a new tab.',
  amount: 'Amount',
  amountHint: 'Whole dollars, from $1 to $1000',
  payWith: 'Pay with',
  sandbox: 'Sandbox',
  sandboxNotice:
    'Sandbox: the checkout is simulated and no money moves. Its page lets you pay, decline or let the payment expire.',
  creating: 'Creating the payment…',
  cancel: 'Cancel',
};

/** The /payments page: payments, balance history and the user's prices. */
export const paymentsEn = {
  title: 'Payments',
  subtitle: 'Your top-ups, every change of the balance and what you pay',
  topUp: 'Top up',
  tabs: { payments: 'Payments', history: 'Balance history' },
  statuses: {
    created: 'Created',
    accepted: 'Accepted',
    error: 'Error',
    rejected: 'Rejected',
    expired: 'Expired',
  },
  filters: { provider: 'Provider', status: 'Status', kind: 'Kind', any: 'Any' },
  columns: {
    date: 'Date',
    provider: 'Provider',
    amount: 'Amount',
    status: 'Status',
    reference: 'Reference',
    checkout: 'Checkout',
  },
  sandbox: 'Sandbox',
  continueCheckout: 'Continue to checkout',
  return: {
    title: 'Payment #{{id}}: {{amount}} via {{provider}}',
    created: 'Waiting for {{provider}} to confirm the payment. This card updates by itself.',
    accepted: 'The payment was credited to your balance.',
    rejected: 'The payment was declined.',
    error: 'The payment failed.',
    expired: 'The payment expired before it was paid.',
    reason: 'Reason: {{reason}}',
    notFound: 'Payment #{{id}} was not found.',
    close: 'Close',
  },
  ledger: {
    kinds: {
      top_up: 'Top-up',
      message_charge: 'Message charge',
      subscription: 'Subscription',
      refund: 'Refund',
      adjustment: 'Adjustment',
    },
    columns: {
      date: 'Date',
      kind: 'Kind',
      amount: 'Amount',
      balanceAfter: 'Balance after',
      reference: 'Reference',
      note: 'Note',
      by: 'By',
    },
    system: 'System',
    download: 'Download CSV',
    downloadStarted: 'The CSV download has started',
  },
  prices: {
    title: 'Your prices',
    tier: 'Tier: {{tier}}',
    sentSegment: 'Segment sent through a gateway',
    receivedSegment: 'Segment received by the SMPP server',
    dedicatedIp: 'Dedicated SMPP, per IP per 30 days',
  },
};

export type TopUpStrings = typeof topUpEn;
export type PaymentsStrings = typeof paymentsEn;
