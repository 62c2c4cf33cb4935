import { accountMessages } from './accounts.js';
import { billingMessages } from './billing.js';
import { esmeMessages } from './esme.js';
import { integrationMessages } from './integrations.js';
import { routingMessages } from './routing.js';
import { smscMessages } from './smsc.js';

/**
 * The texts both sides show: the server answers with them (translated by Accept-Language) and
 * the console shows them (its form checks run the same shared schemas, and it names some of its
 * own states with them). Each is translated once, here: the English text is the key, and
 * `ru/` and `uk/` map every key to their language. A text only one side shows stays on that side
 * (the server's `i18n/`, the web's `locales/`). The texts are exact: no `{n}` templates, which
 * only the server could fill.
 */
export const SHARED_MESSAGES = [
  ...accountMessages,
  ...smscMessages,
  ...esmeMessages,
  ...billingMessages,
  ...integrationMessages,
  ...routingMessages,
] as const;

export type SharedMessage = (typeof SHARED_MESSAGES)[number];

/** A language's translation of every shared text. */
export type SharedCatalog = Record<SharedMessage, string>;

/** English: each text is its own translation (i18next looks the keys up in a catalog). */
export const sharedMessagesEn = Object.fromEntries(
  SHARED_MESSAGES.map((message) => [message, message]),
) as SharedCatalog;
