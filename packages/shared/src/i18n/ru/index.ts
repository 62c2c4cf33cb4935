import type { SharedCatalog } from '../en/index.js';
import { accountMessagesRu } from './accounts.js';
import { billingMessagesRu } from './billing.js';
import { esmeMessagesRu } from './esme.js';
import { integrationMessagesRu } from './integrations.js';
import { routingMessagesRu } from './routing.js';
import { smscMessagesRu } from './smsc.js';

/**
 * Russian for every shared text (`../en/index.ts`). Its own entry point, so that a console bundle
 * of one language carries no other's.
 */
export const sharedMessagesRu: SharedCatalog = {
  ...accountMessagesRu,
  ...smscMessagesRu,
  ...esmeMessagesRu,
  ...billingMessagesRu,
  ...integrationMessagesRu,
  ...routingMessagesRu,
};
