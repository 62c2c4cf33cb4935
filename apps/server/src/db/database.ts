import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, type Transaction } from 'kysely';
import type { Database as Schema } from './schema.js';
import { SqliteReader } from './sqlite-threads/sqlite-reader.js';
import { SqliteWriter } from './sqlite-threads/sqlite-writer.js';
import { WAL_SAFETY_PAGES } from './sqlite-threads/write-job.js';
import { withStatementCache } from './statement-cache.js';
import { LongReads } from './long-reads.js';
import { Transactions } from './transactions.js';

export type DialectName = 'sqlite' | 'postgres';
export type Db = Kysely<Schema>;
/** A transaction on it: what repositories write through when a caller groups their writes. */
export type Trx = Transaction<Schema>;

export const SQLITE_FILE = 'routelab.sqlite';
const BUSY_TIMEOUT_MS = 5000;
const PG_INT8_OID = 20;

export type SqliteSynchronous = 'normal' | 'full';

export interface DatabaseSettings {
  dataDir: string;
  databaseUrl: string | undefined;
  sqliteSynchronous?: SqliteSynchronous;
}

/**
 * One database as the server uses it, built once where it is opened and handed on explicitly:
 * Kysely for queries, what opens its transactions, and where its long reads go. On a SQLite file
 * the writes of `transactions.write` go to the writer thread and long reads to the reader thread;
 * PostgreSQL and an in-memory SQLite have neither.
 */
export interface DatabaseHandle {
  /** Queries: reads, single statements, and the transactions `transactions.readWrite` opens. */
  readonly db: Db;
  readonly dialect: DialectName;
  /** Opens every transaction on this database (see Transactions). */
  readonly transactions: Transactions;
  /** List pages, counts and download chunks (see LongReads). */
  readonly reads: LongReads;
  /** Closes the connections and the threads. */
  destroy(): Promise<void>;
}

function handleOf(
  db: Db,
  dialect: DialectName,
  threads: { writer?: SqliteWriter | undefined; reader?: SqliteReader | undefined } = {},
): DatabaseHandle {
  return {
    db,
    dialect,
    transactions: new Transactions(db, threads.writer),
    reads: new LongReads(threads.reader),
    destroy: () => db.destroy(),
  };
}

/** SQLite in DATA_DIR by default; PostgreSQL when DATABASE_URL is set. */
export function createDatabase(settings: DatabaseSettings): DatabaseHandle {
  if (settings.databaseUrl) return createPostgres(settings.databaseUrl);
  mkdirSync(settings.dataDir, { recursive: true });
  const file = join(settings.dataDir, SQLITE_FILE);
  return createSqlite(file, settings.sqliteSynchronous);
}

/** SQLite in WAL mode; `synchronous` normal survives a killed process, full also a power cut. */
export function createSqlite(
  file: string,
  synchronous: SqliteSynchronous = 'normal',
): DatabaseHandle {
  const connection = new SqliteDatabase(file);
  connection.pragma('journal_mode = WAL');
  connection.pragma(`busy_timeout = ${BUSY_TIMEOUT_MS}`);
  connection.pragma('foreign_keys = ON');
  connection.pragma(`synchronous = ${synchronous}`);
  const inFile = file !== ':memory:';
  const writer = inFile
    ? new SqliteWriter({ file, synchronous, busyTimeoutMs: BUSY_TIMEOUT_MS })
    : undefined;
  const reader = inFile ? new SqliteReader({ file, busyTimeoutMs: BUSY_TIMEOUT_MS }) : undefined;
  const cached = withStatementCache(connection);
  const db = new Kysely<Schema>({
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
  // Checkpoints belong to the checkpoint thread, not to this connection's commits.
  if (writer) connection.pragma(`wal_autocheckpoint = ${WAL_SAFETY_PAGES}`);
  return handleOf(db, 'sqlite', { writer, reader });
}

export function createPostgres(connectionString: string): DatabaseHandle {
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
  return handleOf(new Kysely<Schema>({ dialect: new PostgresDialect({ pool }) }), 'postgres');
}

function parseSafeInteger(text: string): number {
  const value = Number(text);
  if (!Number.isSafeInteger(value)) throw new RangeError(`bigint ${text} exceeds the safe range`);
  return value;
}
