import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, it } from 'vitest';
import {
  createPostgres,
  createSqlite,
  type DatabaseHandle,
  type Db,
  type DialectName,
} from '../../src/db/database.js';
import { migrateToLatest } from '../../src/db/migrate.js';
import { DIALECTS } from './dialects.js';
import { createTestDatabase, PG_MISSING_MESSAGE } from './postgres.js';

/** One migrated database with a connection of its own per `open()`, as separate processes have. */
export interface SharedDatabase {
  readonly dialect: DialectName;
  /** The first connection (migrated). */
  readonly db: Db;
  /** The first connection with its transactions and long reads. */
  readonly handle: DatabaseHandle;
  /** Another connection to the same database; closed with the rest. */
  open(): Db;
}

/**
 * Runs the suite on SQLite (a file) and PostgreSQL, without an HTTP server: for storage-level
 * tests that need several connections to one database.
 */
export function describeEachDatabase(
  name: string,
  suite: (database: () => SharedDatabase) => void,
) {
  for (const dialect of DIALECTS) {
    describe(`${name} [${dialect}]`, () => {
      if (dialect === 'postgres' && !process.env.TEST_DATABASE_URL) {
        it('needs PostgreSQL', () => {
          throw new Error(PG_MISSING_MESSAGE);
        });
        return;
      }
      const connections: DatabaseHandle[] = [];
      let cleanup: (() => Promise<void>) | undefined;
      let shared: SharedDatabase | undefined;
      beforeAll(async () => {
        let connect: () => DatabaseHandle;
        if (dialect === 'postgres') {
          const database = await createTestDatabase();
          connect = () => createPostgres(database.url);
          cleanup = database.drop;
        } else {
          const dir = await mkdtemp(join(tmpdir(), 'routelab-db-'));
          connect = () => createSqlite(join(dir, 'routelab.sqlite'));
          cleanup = () => rm(dir, { recursive: true, force: true });
        }
        const open = () => {
          const handle = connect();
          connections.push(handle);
          return handle.db;
        };
        const db = open();
        await migrateToLatest(db);
        shared = { dialect, db, handle: connections[0]!, open };
      });
      afterAll(async () => {
        for (const handle of connections) await handle.destroy();
        await cleanup?.();
      });
      suite(() => {
        if (!shared) throw new Error(`the ${dialect} database was not created`);
        return shared;
      });
    });
  }
}
