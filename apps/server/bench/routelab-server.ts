import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.js';
import { parseConfig, type ResolvedConfig } from '../src/config.js';
import { createAppContext } from '../src/context.js';
import { createSqlite, type Db } from '../src/db/database.js';
import { migrateToLatest } from '../src/db/migrate.js';
import { TEST_SCRYPT_COST } from '../src/modules/auth/password-hash.js';
import { ApiClient } from '../test/support/api-client.js';

/** RouteLab as `npm start` runs it (SQLite in a fresh DATA_DIR), signed in as one user. */
export class RouteLabServer {
  private constructor(
    readonly app: FastifyInstance,
    readonly db: Db,
    readonly client: ApiClient,
    private readonly dataDir: string,
  ) {}

  static async start(): Promise<RouteLabServer> {
    const dataDir = await mkdtemp(join(tmpdir(), 'routelab-bench-'));
    const db = createSqlite(join(dataDir, 'routelab.sqlite'));
    await migrateToLatest(db);
    const config: ResolvedConfig = {
      ...parseConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' }),
      secretKey: 'bench-secret-key-that-is-long-enough-0123456789',
    };
    const app = await buildApp({ config, db, webDir: null, passwordCost: TEST_SCRYPT_COST });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    if (!address || typeof address === 'string') throw new Error('no port');
    const ctx = createAppContext({
      db,
      dataDir,
      publicUrl: config.publicUrl,
      secretKey: config.secretKey,
      mailer: { send: async () => undefined, close: () => undefined },
      passwordCost: TEST_SCRYPT_COST,
      clock: Date.now,
      log: app.log,
      gatewayNetworks: config.gatewayNetworks,
    });
    await ctx.accounts.createUser({
      email: 'bench@example.com',
      password: 'Bench-pass-1',
      groups: ['user'],
      confirmed: true,
    });
    const client = new ApiClient(`http://127.0.0.1:${address.port}`);
    await client.login('bench@example.com', 'Bench-pass-1');
    return new RouteLabServer(app, db, client, dataDir);
  }

  async stop(): Promise<void> {
    await this.app.close();
    await this.db.destroy();
    await rm(this.dataDir, { recursive: true, force: true });
  }
}
