import type { Language } from '@routelab/shared';
import { englishBundle, type Bundle } from './bundles';
import { ruBundle } from './ru/bundle';
import { ukBundle } from './uk/bundle';

/** Every language's catalogs at once, for tests (the console loads ru and uk when chosen). */
export const resources = {
  en: englishBundle,
  ru: ruBundle,
  uk: ukBundle,
} satisfies Record<Language, Bundle>;
