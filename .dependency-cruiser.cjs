/**
 * Module boundaries that ESLint's import rules cannot see (DESIGN.md section 1): no import cycles
 * anywhere (type-only imports included), web features do not import each other — what two
 * features share lives in components/ or lib/, and the app composes them — migrations import
 * no live code, and the server's SMPP side reaches the application only through its ports.
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
    {
      name: 'smpp-side-through-ports',
      severity: 'error',
      comment:
        'The SMPP side (apps/server/src/smpp) declares the interfaces it needs in smpp/ports; the ' +
        'modules implement them and the composition root wires them. It imports nothing of ' +
        'modules/ (its tests may wire the real implementations, as the composition root does).',
      from: { path: '^apps/server/src/smpp/', pathNot: '\\.test\\.ts$' },
      to: { path: '^apps/server/src/modules/' },
    },
    {
      name: 'assembly-in-composition',
      severity: 'error',
      comment:
        'Feature modules do not build the SMPP sides: only the composition root (composition/, ' +
        'composition-root.ts, context.ts) constructs the ESME server and the gateway manager.',
      from: { path: '^apps/server/src/(modules|http|smpp)/', pathNot: '\\.test\\.ts$' },
      to: {
        path: '^apps/server/src/smpp/(smpp-server/esme-server|gateway-manager/gateway-manager)\\.ts$',
        dependencyTypesNot: ['type-only'],
      },
    },
  ],
  options: {
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.check.json' },
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|node_modules)/' },
  },
};
