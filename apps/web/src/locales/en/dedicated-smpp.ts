/** The /dedicated-smpp page: a subscriber's own SMPP listener (issue 24). */
export const dedicatedSmppEn = {
  title: 'Dedicated SMPP',
  subtitle: 'An SMPP listener of your own, reachable only from your IP addresses',
  back: 'Back',
  preview: 'Preview',
  addresses: 'IP addresses',
  addressesHint:
    'Addresses or CIDR blocks your SMS software connects from (e.g. 203.0.113.7, 2001:db8::/48). Press Enter after each.',
  offerTitle: 'Your own SMPP endpoint',
  offer:
    'Get a port of your own on our SMPP server. Only connections from your addresses reach it; your ESME accounts bind there as on the shared port, with the same messages, receipts and logs, and without the shared port’s connection limits.',
  price: '{{price}} per IP address per 30 days, charged from your balance.',
  yourEndpoint: 'Your endpoint',
  status: { active: 'Active', grace: 'Renewal due', suspended: 'Suspended' },
  host: 'Host',
  port: 'Port',
  tlsPort: 'TLS port',
  copy: 'Copy host and ports',
  copied: 'Host and ports copied',
  copyFailed: 'Could not copy to the clipboard',
  periodEnd: 'Paid until',
  nextCharge: 'Next charge',
  refused: 'Refused connections',
  noRefused: 'None',
  refusedDetail: '{{count}}, last from {{address}} at {{time}}',
  editAddresses: 'Edit addresses',
  editHint:
    'Added addresses are charged for the rest of the period; removed ones are not refunded. You will see the amount before you confirm.',
  cancelSubscription: 'Cancel subscription',
  sessions: 'Bound sessions',
  noSessions: 'No session is bound on this port now.',
  systemId: 'System ID',
  remoteAddress: 'Remote address',
  bindType: 'Bind type',
  since: 'Since',
  graceNotice:
    'Your balance did not cover the renewal. The listener keeps working until {{date}}; top up by then to keep it.',
  suspendedNotice:
    'Suspended: the listener is closed. A top-up that covers the renewal resumes it at once.',
  confirmTitle: {
    subscribe: 'Subscribe to dedicated SMPP',
    change: 'Change the addresses',
    cancel: 'Cancel dedicated SMPP',
  },
  confirm: { subscribe: 'Subscribe', change: 'Save addresses', cancel: 'End subscription' },
  changed: 'Addresses saved',
  cancelled: 'Dedicated SMPP cancelled',
  banner: {
    grace:
      'Your dedicated SMPP renewal was not covered by your balance. Top up by {{date}} to keep it.',
    suspended: 'Your dedicated SMPP is suspended: its listener is closed. Top up to resume it.',
  },
};
