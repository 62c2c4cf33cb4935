import { sharedMessagesRu } from '@routelab/shared/i18n/ru';
import { ru } from './translation';

/** The ru catalogs, loaded when the console is first shown in that language. */
export const ruBundle = { translation: ru, messages: sharedMessagesRu };
