import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// The web sources, from the repository root or from apps/web (where vitest may run).
const SRC = existsSync(join(process.cwd(), 'apps/web/src'))
  ? join(process.cwd(), 'apps/web/src')
  : join(process.cwd(), 'src');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return entry.name.endsWith('.tsx') && !entry.name.endsWith('.test.tsx') ? [path] : [];
  });
}

/**
 * A loading bar or spinner is a role="progressbar" that screen readers announce by its name: axe
 * finds an unnamed one only when a page happens to be loading as it looks, so every one is checked
 * here. A spinner inside something that says it is busy (a button with aria-busy, a named
 * progressbar around it) is hidden instead.
 */
describe('loading bars and spinners', () => {
  it('all have an accessible name, or are hidden inside one that has', () => {
    const unnamed = sources(SRC).flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      const tags = text.match(/<(LinearProgress|CircularProgress)\b[^>]*>/g) ?? [];
      return tags
        .filter((tag) => !/aria-label(ledby)?=|aria-hidden/.test(tag))
        .map((tag) => `${relative(SRC, file)}: ${tag}`);
    });
    expect(unnamed).toEqual([]);
  });
});
