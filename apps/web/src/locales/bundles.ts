import type { Language } from '@routelab/shared';
import { sharedMessagesEn } from '@routelab/shared/i18n/en';
import { en } from './en/translation';

/**
 * English: the default and the fallback, always in the first load. `messages` is the shared
 * catalog (packages/shared/src/i18n): the texts the server answers with too, keyed by English.
 */
export const englishBundle = { translation: en, messages: sharedMessagesEn };

export type Bundle = typeof englishBundle;

/**
 * The other languages, each its own chunk: a first load carries only English (issue 27: the
 * catalogs of languages nobody chose were a sixth of it).
 */
export const loadBundle: Record<Exclude<Language, 'en'>, () => Promise<Bundle>> = {
  ru: () => import('./ru/bundle').then((module) => module.ruBundle),
  uk: () => import('./uk/bundle').then((module) => module.ukBundle),
};
