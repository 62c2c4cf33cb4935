/**
 * Module boundaries that ESLint's import rules cannot see (DESIGN.md section 1): no import cycles
 * anywhere (type-only imports included), web features do not import each other — what two
 * features share lives in components/ or lib/, and the app composes them — and migrations import
 * no live code.
 */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'A cycle makes module order matter and the parts impossible to reuse alone.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'web-features-apart',
      severity: 'error',
      comment: 'A web feature imports components/, lib/ and itself, never another feature.',
      from: { path: '^apps/web/src/features/([^/]+)/' },
      to: { path: '^apps/web/src/features/', pathNot: '^apps/web/src/features/$1/' },
    },
    {
      name: 'web-shared-parts-below-features',
      severity: 'error',
      comment: 'components/ and lib/ serve every feature, so they import none.',
      from: { path: '^apps/web/src/(components|lib)/' },
      to: { path: '^apps/web/src/(features|app)/' },
    },
    {
      name: 'migrations-frozen',
      severity: 'error',
      comment:
        'A migration must do the same thing however the live code changes later: it imports ' +
        'kysely and its own folder, never modules/, smpp/, http/ or anything else of ours.',
      from: { path: '^apps/server/src/db/migrations/' },
      to: { path: '^(apps|packages)/', pathNot: '^apps/server/src/db/migrations/' },
    },
  ],
  options: {
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.check.json' },
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|node_modules)/' },
  },
};
