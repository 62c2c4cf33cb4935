import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createRouteLab, type RouteLab } from '../src/composition-root.js';
import { parseConfig, type ResolvedConfig } from '../src/config.js';
import { createSqlite, type Db } from '../src/db/database.js';
import { TEST_SCRYPT_COST } from '../src/crypto/password-hash.js';
import { ApiClient } from '../test/support/api-client.js';

/** RouteLab as `npm start` runs it (SQLite in a fresh DATA_DIR), signed in as one user. */
export class RouteLabServer {
  private constructor(
    readonly lab: RouteLab,
    readonly db: Db,
    readonly client: ApiClient,
    private readonly dataDir: string,
  ) {}

  static async start(): Promise<RouteLabServer> {
    const dataDir = await mkdtemp(join(tmpdir(), 'routelab-bench-'));
    const database = createSqlite(join(dataDir, 'routelab.sqlite'));
    const config: ResolvedConfig = {
      ...parseConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' }),
      port: 0,
      smppPort: 0,
      secretKey: 'bench-secret-key-that-is-long-enough-0123456789',
    };
    const lab = await createRouteLab({
      config,
      database,
      webDir: null,
      passwordCost: TEST_SCRYPT_COST,
    });
    await lab.start();
    const user = await lab.ctx.accounts.createUser({
      email: 'bench@example.com',
      password: 'Bench-pass-1',
      groups: ['user'],
      confirmed: true,
    });
    // Sends are charged: the benchmark user can afford whatever it sends.
    await lab.ctx.ledger.apply({
      userId: user.id,
      amountMicros: 1_000_000 * 1_000_000,
      kind: 'adjustment',
      note: 'Benchmark credit',
      at: Date.now(),
    });
    // Unchecked: the benchmark measures the server, which runs in this process.
    const client = new ApiClient(`http://127.0.0.1:${lab.ports().http}`, null);
    await client.login('bench@example.com', 'Bench-pass-1');
    return new RouteLabServer(lab, database.db, client, dataDir);
  }

  async stop(): Promise<void> {
    await this.lab.stop();
    await this.db.destroy();
    await rm(this.dataDir, { recursive: true, force: true });
  }
}
