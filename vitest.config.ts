import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const src = (path: string) => fileURLToPath(new URL(path, import.meta.url));

// Workspace packages resolve to their sources so tests never need a build first.
const alias = [
  { find: /^@routelab\/shared$/, replacement: src('./packages/shared/src/index.ts') },
  {
    find: /^@routelab\/shared\/i18n\/(en|ru|uk)$/,
    replacement: src('./packages/shared/src/i18n/$1/index.ts'),
  },
  {
    find: /^@routelab\/shared\/testing$/,
    replacement: src('./packages/shared/src/testing/schema-messages.ts'),
  },
  { find: /^@routelab\/smpp$/, replacement: src('./packages/smpp/src/index.ts') },
  {
    find: /^@routelab\/smpp\/encoding$/,
    replacement: src('./packages/smpp/src/encoding/index.ts'),
  },
  {
    find: /^@routelab\/smpp\/testing$/,
    replacement: src('./packages/smpp/src/testing/index.ts'),
  },
];

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          environment: 'node',
          include: ['packages/*/src/**/*.test.ts', 'apps/server/src/**/*.test.ts'],
          // The unit suite shares two cores with the integration and browser suites in
          // `npm run test:all`: a test that takes a second alone may take ten then. A budget, not
          // a measurement (speed is `npm run bench`'s).
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'integration',
          environment: 'node',
          include: ['apps/server/test/**/*.test.ts', 'packages/smpp/test/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
      'apps/web/vitest.config.ts',
      {
        resolve: { alias },
        test: {
          name: 'browser',
          environment: 'node',
          include: ['apps/web/test/**/*.test.ts'],
          testTimeout: 120_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
