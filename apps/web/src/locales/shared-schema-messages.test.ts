import { schemaMessages } from '@routelab/shared/testing';
import { describe, expect, it } from 'vitest';
import { resources } from '.';

// The sources as text (Vite's raw import), so the guard sees every schema, tests excluded.
const sharedSources = Object.entries(
  import.meta.glob<string>(
    ['../../../../packages/shared/src/**/*.ts', '!**/*.test.ts', '!**/src/testing/**'],
    {
      query: '?raw',
      import: 'default',
      eager: true,
    },
  ),
).map(([path, text]) => ({ path, text }));

describe('shared schema messages', () => {
  const messages = schemaMessages(sharedSources);

  it('are read from the sources, constants and templates resolved', () => {
    expect(messages.size).toBeGreaterThan(120);
    expect(messages).toContain('At most 1000 destinations per request');
    expect(messages).toContain('Page size cannot exceed 1000');
    expect(messages).toContain('Password must be at least 8 characters long');
    expect(messages).not.toContain('');
  });

  it('are all in the en catalog and translated into ru and uk', () => {
    const catalog = (language: 'en' | 'ru' | 'uk'): Record<string, string> =>
      resources[language].messages;
    const missing = [...messages].filter(
      (message) =>
        catalog('en')[message] !== message ||
        !catalog('ru')[message]?.trim() ||
        !catalog('uk')[message]?.trim() ||
        catalog('ru')[message] === message ||
        catalog('uk')[message] === message,
    );
    expect(missing).toEqual([]);
  });
});
