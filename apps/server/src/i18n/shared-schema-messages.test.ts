import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { adminUserQuerySchema, logListQuerySchema, messageListQuerySchema } from '@routelab/shared';
import { schemaMessages } from '@routelab/shared/testing';
import { catalogs, translate } from './translate.js';

const SHARED_SRC = fileURLToPath(new URL('../../../../packages/shared/src', import.meta.url));

function sharedSources(): { path: string; text: string }[] {
  return readdirSync(SHARED_SRC, { recursive: true, encoding: 'utf8' })
    .filter(
      (path) => path.endsWith('.ts') && !path.endsWith('.test.ts') && !path.startsWith('testing'),
    )
    .map((path) => ({ path, text: readFileSync(join(SHARED_SRC, path), 'utf8') }));
}

describe('shared schema messages', () => {
  const messages = schemaMessages(sharedSources());

  it('are read from the sources, constants and templates resolved', () => {
    expect(messages.size).toBeGreaterThan(120);
    expect(messages).toContain('At most 1000 destinations per request');
    expect(messages).toContain('Page size cannot exceed 1000');
    expect(messages).toContain('Password must be at least 8 characters long');
    expect(messages).toContain(
      'Enter an IP address or CIDR block, e.g. 203.0.113.7 or 203.0.113.0/24',
    );
    expect(messages).not.toContain('');
  });

  it('are all translated into Russian and Ukrainian by the API', () => {
    const missing = [...messages].filter(
      (message) =>
        !catalogs.ru[message]?.trim() ||
        !catalogs.uk[message]?.trim() ||
        translate(message, 'ru') === message ||
        translate(message, 'uk') === message,
    );
    expect(missing).toEqual([]);
  });

  it("include zod's own messages where a list filter gives none, translated too", () => {
    const attempts: [
      { safeParse(value: unknown): { error?: { issues: { message: string }[] } } },
      unknown,
    ][] = [
      [messageListQuerySchema, { gateway: 'x', client: '0', page_size: 'many' }],
      [messageListQuerySchema, { gateway: '1.5' }],
      [logListQuerySchema, { gateway: 'x', client: '-3', page: 'first' }],
      [adminUserQuerySchema, { page_size: '0', search: 'x'.repeat(300) }],
      [adminUserQuerySchema, { page_size: '101' }],
    ];
    const produced = attempts.flatMap(([schema, value]) =>
      (schema.safeParse(value).error?.issues ?? []).map((issue) => issue.message),
    );
    expect(produced.filter((message) => !messages.has(message)).length).toBeGreaterThan(5);
    for (const message of produced) {
      expect(translate(message, 'ru'), message).not.toBe(message);
      expect(translate(message, 'uk'), message).not.toBe(message);
    }
  });
});
