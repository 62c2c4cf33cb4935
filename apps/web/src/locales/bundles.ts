import type { Language } from '@routelab/shared';
import { enMessages } from './en/messages';
import { en } from './en/translation';

/** English: the default and the fallback, always in the first load. */
export const englishBundle = { translation: en, messages: enMessages };

export type Bundle = typeof englishBundle;

/**
 * The other languages, each its own chunk: a first load carries only English (issue 27: the
 * catalogs of languages nobody chose were a sixth of it).
 */
export const loadBundle: Record<Exclude<Language, 'en'>, () => Promise<Bundle>> = {
  ru: () => import('./ru/bundle').then((module) => module.ruBundle),
  uk: () => import('./uk/bundle').then((module) => module.ukBundle),
};
