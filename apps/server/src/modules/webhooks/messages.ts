/** Refusals of webhook changes; each has ru and uk entries in src/i18n. */
export const webhookMessages = {
  clientEvents: 'An ESME account webhook takes only message.received and dlr.sent',
  gatewayEvents: 'A gateway webhook takes only mo.received and dlr.received',
  tooMany: 'An ESME account or gateway can have at most 10 webhooks',
  addressNotAllowed: 'This server does not call webhooks at this address',
  credentialsNotAllowed: 'A webhook URL cannot hold a user name or password',
} as const;

/** Webhooks one ESME account or gateway may have. */
export const MAX_WEBHOOKS_PER_OWNER = 10;
