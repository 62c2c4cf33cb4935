import type BetterSqlite3 from 'better-sqlite3';
import {
  isVarying,
  type InsertStatement,
  type ColumnValues,
  type SqlValue,
  type WriteStatement,
} from './write-job.js';

/**
 * Rows per INSERT come in these sizes only, so a few prepared statements serve every batch size
 * (100 rows = 64 + 16 + 16 + 4). Preparing costs more than running on this path.
 */
const CHUNK_SIZES = [256, 64, 16, 4, 1] as const;
const MAX_CACHED = 300;

type Bound = SqlValue | Uint8Array;
const cache = new WeakMap<BetterSqlite3.Database, Map<string, BetterSqlite3.Statement>>();

function prepared(database: BetterSqlite3.Database, text: string): BetterSqlite3.Statement {
  let statements = cache.get(database);
  if (!statements) cache.set(database, (statements = new Map()));
  let statement = statements.get(text);
  if (!statement) {
    statement = database.prepare(text);
    statements.set(text, statement);
    if (statements.size > MAX_CACHED) statements.delete(statements.keys().next().value as string);
  }
  return statement;
}

/**
 * Runs one statement. An insert that asked for them answers its rows' rowids as ranges, a first
 * id and a count per chunk (flat pairs): far less to pass between threads than every id.
 */
export function runStatement(
  database: BetterSqlite3.Database,
  statement: WriteStatement,
): number[] {
  if (statement.kind === 'run') {
    const { changes } = prepared(database, statement.sql).run(statement.parameters);
    if (changes === 0 && statement.unchangedError !== undefined) {
      throw new Error(statement.unchangedError);
    }
    return [];
  }
  return insertRows(database, statement);
}

function insertRows(database: BetterSqlite3.Database, insert: InsertStatement): number[] {
  const { rowCount, values } = insert;
  const varying = varyingColumns(insert);
  const blobs = blobsOf(insert);
  const shared: Bound[] = [];
  for (const value of values) if (!isVarying(value)) shared.push(value);
  const shape = `${insert.table}|${insert.columns.join(',')}|${values.map((value) => (isVarying(value) ? 1 : 0)).join('')}`;
  const ranges: number[] = [];
  let start = 0;
  while (start < rowCount) {
    const size = CHUNK_SIZES.find((candidate) => candidate <= rowCount - start) ?? 1;
    const parameters = shared.slice();
    for (let row = start; row < start + size; row++) {
      for (const column of varying) {
        parameters.push(
          column === insert.blobColumn ? blobs[row]! : (values[column] as ColumnValues)[row]!,
        );
      }
    }
    // Spread, not an array: better-sqlite3 reads arguments directly but an array's elements
    // through one V8 API call each, which cost as much as binding them.
    const result = prepared(database, insertText(insert, size, shape)).run(...parameters);
    if (insert.returnIds) ranges.push(Number(result.lastInsertRowid) - size + 1, size);
    start += size;
  }
  return ranges;
}

function varyingColumns(insert: InsertStatement): number[] {
  const varying: number[] = [];
  insert.values.forEach((value, column) => {
    if (isVarying(value)) varying.push(column);
  });
  return varying;
}

/** Each row's bytes of the blob column, as views of the one buffer they travelled in. */
function blobsOf({ values, blobColumn, blob }: InsertStatement): Uint8Array[] {
  if (blobColumn === undefined || !blob) return [];
  const blobs: Uint8Array[] = [];
  let offset = 0;
  for (const length of values[blobColumn] as Float64Array) {
    blobs.push(blob.subarray(offset, offset + length));
    offset += length;
  }
  return blobs;
}

const texts = new Map<string, string>();

/**
 * The INSERT of `size` rows. Columns whose rows all hold one value are bound once:
 * `insert ... select ?, ?, column1, ... from (values (?, ?), ...)`. Each bound value costs more
 * than SQLite's own work on it, so this halves the cost of a row. Built once per shape.
 */
function insertText(insert: InsertStatement, size: number, shape: string): string {
  const key = `${shape}|${size}`;
  let text = texts.get(key);
  if (text !== undefined) return text;
  const isShared = insert.values.map((value) => !isVarying(value));
  const quoted = (names: string[]) => names.map((name) => `"${name}"`).join(',');
  const sharedColumns = insert.columns.filter((_, column) => isShared[column]);
  const varyingColumns = insert.columns.filter((_, column) => !isShared[column]);
  const columns = quoted([...sharedColumns, ...varyingColumns]);
  const tuple = `(${varyingColumns.map(() => '?').join(',')})`;
  const tuples = Array.from({ length: size }, () => tuple).join(',');
  const selected = [
    ...sharedColumns.map(() => '?'),
    ...varyingColumns.map((_, index) => `column${index + 1}`),
  ].join(',');
  text =
    sharedColumns.length === 0
      ? `insert into "${insert.table}" (${columns}) values ${tuples}`
      : `insert into "${insert.table}" (${columns}) select ${selected} from (values ${tuples})`;
  texts.set(key, text);
  if (texts.size > MAX_CACHED) texts.delete(texts.keys().next().value as string);
  return text;
}
