import { parentPort, workerData } from 'node:worker_threads';
import SqliteDatabase from 'better-sqlite3';
import { withStatementCache } from '../statement-cache.js';
import type { ReadOutcome, ReadQuery, ReaderOptions } from './read-query.js';

/**
 * The SQLite reader thread: list pages, their counts and download chunks run here, on a
 * read-only connection of their own, so that a count over millions of rows never holds up the
 * event loop that answers SMPP. WAL lets it read while the writer thread commits; each query
 * sees what was committed when it started.
 */
if (!parentPort) throw new Error('reader-thread runs as a worker thread');
const port = parentPort;
const options = workerData as ReaderOptions;

const database = new SqliteDatabase(options.file, { readonly: true });
database.pragma(`busy_timeout = ${options.busyTimeoutMs}`);

const statements = withStatementCache(database);

port.on('message', (query: ReadQuery | 'close') => {
  if (query === 'close') {
    statements.close();
    port.close();
    return;
  }
  let outcome: ReadOutcome;
  try {
    outcome = { id: query.id, result: statements.prepare(query.sql).all(query.parameters) };
  } catch (error) {
    outcome = { id: query.id, error: error instanceof Error ? error.message : String(error) };
  }
  port.postMessage(outcome);
});
