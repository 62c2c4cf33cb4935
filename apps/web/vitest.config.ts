import { fileURLToPath } from 'node:url';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { testAliases } from './source-aliases';

const src = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** Files that replace a module (vi.mock): they get modules and a document of their own. */
const MOCKING_FILES = ['src/features/auth/components/social-buttons.test.tsx'];

const common = {
  environment: 'jsdom',
  setupFiles: ['./src/testing/setup.ts'],
  // jsdom renders share two cores with the integration suites in `npm run test:all`: a busy
  // moment must not fail a correct test. A dialog test typing into a whole form took 60 s with
  // the load at 20 (a clean-clone run beside another and three other jobs' tests).
  testTimeout: 180_000,
  // expect.poll too waits as long as testing-library's findBy/waitFor (done once it matches).
  expect: { poll: { timeout: 45_000 } },
  hookTimeout: 60_000,
  // A stubbed global (fetch, EventSource, matchMedia) never outlives the test that stubbed it.
  unstubGlobals: true,
} as const;

/** The console's component suites, as projects of the root config (paths from this folder). */
export const webProjects: TestProjectInlineConfiguration[] = [
  {
    root: src('./'),
    resolve: { alias: testAliases },
    test: {
      ...common,
      name: 'web',
      include: ['src/**/*.test.{ts,tsx}'],
      exclude: MOCKING_FILES,
      // One document and one evaluation of React, MUI and the app per worker, not per file:
      // setting up jsdom and importing them again for each file was most of this suite's time.
      // The setup file puts back after each test what a test may change.
      isolate: false,
    },
  },
  {
    root: src('./'),
    resolve: { alias: testAliases },
    test: { ...common, name: 'web-isolated', include: MOCKING_FILES },
  },
];

export default defineConfig({ test: { projects: webProjects } });
