import { LANGUAGES, type Language } from '@routelab/shared';

/**
 * The best supported language of an Accept-Language header ("ru-RU,ru;q=0.9,en;q=0.8"),
 * English when none is supported (DESIGN.md section 5).
 */
export function pickLanguage(header: string | undefined): Language {
  if (!header) return 'en';
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { primary: tag.trim().toLowerCase().split('-')[0] ?? '', q: q ? Number(q) : 1, index };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  const found = ranked.find((entry) => (LANGUAGES as readonly string[]).includes(entry.primary));
  return (found?.primary as Language | undefined) ?? 'en';
}

/** A request's language by its Accept-Language header. */
export function headerLanguage(request: {
  headers: { 'accept-language'?: string | undefined };
}): Language {
  return pickLanguage(request.headers['accept-language']);
}

/**
 * A request's language: its `lang` query parameter when that is a supported language (what an
 * EventSource, which cannot set headers, sends as the console's language), else its
 * Accept-Language.
 */
export function requestLanguage(request: {
  headers: { 'accept-language'?: string | undefined };
  query: unknown;
}): Language {
  const lang = (request.query as { lang?: unknown } | undefined)?.lang;
  if (typeof lang === 'string' && (LANGUAGES as readonly string[]).includes(lang)) {
    return lang as Language;
  }
  return headerLanguage(request);
}
