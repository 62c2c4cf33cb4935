import type { Language } from '@routelab/shared';
import { en } from './en/translation';
import { enMessages } from './en/messages';
import { ru } from './ru/translation';
import { ruMessages } from './ru/messages';
import { uk } from './uk/translation';
import { ukMessages } from './uk/messages';

export const resources = {
  en: { translation: en, messages: enMessages },
  ru: { translation: ru, messages: ruMessages },
  uk: { translation: uk, messages: ukMessages },
} satisfies Record<Language, { translation: object; messages: object }>;
