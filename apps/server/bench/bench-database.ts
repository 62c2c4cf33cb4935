import { join } from 'node:path';
import { parseConfig } from '../dist/config.js';
import { createSqlite } from '../dist/db/database.js';
import { migrateToLatest } from '../dist/db/migrate.js';

/**
 * A benchmark server's configuration and migrated SQLite database in `dataDir`, as main.ts opens
 * them (SQLITE_SYNCHRONOUS and the rest from the environment, `env` over it), listening on
 * loopback at ports the system chooses, with nothing logged.
 */
export async function openBenchServer(dataDir: string, env: Record<string, string> = {}) {
  const config = {
    ...parseConfig({ ...process.env, ...env, DATA_DIR: dataDir, LOG_LEVEL: 'silent' }),
    port: 0,
    smppPort: 0,
    host: '127.0.0.1',
    smppHost: '127.0.0.1',
    secretKey: 'bench-secret-key-0123456789-abcdefghijklmnop',
  };
  const database = createSqlite(join(dataDir, 'routelab.sqlite'), config.sqliteSynchronous);
  await migrateToLatest(database.db);
  return { config, database, db: database.db };
}
