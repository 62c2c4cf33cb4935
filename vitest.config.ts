import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { webProjects } from './apps/web/vitest.config';

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

/**
 * expect.poll's wait (vitest's default is 1 s): still done as soon as the value matches, but a
 * loaded machine (three suites on two cores) may take far longer than a second to get there.
 */
const expectPoll = { poll: { timeout: 30_000 } };

/** Integration files that mock a module of the server: they must not share its modules. */
const MOCKING_FILES = [
  'apps/server/test/esme-bind-limits.test.ts',
  'apps/server/test/openapi.test.ts',
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
          expect: expectPoll,
          testTimeout: 60_000,
          hookTimeout: 60_000,
          // No file mocks a module or keeps state in one: each worker evaluates the sources once,
          // not once per file (that took two thirds of this suite's CPU time).
          isolate: false,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'integration',
          environment: 'node',
          include: ['apps/server/test/**/*.test.ts', 'packages/smpp/test/**/*.test.ts'],
          exclude: MOCKING_FILES,
          expect: expectPoll,
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
          // Every file starts its own servers and closes them; the server and its tests keep no
          // state in modules. Importing the server once, not once per file, saved a third of the
          // wall time and nearly half of the CPU.
          isolate: false,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'integration-isolated',
          environment: 'node',
          // Files that replace a module (vi.mock) get modules of their own.
          include: MOCKING_FILES,
          expect: expectPoll,
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
      ...webProjects,
      {
        resolve: { alias },
        test: {
          name: 'browser',
          environment: 'node',
          include: ['apps/web/test/**/*.test.ts'],
          expect: expectPoll,
          testTimeout: 120_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
