import { readdir, readFile, writeFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text formats: images and fonts of the build are compressed already. */
const COMPRESSIBLE = new Set(['.js', '.css', '.html', '.svg', '.json', '.txt', '.webmanifest']);

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

/**
 * Writes `<file>.br` and `<file>.gz` beside each text file of the build, at the strongest levels
 * (once per build, not per request); the server sends them by the browser's Accept-Encoding. A
 * variant that would not be smaller is not written, so the server sends the file itself.
 */
export async function precompressDir(dir: string): Promise<void> {
  const files = (await filesUnder(dir)).filter((file) => COMPRESSIBLE.has(extname(file)));
  await Promise.all(
    files.map(async (file) => {
      const content = await readFile(file);
      const variants: [string, Buffer][] = [
        [
          '.br',
          await brotli(content, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
            },
          }),
        ],
        ['.gz', await gzipAsync(content, { level: constants.Z_BEST_COMPRESSION })],
      ];
      for (const [suffix, compressed] of variants) {
        if (compressed.length < content.length) await writeFile(file + suffix, compressed);
      }
    }),
  );
}

/** Vite plugin: precompresses dist/ once the bundle is written. */
export function precompress(distDir: string): Plugin {
  return {
    name: 'precompress',
    apply: 'build',
    async closeBundle() {
      await precompressDir(distDir);
    },
  };
}
