import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './data-dir-lock.js';

describe('lockDataDir', () => {
  let dir = '';
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('refuses a second holder, naming the directory, until the first releases it', async () => {
    dir = await mkdtemp(join(tmpdir(), 'routelab-lock-'));
    const first = lockDataDir(dir);
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    expect(() => lockDataDir(dir)).toThrow(`on the data directory ${dir}:`);
    first.release();
    const next = lockDataDir(dir);
    next.release();
  });
});
