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

/**
 * Writes a tsconfig into `dir` that maps the workspace packages to their sources, for servers
 * run from source with tsx; answers its path.
 */
export async function sourceTsconfigIn(dir: string): Promise<string> {
  const tsconfig = join(dir, 'tsconfig.json');
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
  return tsconfig;
}

/** The server from source in its own process (tsx, workspace packages mapped to their sources). */
export class ServerProcess {
  private child: ChildProcess | undefined;
  private closed = false;
  output = '';

  constructor(
    private readonly env: Record<string, string>,
    private readonly tsconfig: string,
  ) {}

  /**
   * Starts it and waits until its log says `ready` (by default that it serves HTTP, its last
   * step); throws if it exits first.
   */
  async start(ready = 'RouteLab listening on'): Promise<void> {
    const outcome = await this.startOrExit(ready);
    if (outcome !== 'ready') throw new Error(`server exited (${outcome}):\n${this.output}`);
  }

  /** Starts it and waits until its log says `ready` ('ready') or it exits (its exit code). */
  async startOrExit(ready: string): Promise<'ready' | number> {
    const child = this.spawn();
    return eventually(
      `the server to log "${ready}" or exit`,
      () => {
        // Once closed, all its output has been read.
        if (this.closed) return child.exitCode ?? -1;
        return this.output.includes(ready) ? ('ready' as const) : undefined;
      },
      120_000,
    );
  }

  /** SIGKILL: no shutdown hooks, no flushing. */
  async kill(): Promise<void> {
    await this.end('SIGKILL');
  }

  /** SIGTERM: the server's own shutdown. */
  async stop(): Promise<void> {
    await this.end('SIGTERM');
  }

  private spawn(): ChildProcess {
    this.output = '';
    this.closed = false;
    const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
      cwd: root,
      env: { ...process.env, ...this.env, TSX_TSCONFIG_PATH: this.tsconfig },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child = child;
    // A killed process's last output and its close may come after the next one started.
    const current = () => this.child === child;
    const read = (chunk: string) => {
      if (current()) this.output += chunk;
    };
    child.stdout?.setEncoding('utf8').on('data', read);
    child.stderr?.setEncoding('utf8').on('data', read);
    child.once('close', () => {
      if (current()) this.closed = true;
    });
    return child;
  }

  private async end(signal: NodeJS.Signals): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill(signal);
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
    db = createPostgres(database.url).db;
  } else {
    db = createSqlite(join(dataDir, 'routelab.sqlite')).db;
  }
  await migrateToLatest(db);
  const smppPort = await freePort();
  const httpPort = await freePort();
  env.SMPP_PORT = String(smppPort);
  env.PORT = String(httpPort);
  const server = new ServerProcess(env, await sourceTsconfigIn(dataDir));
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
