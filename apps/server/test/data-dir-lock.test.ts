import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../packages/smpp/test/interop/support/ports.js';
import { createRouteLab, type RouteLab } from '../src/composition-root.js';
import { parseConfig } from '../src/config.js';
import { DataDirLockedError } from '../src/db/data-dir-lock.js';
import { TEST_SCRYPT_COST } from '../src/crypto/password-hash.js';
import { createTestDatabase, PG_MISSING_MESSAGE } from './support/postgres.js';
import { ServerProcess, sourceTsconfigIn } from './support/server-process.js';

const SECRET_KEY = 'data-dir-lock-test-secret-key-0123456789';

/** A RouteLab built by the composition root alone on `dataDir` (and `databaseUrl`), free ports. */
function instanceOn(dataDir: string, databaseUrl?: string): Promise<RouteLab> {
  const config = {
    ...parseConfig({
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      PUBLIC_URL: 'http://console.test',
      LOG_LEVEL: 'silent',
    }),
    host: '127.0.0.1',
    port: 0,
    smppHost: '127.0.0.1',
    smppPort: 0,
    secretKey: SECRET_KEY,
  };
  return createRouteLab({ config, passwordCost: TEST_SCRYPT_COST, webDir: null });
}

describe('one server per SQLite data directory', () => {
  let dataDir = '';
  let tsconfig = '';
  const servers: ServerProcess[] = [];

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'routelab-data-dir-lock-'));
    tsconfig = await sourceTsconfigIn(dataDir);
  });

  afterAll(async () => {
    for (const server of servers) await server.kill();
    await rm(dataDir, { recursive: true, force: true });
  });

  /** `npm start` on the shared data directory, with ports of its own. */
  async function serverProcess(): Promise<ServerProcess> {
    const server = new ServerProcess(
      {
        DATA_DIR: dataDir,
        LOG_LEVEL: 'info',
        SECRET_KEY,
        HOST: '127.0.0.1',
        PORT: String(await freePort()),
        SMPP_HOST: '127.0.0.1',
        SMPP_PORT: String(await freePort()),
      },
      tsconfig,
    );
    servers.push(server);
    return server;
  }

  it(
    'refuses a second server before it listens or works; a killed one leaves the directory free',
    { timeout: 600_000 },
    async () => {
      const first = await serverProcess();
      await first.start('RouteLab listening');

      const second = await serverProcess();
      expect(await second.startOrExit('RouteLab listening')).toBe(1);
      expect(second.output).toContain(
        `Another RouteLab server is running on the data directory ${dataDir}:`,
      );
      // Refused before migrating, listening or starting any work.
      expect(second.output).not.toContain('database ready');
      expect(second.output).not.toContain('listening');

      // What the admin CLI does (migrate, use the services) still works beside the server.
      const admin = await instanceOn(dataDir);
      try {
        await admin.migrate();
        expect(await admin.ctx.users.findByEmail('nobody@example.com')).toBeUndefined();
      } finally {
        await admin.stop();
      }

      // kill -9 ends the lock with the process: the next server starts.
      await first.kill();
      const next = await serverProcess();
      await next.start('RouteLab listening');
      await next.stop();
    },
  );

  it('refuses a second instance in the same process too, with nothing bound', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'routelab-data-dir-lock-'));
    const first = await instanceOn(dir);
    const second = await instanceOn(dir);
    try {
      await first.start();
      await expect(second.start()).rejects.toThrow(DataDirLockedError);
      expect(second.ports()).toEqual({ http: null, smpp: null, smppTls: null });
      await second.stop();
      await first.stop();
      const third = await instanceOn(dir);
      await third.start();
      await third.stop();
    } finally {
      await second.stop();
      await first.stop();
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('several servers on one PostgreSQL database and data directory', () => {
  it('all run: PostgreSQL is the path for several nodes, and takes no lock', async () => {
    if (!process.env.TEST_DATABASE_URL) throw new Error(PG_MISSING_MESSAGE);
    const dir = await mkdtemp(join(tmpdir(), 'routelab-data-dir-lock-'));
    const database = await createTestDatabase();
    const labs = [await instanceOn(dir, database.url), await instanceOn(dir, database.url)];
    try {
      for (const lab of labs) await lab.start();
      expect(labs.map((lab) => lab.ports().http)).not.toContain(null);
    } finally {
      for (const lab of labs) await lab.stop();
      await database.drop();
      await rm(dir, { recursive: true, force: true });
    }
  });
});
