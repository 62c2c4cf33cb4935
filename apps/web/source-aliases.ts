import { fileURLToPath } from 'node:url';

const src = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** The workspace packages the console imports, resolved to their sources (no build first). */
export const sourceAliases = [
  { find: /^@routelab\/shared$/, replacement: src('../../packages/shared/src/index.ts') },
  {
    find: /^@routelab\/shared\/i18n\/(en|ru|uk)$/,
    replacement: src('../../packages/shared/src/i18n/$1/index.ts'),
  },
  {
    find: /^@routelab\/smpp\/encoding$/,
    replacement: src('../../packages/smpp/src/encoding/index.ts'),
  },
];

/** What the console's tests import besides: the shared schemas' message helpers. */
export const testAliases = [
  ...sourceAliases,
  {
    find: /^@routelab\/shared\/testing$/,
    replacement: src('../../packages/shared/src/testing/schema-messages.ts'),
  },
];
