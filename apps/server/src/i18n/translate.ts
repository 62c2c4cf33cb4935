import type { Language } from '@routelab/shared';
import { sharedMessagesRu } from '@routelab/shared/i18n/ru';
import { sharedMessagesUk } from '@routelab/shared/i18n/uk';
import type { FastifyInstance } from 'fastify';
import { requestLanguage } from './language.js';
import { ru } from './ru.js';
import { uk } from './uk.js';

/** Each language's messages: those the console shows too (the shared catalog) and the API's own. */
export const catalogs: Record<Exclude<Language, 'en'>, Record<string, string>> = {
  ru: { ...sharedMessagesRu, ...ru },
  uk: { ...sharedMessagesUk, ...uk },
};

/** The message in the language; numbers in it are matched against `{n}` catalog entries. */
export function translate(message: string, language: Language): string {
  if (language === 'en') return message;
  const catalog = catalogs[language];
  const exact = catalog[message];
  if (exact !== undefined) return exact;
  const numbers = message.match(/\d+/g);
  if (!numbers) return message;
  const template = catalog[message.replace(/\d+/g, '{n}')];
  let index = 0;
  return template ? template.replace(/\{n\}/g, () => numbers[index++] ?? '') : message;
}

type Body = Record<string, unknown>;

/** Translates `detail`, and in error bodies the field messages; other payloads pass as they are. */
export function translateBody(body: unknown, language: Language, isError: boolean): unknown {
  if (language === 'en' || typeof body !== 'object' || body === null || Array.isArray(body)) {
    return body;
  }
  const entries = Object.entries(body as Body).map(([key, value]) => {
    if (key === 'detail' && typeof value === 'string') return [key, translate(value, language)];
    if (isError && Array.isArray(value) && value.every((m) => typeof m === 'string')) {
      return [key, value.map((m: string) => translate(m, language))];
    }
    return [key, value];
  });
  return Object.fromEntries(entries);
}

/** Answers in the request's Accept-Language (en, ru, uk; DESIGN.md section 5). */
export function registerTranslation(app: FastifyInstance): void {
  app.addHook('preSerialization', async (request, reply, payload) => {
    const language = requestLanguage(request);
    return translateBody(payload, language, reply.statusCode >= 400);
  });
}
