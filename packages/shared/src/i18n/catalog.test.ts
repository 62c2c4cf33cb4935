import { describe, expect, it } from 'vitest';
import { SHARED_MESSAGES, sharedMessagesEn } from './en/index.js';
import { sharedMessagesRu } from './ru/index.js';
import { sharedMessagesUk } from './uk/index.js';

describe('the shared message catalog', () => {
  it('lists each text once, as its own English', () => {
    expect(new Set(SHARED_MESSAGES).size).toBe(SHARED_MESSAGES.length);
    expect(SHARED_MESSAGES.length).toBeGreaterThan(240);
    expect(Object.entries(sharedMessagesEn).filter(([key, text]) => key !== text)).toEqual([]);
  });

  it('translates every text into ru and uk, and nothing else', () => {
    for (const [language, catalog] of Object.entries({
      ru: sharedMessagesRu,
      uk: sharedMessagesUk,
    })) {
      expect(Object.keys(catalog).sort(), language).toEqual([...SHARED_MESSAGES].sort());
      const untranslated = SHARED_MESSAGES.filter(
        (message) => !catalog[message].trim() || catalog[message] === message,
      );
      expect(untranslated, language).toEqual([]);
    }
  });

  it('holds exact texts: no placeholders, which only one side could fill', () => {
    const all = [SHARED_MESSAGES, Object.values(sharedMessagesRu), Object.values(sharedMessagesUk)];
    expect(all.flat().filter((text) => /\{/.test(text))).toEqual([]);
  });
});
