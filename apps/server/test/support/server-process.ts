import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../../../packages/smpp/test/interop/support/ports.js';
import { createPostgres, createSqlite, type Db, type DialectName } from '../../src/db/database.js';
import { migrateToLatest } from '../../src/db/migrate.js';
import { eventually } from './eventually.js';
import { createTestDatabase } from './postgres.js';

const root = fileURLToPath(new URL('../../../../', import.meta.url));

/** The server from source in its own process (tsx, workspace packages mapped to their sources). */
export class ServerProcess {
  private child: ChildProcess | undefined;
  output = '';

  constructor(
    private readonly env: Record<string, string>,
    private readonly tsconfig: string,
  ) {}

  /** Starts it and waits until it serves HTTP, its last step. */
  async start(): Promise<void> {
    this.output = '';
    const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
      cwd: root,
      env: { ...process.env, ...this.env, TSX_TSCONFIG_PATH: this.tsconfig },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child = child;
    child.stdout?.setEncoding('utf8').on('data', (chunk: string) => (this.output += chunk));
    child.stderr?.setEncoding('utf8').on('data', (chunk: string) => (this.output += chunk));
    await eventually(
      'the server process to listen',
      () => {
        if (child.exitCode !== null) throw new Error(`server exited:\n${this.output}`);
        return this.output.includes('RouteLab listening on') ? true : undefined;
      },
      60_000,
    );
  }

  /** SIGKILL: no shutdown hooks, no flushing. */
  async kill(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
  }
}

/** A server process ready to start, with its own migrated database open here too. */
export interface ServerProcessSetup {
  server: ServerProcess;
  db: Db;
  httpPort: number;
  smppPort: number;
  /** Kills the process, closes and drops the database, removes the data directory. */
  dispose(): Promise<void>;
}

/**
 * A data directory, a migrated database of `dialect` (PostgreSQL: a fresh database in
 * TEST_DATABASE_URL's server) and free ports for a server process of the sources.
 */
export async function setUpServerProcess(dialect: DialectName): Promise<ServerProcessSetup> {
  const dataDir = await mkdtemp(join(tmpdir(), 'routelab-process-'));
  const env: Record<string, string> = {
    DATA_DIR: dataDir,
    LOG_LEVEL: 'info',
    SECRET_KEY: 'process-test-secret-key-0123456789-abcdefgh',
    HOST: '127.0.0.1',
    SMPP_HOST: '127.0.0.1',
  };
  let db: Db;
  let dropDatabase: (() => Promise<void>) | undefined;
  if (dialect === 'postgres') {
    const database = await createTestDatabase();
    env.DATABASE_URL = database.url;
    dropDatabase = database.drop;
    db = createPostgres(database.url);
  } else {
    db = createSqlite(join(dataDir, 'routelab.sqlite'));
  }
  await migrateToLatest(db);
  const smppPort = await freePort();
  const httpPort = await freePort();
  env.SMPP_PORT = String(smppPort);
  env.PORT = String(httpPort);
  const tsconfig = join(dataDir, 'tsconfig.json');
  await writeFile(
    tsconfig,
    JSON.stringify({
      extends: join(root, 'tsconfig.base.json'),
      compilerOptions: {
        baseUrl: root,
        paths: {
          '@routelab/shared': ['packages/shared/src/index.ts'],
          '@routelab/smpp': ['packages/smpp/src/index.ts'],
          '@routelab/smpp/encoding': ['packages/smpp/src/encoding/index.ts'],
        },
      },
    }),
  );
  const server = new ServerProcess(env, tsconfig);
  return {
    server,
    db,
    httpPort,
    smppPort,
    dispose: async () => {
      await server.kill();
      await db.destroy();
      await dropDatabase?.();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
