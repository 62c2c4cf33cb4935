/** English strings of a gateway's health (SMSC list and the gateway's page); ru and uk mirror them. */
export const gatewayHealthEn = {
  failure: {
    unreachable: 'Could not connect to {{address}}',
    'bind-refused': 'The SMSC refused the bind: {{code}}',
    'tls-untrusted':
      "The SMSC's certificate is not trusted: add it (or its CA) as the CA certificate to trust, or switch off certificate verification",
    'tls-host-mismatch':
      "The SMSC's certificate does not name this host: use a host it names, or switch off certificate verification",
    'tls-verify':
      "The SMSC's certificate failed verification (expired, revoked or unusable): to connect anyway, switch off certificate verification",
    'tls-handshake': 'The TLS handshake failed: is TLS on at that port?',
    'tls-expected':
      'The SMSC closed the connection before answering the bind: does that port expect TLS?',
    'connection-lost': 'The connection was lost: {{reason}}',
    other: 'The connection failed',
  },
  lostReasons: {
    'peer-closed': 'the SMSC closed it',
    'peer-unbind': 'the SMSC unbound',
    'dead-peer': 'enquire_link went unanswered',
    inactivity: 'nothing arrived for too long',
    'framing-error': 'the SMSC sent unreadable data',
    local: 'closed here',
    unbind: 'unbound here',
    other: '{{code}}',
  },
  failedAt: 'at {{time}}',
  details: 'Details (as the server log says it)',
  retryIn: 'attempt {{attempt}} in {{seconds}} s',
  retrying: 'attempt {{attempt}} under way',
  title: 'Health',
  state: 'State',
  boundSince: 'Bound since',
  uptime: 'Uptime',
  rate: 'Sending now',
  rateValue: '{{rate}} msg/s',
  lastError: 'Last error',
  none: 'None',
  notBound: 'Not bound',
  session: 'This session',
  sessionHint:
    'Since {{time}}. These counters start again when the gateway is edited, switched on or the server restarts.',
  lifetime: 'All time',
  lifetimeHint: 'Counted from the stored messages: a rebind or a restart keeps them.',
  lifetimeCounters: {
    submitted: 'accepted by the SMSC',
    receipts: 'receipts matched',
    unmatched_receipts: 'receipts unmatched',
    mo: 'MO received',
  },
  open: 'Open {{name}}',
  back: 'SMSC list',
  priceList: 'Price list',
  notFound: 'This gateway does not exist or is not yours.',
};

export type GatewayHealthStrings = typeof gatewayHealthEn;
