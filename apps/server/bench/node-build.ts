import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'esbuild';

// Inside node_modules: packages resolve from there, and no linter or formatter looks in it.
const OUT_DIR = fileURLToPath(
  new URL('../../../node_modules/.cache/routelab-bench/', import.meta.url),
);

/**
 * The server's build stays where it is: `dist/` files find their worker threads' scripts beside
 * themselves (import.meta.url), so they are imported, never bundled.
 */
const keepServerBuild: Plugin = {
  name: 'keep-server-build',
  setup(builder) {
    builder.onResolve({ filter: /\/dist\// }, (args) => ({
      path: fileURLToPath(new URL(args.path, `file://${args.resolveDir}/`)),
      external: true,
    }));
  },
};

/**
 * Bundles a benchmark's server script (TypeScript beside it) into one JavaScript file run by
 * node alone, as `npm start` runs the server. Under tsx every process and worker thread would
 * also carry its loader (a hooks thread, esbuild): about 40 MB and some CPU that production
 * does not spend. Packages stay imports.
 */
export async function buildForNode(script: string): Promise<string> {
  await mkdir(OUT_DIR, { recursive: true });
  const outfile = `${OUT_DIR}${script.replace(/\.ts$/, '.mjs')}`;
  await build({
    entryPoints: [fileURLToPath(new URL(`./${script}`, import.meta.url))],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    plugins: [keepServerBuild],
    logLevel: 'warning',
  });
  return outfile;
}
