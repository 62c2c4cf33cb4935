import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import unicorn from 'eslint-plugin-unicorn';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// Import boundaries (DESIGN.md section 1): packages never import apps; web and server never
// import each other. Checked for both package names and relative paths.
const boundary = (forbidden, message, regexes = []) => ({
  'no-restricted-imports': [
    'error',
    {
      patterns: [
        ...forbidden.map((group) => ({ group: [group], message })),
        ...regexes.map((regex) => ({ regex, message })),
      ],
    },
  ],
});

export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/node_modules/**', 'data/**', 'coverage/**', '**/test-results/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { unicorn },
    rules: {
      'unicorn/filename-case': ['error', { case: 'kebabCase' }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['packages/**/*.ts'],
    rules: boundary(
      ['@routelab/server', '@routelab/web', '**/apps/**'],
      'packages never import the apps',
    ),
  },
  {
    files: ['packages/smpp/**/*.ts'],
    rules: boundary(
      ['@routelab/server', '@routelab/web', '@routelab/shared', '**/apps/**', '**/shared/src/**'],
      'packages/smpp imports nothing of ours',
    ),
  },
  {
    files: ['apps/server/**/*.ts'],
    rules: boundary(
      ['@routelab/web', '**/apps/web/**', '**/web/src/**'],
      'server never imports web',
    ),
  },
  {
    // Services, message building, repositories and the SMPP side raise domain errors
    // (src/errors/domain-errors.ts) and know nothing of HTTP: only the HTTP edge maps them.
    // One rule entry replaces another for the same files, so the server's own boundary repeats.
    files: [
      'apps/server/src/modules/**/service.ts',
      'apps/server/src/modules/**/build-message.ts',
      'apps/server/src/modules/**/repository.ts',
      'apps/server/src/smpp/**/*.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@routelab/web', '**/apps/web/**', '**/web/src/**'],
              message: 'server never imports web',
            },
            {
              group: ['**/http/**'],
              message: 'services and the SMPP side raise domain errors and import nothing HTTP',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // The console runs in the browser: from packages/smpp only the browser-safe encoding entry.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    rules: boundary(
      ['@routelab/server', '**/apps/server/**', '**/server/src/**'],
      'web never imports server code; from packages/smpp only @routelab/smpp/encoding',
      ['^@routelab/smpp(?!/encoding$)'],
    ),
  },
  {
    // Browser tests run in Node and may drive the SMPP library as an external peer.
    files: ['apps/web/test/**/*.ts'],
    rules: boundary(
      ['@routelab/server', '**/apps/server/**', '**/server/src/**'],
      'web tests never import server code',
    ),
  },
);
