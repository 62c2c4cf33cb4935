import { LANGUAGES, type Language } from '@routelab/shared';
import i18next from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import { resources } from '../locales';

export const LANGUAGE_STORAGE_KEY = 'i18nextLng';

export const i18n = i18next.createInstance();

void i18n
  .use(LanguageDetector)
  .use(initReactI18next)
  .init({
    resources,
    fallbackLng: 'en',
    supportedLngs: [...LANGUAGES],
    load: 'languageOnly',
    nonExplicitSupportedLngs: true,
    defaultNS: 'translation',
    ns: ['translation', 'messages'],
    interpolation: { escapeValue: false },
    returnNull: false,
    detection: {
      order: ['localStorage', 'navigator'],
      caches: ['localStorage'],
      lookupLocalStorage: LANGUAGE_STORAGE_KEY,
    },
    initAsync: false,
  });

/** Text direction of a language: rtl for Arabic, ltr otherwise (spec section 2). */
export const directionOf = (language: string): 'ltr' | 'rtl' =>
  language.split('-')[0] === 'ar' ? 'rtl' : 'ltr';

export function currentLanguage(): Language {
  const language = (i18n.resolvedLanguage ?? 'en') as Language;
  return LANGUAGES.includes(language) ? language : 'en';
}

/**
 * Messages of the shared zod schemas and of the server arrive in English; the English text is the key
 * of the `messages` namespace. Unknown text (e.g. already translated by the server) stays as is.
 */
export function translateMessage(message: string): string {
  return i18n.t(message, {
    ns: 'messages',
    keySeparator: false,
    nsSeparator: false,
    defaultValue: message,
  });
}
