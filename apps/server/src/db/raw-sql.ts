import { CompiledQuery, PostgresAdapter, type Kysely } from 'kysely';
import type { Database } from './schema.js';

/**
 * Hot-path SQL compiled by hand (message creation, outbox claims, status updates, PDU logs): the
 * query builder's per-value work costs more than the database on these paths. Parameters are bound, never
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
  const result = await db.executeQuery<Row>(
    CompiledQuery.raw(placeholdersOf(db, text), [...parameters]),
  );
  return result.rows;
}

/** `text` with its `?` placeholders as `db` takes them (`$1`, `$2`, … on PostgreSQL). */
export function placeholdersOf(db: Kysely<Database>, text: string): string {
  let index = 0;
  return isPostgres(db) ? text.replace(DOLLAR, () => `$${++index}`) : text;
}

/** A column written by insertRows, with its PostgreSQL array element type (for unnest). */
export type InsertColumn<Row> = readonly [
  keyof Row & string,
  'integer' | 'bigint' | 'text' | 'varchar' | 'bytea',
];

/** Rows per SQLite INSERT: 20 columns x 500 stays far below its 32,766 parameters. */
const SQLITE_INSERT_ROWS = 500;

/** SQL text (with `?` placeholders) and its parameters. */
export interface SqlText {
  text: string;
  parameters: readonly unknown[];
}

/**
 * The statements that insert `rows` (none for no rows), answering their ids in order when
 * `returnIds`: PostgreSQL takes one array per column (`unnest`), SQLite a VALUES list of
 * placeholders per chunk.
 */
export function insertSql<Row>(
  postgres: boolean,
  table: keyof Database,
  columns: readonly InsertColumn<Row>[],
  rows: readonly Row[],
  returnIds: boolean,
): SqlText[] {
  if (rows.length === 0) return [];
  const returning = returnIds ? ' returning id' : '';
  const list = columns.map(([name]) => `"${name}"`).join(', ');
  if (postgres) {
    const unnest = columns.map(([, type]) => `?::${type}[]`).join(', ');
    const arrays = columns.map(([name]) => rows.map((row) => row[name] ?? null));
    const text = `insert into "${table}" (${list}) select * from unnest(${unnest})${returning}`;
    return [{ text, parameters: arrays }];
  }
  const tuple = `(${columns.map(() => '?').join(', ')})`;
  const statements: SqlText[] = [];
  for (let start = 0; start < rows.length; start += SQLITE_INSERT_ROWS) {
    const chunk = rows.slice(start, start + SQLITE_INSERT_ROWS);
    const parameters = chunk.flatMap((row) => columns.map(([name]) => row[name] ?? null));
    const text = `insert into "${table}" (${list}) values ${chunk.map(() => tuple).join(', ')}${returning}`;
    statements.push({ text, parameters });
  }
  return statements;
}

/** Inserts rows in as few statements as possible and returns their ids in order. */
export async function insertRows<Row>(
  db: Kysely<Database>,
  table: keyof Database,
  columns: readonly InsertColumn<Row>[],
  rows: readonly Row[],
): Promise<number[]> {
  const ids: number[] = [];
  for (const { text, parameters } of insertSql(isPostgres(db), table, columns, rows, true)) {
    for (const row of await runRaw<{ id: number }>(db, text, parameters)) ids.push(row.id);
  }
  return ids;
}
