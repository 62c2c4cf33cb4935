import type { Language } from '@routelab/shared';
import { en } from './en/translation';
import { enValidation } from './en/validation';
import { ru } from './ru/translation';
import { ruValidation } from './ru/validation';
import { uk } from './uk/translation';
import { ukValidation } from './uk/validation';

export const resources = {
  en: { translation: en, validation: enValidation },
  ru: { translation: ru, validation: ruValidation },
  uk: { translation: uk, validation: ukValidation },
} satisfies Record<Language, { translation: object; validation: object }>;
