import { LANGUAGES, type Language } from '@routelab/shared';
import type { SharedMessage } from '@routelab/shared/i18n/en';
import i18next from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import { englishBundle, loadBundle } from '../locales/bundles';

export const LANGUAGE_STORAGE_KEY = 'i18nextLng';

export const i18n = i18next.createInstance();

void i18n
  .use(LanguageDetector)
  .use(initReactI18next)
  .init({
    resources: { en: englishBundle },
    // The other languages arrive through loadLanguage.
    partialBundledLanguages: true,
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

/** Makes a language's catalogs ready (English always is); call before switching to it. */
export async function loadLanguage(language: Language): Promise<void> {
  if (language === 'en' || i18n.hasResourceBundle(language, 'translation')) return;
  const bundle = await loadBundle[language]();
  i18n.addResourceBundle(language, 'translation', bundle.translation);
  i18n.addResourceBundle(language, 'messages', bundle.messages);
}

/** Switches the console to a language, its catalogs loaded first. */
export async function switchLanguage(language: Language): Promise<void> {
  await loadLanguage(language);
  await i18n.changeLanguage(language);
}

/** The language detected at start (stored choice, else the browser's), ready to show. */
export function startLanguage(): Promise<void> {
  const detected = i18n.languages.find((tag): tag is Language =>
    (LANGUAGES as readonly string[]).includes(tag),
  );
  return detected && detected !== 'en' ? switchLanguage(detected) : Promise.resolve();
}

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

/** A text of the shared catalog, which the server answers with too, in the console's language. */
export function sharedText(message: SharedMessage): string {
  return translateMessage(message);
}
