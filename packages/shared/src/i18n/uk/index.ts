import type { SharedCatalog } from '../en/index.js';
import { accountMessagesUk } from './accounts.js';
import { billingMessagesUk } from './billing.js';
import { esmeMessagesUk } from './esme.js';
import { integrationMessagesUk } from './integrations.js';
import { routingMessagesUk } from './routing.js';
import { smscMessagesUk } from './smsc.js';

/**
 * Ukrainian for every shared text (`../en/index.ts`). Its own entry point, so that a console bundle
 * of one language carries no other's.
 */
export const sharedMessagesUk: SharedCatalog = {
  ...accountMessagesUk,
  ...smscMessagesUk,
  ...esmeMessagesUk,
  ...billingMessagesUk,
  ...integrationMessagesUk,
  ...routingMessagesUk,
};
