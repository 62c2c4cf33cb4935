import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { FIRST_LOAD_BUDGET_BYTES, firstLoadOf } from '../first-load';

const DIST = fileURLToPath(new URL('../dist/', import.meta.url));

describe('the built console', () => {
  it('loads its first page with under 300 KB of gzipped JavaScript (issue 27)', () => {
    const { files, gzipBytes } = firstLoadOf(DIST);
    expect(files.length).toBeGreaterThan(1);
    expect(gzipBytes).toBeLessThan(FIRST_LOAD_BUDGET_BYTES);
    // What only other pages or languages need is not in it: the data grid, Russian, Ukrainian
    // (the console's own texts and the shared catalog's).
    const code = files.map(({ file }) => readFileSync(join(DIST, file), 'utf8')).join('\n');
    expect(code).not.toContain('virtualScroller');
    expect(code).not.toContain('Журналы SMPP-клиента');
    expect(code).not.toContain('Журнали SMPP-клієнта');
    expect(code).toContain('E-mail is required');
    expect(code).not.toContain('Укажите e-mail');
    expect(code).not.toContain('Вкажіть e-mail');
  });
});
