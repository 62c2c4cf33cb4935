import { join, resolve } from 'node:path';
import SqliteDatabase from 'better-sqlite3';

/** The lock file in DATA_DIR: an empty SQLite database that only ever holds a lock. */
export const LOCK_FILE = 'routelab.lock';

/** Another server holds the data directory. */
export class DataDirLockedError extends Error {
  constructor(readonly dataDir: string) {
    super(
      `Another RouteLab server is running on the data directory ${dataDir}: ` +
        'stop it first, or give this one a DATA_DIR of its own ' +
        '(several servers share one database only on PostgreSQL, with DATABASE_URL).',
    );
    this.name = 'DataDirLockedError';
  }
}

/** A held lock; release() lets the next server take the directory. */
export interface DataDirLock {
  release(): void;
}

/**
 * Takes the data directory of a SQLite server for this process, or throws DataDirLockedError
 * when another server holds it. The lock is SQLite's own exclusive lock on LOCK_FILE (a POSIX
 * lock, `locking_mode = EXCLUSIVE`), held as long as its connection is open: the kernel ends it
 * with the process, so a server killed with -9 leaves nothing to clean up. Another connection
 * in this same process is refused as well (SQLite tracks its locks per file). The database
 * itself stays shared: the admin CLI and `npm run migrate` take no lock and run beside a server.
 */
export function lockDataDir(dataDir: string): DataDirLock {
  const connection = new SqliteDatabase(join(dataDir, LOCK_FILE), { timeout: 0 });
  try {
    connection.pragma('journal_mode = OFF');
    connection.pragma('locking_mode = EXCLUSIVE');
    // In exclusive locking mode a write lock, once taken, is kept until the connection closes.
    connection.exec('BEGIN EXCLUSIVE; COMMIT');
  } catch (error) {
    connection.close();
    if (isBusy(error)) throw new DataDirLockedError(resolve(dataDir));
    throw error;
  }
  return { release: () => connection.close() };
}

const isBusy = (error: unknown) =>
  error instanceof Error && 'code' in error && String(error.code).startsWith('SQLITE_BUSY');
