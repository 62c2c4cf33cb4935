import { CompiledQuery, PostgresAdapter, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/**
 * Hot-path SQL compiled by hand (the approach of the PDU log's insertMany): the query builder's
 * per-value work costs more than the database on these paths. Parameters are bound, never
 * spliced; `?` is written for each and numbered `$n` here for PostgreSQL.
 */
export function isPostgres(db: Kysely<Database>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

const DOLLAR = /\?/g;

/** Runs `text` (with `?` placeholders) and its parameters on `db` or a transaction. */
export async function runRaw<Row>(
  db: Kysely<Database>,
  text: string,
  parameters: readonly unknown[],
): Promise<Row[]> {
  let index = 0;
  const sqlText = isPostgres(db) ? text.replace(DOLLAR, () => `$${++index}`) : text;
  const result = await db.executeQuery<Row>(CompiledQuery.raw(sqlText, [...parameters]));
  return result.rows;
}
