import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const src = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  resolve: {
    alias: [
      { find: /^@routelab\/shared$/, replacement: src('../../packages/shared/src/index.ts') },
      {
        find: /^@routelab\/shared\/i18n\/(en|ru|uk)$/,
        replacement: src('../../packages/shared/src/i18n/$1/index.ts'),
      },
      {
        find: /^@routelab\/shared\/testing$/,
        replacement: src('../../packages/shared/src/testing/schema-messages.ts'),
      },
      {
        find: /^@routelab\/smpp\/encoding$/,
        replacement: src('../../packages/smpp/src/encoding/index.ts'),
      },
    ],
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/testing/setup.ts'],
    // jsdom renders share two cores with the integration suites in `npm run test:all`: a busy
    // moment must not fail a correct test. A dialog test typing into a whole form took 60 s with
    // the load at 20 (a clean-clone run beside another and three other jobs' tests).
    testTimeout: 180_000,
    // expect.poll too waits as long as testing-library's findBy/waitFor (done once it matches).
    expect: { poll: { timeout: 45_000 } },
    hookTimeout: 60_000,
  },
});
