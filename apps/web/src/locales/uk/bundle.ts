import { sharedMessagesUk } from '@routelab/shared/i18n/uk';
import { uk } from './translation';

/** The uk catalogs, loaded when the console is first shown in that language. */
export const ukBundle = { translation: uk, messages: sharedMessagesUk };
