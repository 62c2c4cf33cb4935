import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** Issue 27: the first page's JavaScript, gzipped, stays under this. */
export const FIRST_LOAD_BUDGET_BYTES = 300 * 1024;

export interface FirstLoad {
  /** Each script the first page loads (the entry and its preloads), with its gzipped size. */
  files: { file: string; gzipBytes: number }[];
  gzipBytes: number;
}

/**
 * What a browser loads before the first page shows: the scripts dist/index.html names (the entry
 * and the chunks it imports statically, which Vite preloads). Lazy pages are not among them.
 */
export function firstLoadOf(distDir: string): FirstLoad {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const files = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map(([, file]) => ({
    file: file!,
    gzipBytes: gzipSync(readFileSync(join(distDir, file!))).length,
  }));
  return { files, gzipBytes: files.reduce((sum, { gzipBytes }) => sum + gzipBytes, 0) };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** Prints the first load's total (and its largest scripts) under Vite's list of chunks. */
export function firstLoadReport(distDir: string): Plugin {
  return {
    name: 'first-load-report',
    apply: 'build',
    closeBundle() {
      const { files, gzipBytes } = firstLoadOf(distDir);
      const largest = [...files].sort((a, b) => b.gzipBytes - a.gzipBytes).slice(0, 5);
      this.info(
        `first page loads ${kb(gzipBytes)} of JavaScript gzipped in ${files.length} files ` +
          `(budget ${kb(FIRST_LOAD_BUDGET_BYTES)}); largest: ` +
          largest.map(({ file, gzipBytes: size }) => `${file} ${kb(size)}`).join(', '),
      );
    },
  };
}
