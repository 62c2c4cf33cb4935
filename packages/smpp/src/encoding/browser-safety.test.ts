import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The console bundles these modules: they must run in a browser, so no Node APIs.
const pureModules = ['encoding', 'segmentation', 'dlr'].flatMap((folder) => {
  const directory = fileURLToPath(new URL(`../${folder}/`, import.meta.url));
  return readdirSync(directory)
    .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
    .map((name) => ({ file: `${folder}/${name}`, source: readFileSync(directory + name, 'utf8') }));
});

describe('browser-safe modules', () => {
  it('finds the sources', () => {
    expect(pureModules.length).toBeGreaterThan(15);
  });

  it.each(pureModules)('$file uses no Node API', ({ source }) => {
    expect(source).not.toMatch(/\bBuffer\b/);
    expect(source).not.toMatch(/\bprocess\./);
    expect(source).not.toMatch(/from '(node:|fs|path|crypto|events|net|tls|util)/);
    expect(source).not.toMatch(/\brequire\(/);
    // Only siblings and the other pure modules may be imported.
    for (const [, target] of source.matchAll(/from '([^']+)'/g)) {
      expect(target).toMatch(/^\.\/|^\.\.\/(encoding|segmentation|dlr)\//);
    }
  });
});
