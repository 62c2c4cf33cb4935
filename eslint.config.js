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
