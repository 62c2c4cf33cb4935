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
  let index = 0;
  const sqlText = isPostgres(db) ? text.replace(DOLLAR, () => `$${++index}`) : text;
  const result = await db.executeQuery<Row>(CompiledQuery.raw(sqlText, [...parameters]));
  return result.rows;
}

/** A column written by insertRows, with its PostgreSQL array element type (for unnest). */
export type InsertColumn<Row> = readonly [
  keyof Row & string,
  'integer' | 'bigint' | 'text' | 'varchar' | 'bytea',
];

/** Rows per SQLite INSERT: 20 columns x 500 stays far below its 32,766 parameters. */
const SQLITE_INSERT_ROWS = 500;

/**
 * Inserts rows in as few statements as possible and returns their ids in order: PostgreSQL
 * takes one array per column (`unnest`), SQLite a VALUES list of placeholders per chunk.
 */
export async function insertRows<Row>(
  db: Kysely<Database>,
  table: keyof Database,
  columns: readonly InsertColumn<Row>[],
  rows: readonly Row[],
): Promise<number[]> {
  if (rows.length === 0) return [];
  if (isPostgres(db)) {
    const { text, arrays } = unnestInsert({ table, columns, rows });
    return (await runRaw<{ id: number }>(db, `${text} returning id`, arrays)).map((row) => row.id);
  }
  const list = columns.map(([name]) => `"${name}"`).join(', ');
  const valueOf = (row: Row, name: keyof Row) => row[name] ?? null;
  const tuple = `(${columns.map(() => '?').join(', ')})`;
  const ids: number[] = [];
  for (let start = 0; start < rows.length; start += SQLITE_INSERT_ROWS) {
    const chunk = rows.slice(start, start + SQLITE_INSERT_ROWS);
    const parameters = chunk.flatMap((row) => columns.map(([name]) => valueOf(row, name)));
    const text = `insert into "${table}" (${list}) values ${chunk.map(() => tuple).join(', ')} returning id`;
    for (const row of await runRaw<{ id: number }>(db, text, parameters)) ids.push(row.id);
  }
  return ids;
}

/** Rows for one table, as insertRows takes them. */
export interface TableRows<Row> {
  table: keyof Database;
  columns: readonly InsertColumn<Row>[];
  rows: readonly Row[];
}

/** PostgreSQL's INSERT of `rows` from one array parameter per column. */
function unnestInsert<Row>({ table, columns, rows }: TableRows<Row>) {
  const list = columns.map(([name]) => `"${name}"`).join(', ');
  const unnest = columns.map(([, type]) => `?::${type}[]`).join(', ');
  const arrays = columns.map(([name]) => rows.map((row) => row[name] ?? null));
  return { text: `insert into "${table}" (${list}) select * from unnest(${unnest})`, arrays };
}

/**
 * PostgreSQL: the rows of several tables in one statement (data-modifying WITH queries), so one
 * round trip stores them all or nothing instead of begin, one insert per table and commit.
 * Foreign keys between them hold: they are checked at the end of the statement.
 */
export async function insertTogether(
  db: Kysely<Database>,
  tables: readonly TableRows<Record<string, unknown>>[],
): Promise<void> {
  const inserts = tables.filter((entry) => entry.rows.length > 0).map(unnestInsert);
  const last = inserts.pop();
  if (!last) return;
  const before = inserts.map(({ text }, index) => `insert_${index} as (${text})`).join(', ');
  const text = before ? `with ${before} ${last.text}` : last.text;
  await runRaw(db, text, [...inserts.flatMap((entry) => entry.arrays), ...last.arrays]);
}
