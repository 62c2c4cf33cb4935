import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, type Transaction } from 'kysely';
import type { Database } from './schema.js';
import { SqliteReader } from './sqlite-threads/sqlite-reader.js';
import { SqliteWriter } from './sqlite-threads/sqlite-writer.js';
import { WAL_SAFETY_PAGES } from './sqlite-threads/write-job.js';
import { withStatementCache } from './statement-cache.js';

export type DialectName = 'sqlite' | 'postgres';
export type Db = Kysely<Database>;
/** A transaction on it: what repositories write through when a caller groups their writes. */
export type Trx = Transaction<Database>;

export const SQLITE_FILE = 'routelab.sqlite';
const BUSY_TIMEOUT_MS = 5000;
const PG_INT8_OID = 20;

export type SqliteSynchronous = 'normal' | 'full';

export interface DatabaseSettings {
  dataDir: string;
  databaseUrl: string | undefined;
  sqliteSynchronous?: SqliteSynchronous;
}

const writers = new WeakMap<Db, SqliteWriter>();
const readers = new WeakMap<Db, SqliteReader>();

/**
 * The SQLite writer thread of a file database: the ingest and PDU log inserts go there. None for
 * PostgreSQL (its writes already leave the process) and none for an in-memory database.
 */
export function sqliteWriterOf(db: Db): SqliteWriter | undefined {
  return writers.get(db);
}

/**
 * The SQLite reader thread of a file database: the heavy reads (list pages and their counts,
 * download chunks) go there, through readRows. None for PostgreSQL or an in-memory database.
 */
export function sqliteReaderOf(db: Db): SqliteReader | undefined {
  return readers.get(db);
}

/** SQLite in DATA_DIR by default; PostgreSQL when DATABASE_URL is set. */
export function createDatabase(settings: DatabaseSettings): { db: Db; dialect: DialectName } {
  if (settings.databaseUrl) {
    return { db: createPostgres(settings.databaseUrl), dialect: 'postgres' };
  }
  mkdirSync(settings.dataDir, { recursive: true });
  const file = join(settings.dataDir, SQLITE_FILE);
  return { db: createSqlite(file, settings.sqliteSynchronous), dialect: 'sqlite' };
}

/** SQLite in WAL mode; `synchronous` normal survives a killed process, full also a power cut. */
export function createSqlite(file: string, synchronous: SqliteSynchronous = 'normal'): Db {
  const database = new SqliteDatabase(file);
  database.pragma('journal_mode = WAL');
  database.pragma(`busy_timeout = ${BUSY_TIMEOUT_MS}`);
  database.pragma('foreign_keys = ON');
  database.pragma(`synchronous = ${synchronous}`);
  const inFile = file !== ':memory:';
  const writer = inFile
    ? new SqliteWriter({ file, synchronous, busyTimeoutMs: BUSY_TIMEOUT_MS })
    : undefined;
  const reader = inFile ? new SqliteReader({ file, busyTimeoutMs: BUSY_TIMEOUT_MS }) : undefined;
  const cached = withStatementCache(database);
  const db = new Kysely<Database>({
    dialect: new SqliteDialect({
      database: {
        // Kysely opens transactions with a deferred `begin`. Beside the writer thread's connection
        // a transaction that reads and then writes could find a newer commit and fail at once
        // (SQLITE_BUSY_SNAPSHOT); `begin immediate` takes the write lock first, waiting its turn.
        prepare: (text) => cached.prepare(text === 'begin' ? 'begin immediate' : text),
        close: () => {
          writer?.close();
          reader?.close();
          cached.close();
        },
      },
    }),
  });
  if (writer) {
    // Checkpoints belong to the checkpoint thread, not to this connection's commits.
    database.pragma(`wal_autocheckpoint = ${WAL_SAFETY_PAGES}`);
    writers.set(db, writer);
  }
  if (reader) readers.set(db, reader);
  return db;
}

export function createPostgres(connectionString: string): Db {
  // The driver loads with the first query: a server on SQLite never holds it (about 3 MB of heap).
  const pool = async () => {
    const { default: pg } = await import('pg');
    // bigint columns hold epoch milliseconds and micro-dollars: both fit a JS number exactly.
    const types = new pg.TypeOverrides();
    types.setTypeParser(PG_INT8_OID, parseSafeInteger);
    const created = new pg.Pool({ connectionString, max: 10, types });
    // An idle connection that drops emits 'error'; unhandled, it would end the process. The next
    // query fails on its own (and /api/health/ reports it), so noting it is enough.
    created.on('error', (error) => {
      process.stderr.write(`PostgreSQL idle connection error: ${error.message}\n`);
    });
    return created;
  };
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}

function parseSafeInteger(text: string): number {
  const value = Number(text);
  if (!Number.isSafeInteger(value)) throw new RangeError(`bigint ${text} exceeds the safe range`);
  return value;
}
