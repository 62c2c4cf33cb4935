import type BetterSqlite3 from 'better-sqlite3';
import type { SqliteDatabase, SqliteStatement } from 'kysely';

export const MAX_CACHED_STATEMENTS = 500;

/**
 * Kysely's SQLite driver prepares every query anew, and preparing is the largest CPU cost of
 * short queries. This keeps the most recently used statements by SQL text (least recently used
 * dropped first). A statement that is still iterating is never handed out twice.
 */
export function withStatementCache(
  database: BetterSqlite3.Database,
  max = MAX_CACHED_STATEMENTS,
): SqliteDatabase {
  const cache = new Map<string, BetterSqlite3.Statement>();
  return {
    close: () => {
      cache.clear();
      database.close();
    },
    prepare(sql: string): SqliteStatement {
      const cached = cache.get(sql);
      if (cached && !cached.busy) {
        cache.delete(sql);
        cache.set(sql, cached);
        return cached;
      }
      const statement = database.prepare(sql);
      if (cached) return statement;
      cache.set(sql, statement);
      if (cache.size > max) cache.delete(cache.keys().next().value as string);
      return statement;
    },
  };
}
