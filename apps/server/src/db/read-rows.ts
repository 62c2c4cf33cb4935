import type { Compilable } from 'kysely';
import { sqliteReaderOf, type Db } from './database.js';

/**
 * The rows of a read that may be long (a list page, its count, a download chunk): on the SQLite
 * reader thread when `db` has one, so the event loop goes on meanwhile; else as usual.
 */
export function readRows<Row>(
  db: Db,
  query: Compilable<Row> & { execute(): Promise<Row[]> },
): Promise<Row[]> {
  const reader = sqliteReaderOf(db);
  if (!reader) return query.execute();
  const { sql, parameters } = query.compile();
  return reader.read<Row>(sql, parameters);
}
