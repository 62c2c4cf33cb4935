import type { Compilable } from 'kysely';
import type { SqliteReader } from './sqlite-threads/sqlite-reader.js';

/**
 * Reads that may be long (a list page, its count, a download chunk): on the SQLite reader thread
 * when the database has one, so the event loop goes on meanwhile; else as usual.
 */
export class LongReads {
  constructor(private readonly reader: SqliteReader | undefined) {}

  rows<Row>(query: Compilable<Row> & { execute(): Promise<Row[]> }): Promise<Row[]> {
    if (!this.reader) return query.execute();
    const { sql, parameters } = query.compile();
    return this.reader.read<Row>(sql, parameters);
  }
}
