import type BetterSqlite3 from 'better-sqlite3';
import type { InsertStatement, SqlValue, WriteStatement } from './write-job.js';

/**
 * Rows per INSERT come in these sizes only, so a few prepared statements serve every batch size
 * (100 rows = 64 + 32 + 4). Preparing costs more than running on this path.
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
    prepared(database, statement.sql).run(statement.parameters);
    return [];
  }
  return insertRows(database, statement);
}

function insertRows(database: BetterSqlite3.Database, insert: InsertStatement): number[] {
  const width = insert.columns.length;
  const rowCount = width === 0 ? 0 : insert.values.length / width;
  const rows = blobRows(insert, rowCount);
  const ranges: number[] = [];
  let start = 0;
  while (start < rowCount) {
    const size = CHUNK_SIZES.find((candidate) => candidate <= rowCount - start) ?? 1;
    const { text, parameters } = chunkOf(insert, rows, start, size);
    const result = prepared(database, text).run(parameters);
    if (insert.returnIds) {
      ranges.push(Number(result.lastInsertRowid) - size + 1, size);
    }
    start += size;
  }
  return ranges;
}

/** Each row's values, the blob column's length replaced by its bytes. */
function blobRows(insert: InsertStatement, rowCount: number): Bound[] {
  const { values, blobColumn, blob } = insert;
  if (blobColumn === undefined || !blob) return values;
  const width = insert.columns.length;
  const rows: Bound[] = values.slice();
  let offset = 0;
  for (let row = 0; row < rowCount; row++) {
    const index = row * width + blobColumn;
    const length = values[index] as number;
    rows[index] = blob.subarray(offset, offset + length);
    offset += length;
  }
  return rows;
}

/**
 * One INSERT of `size` rows from `start`. A column that holds the same plain value in every row
 * of the chunk is bound once: `insert ... select ?, ?, column1, ... from (values (?, ?), ...)`.
 * Each bound value costs more than SQLite's own work on it, so this halves the cost of a row.
 * The text depends only on the table, the size and which columns are shared: built once a shape.
 */
function chunkOf(
  insert: InsertStatement,
  rows: Bound[],
  start: number,
  size: number,
): { text: string; parameters: Bound[] } {
  const width = insert.columns.length;
  const parameters: Bound[] = [];
  const shared: boolean[] = [];
  let varyingCount = 0;
  for (let column = 0; column < width; column++) {
    const first = rows[start * width + column] as Bound;
    let same = size > 1 && !(first instanceof Uint8Array);
    for (let row = start + 1; same && row < start + size; row++) {
      same = rows[row * width + column] === first;
    }
    // At least one column varies: a VALUES row cannot be empty.
    if (same && column === width - 1 && varyingCount === 0) same = false;
    shared.push(same);
    if (same) parameters.push(first);
    else varyingCount++;
  }
  for (let row = start; row < start + size; row++) {
    for (let column = 0; column < width; column++) {
      if (!shared[column]) parameters.push(rows[row * width + column] as Bound);
    }
  }
  const key = `${insert.table}|${insert.columns.join(',')}|${size}|${shared.map(Number).join('')}`;
  let text = texts.get(key);
  if (text === undefined) {
    text = insertText(insert, size, shared, varyingCount);
    texts.set(key, text);
    if (texts.size > MAX_CACHED) texts.delete(texts.keys().next().value as string);
  }
  return { text, parameters };
}

const texts = new Map<string, string>();

function insertText(
  insert: InsertStatement,
  size: number,
  shared: boolean[],
  varyingCount: number,
): string {
  const quoted = (names: string[]) => names.map((name) => `"${name}"`).join(',');
  const sharedColumns = insert.columns.filter((_, column) => shared[column]);
  const varyingColumns = insert.columns.filter((_, column) => !shared[column]);
  const columns = quoted([...sharedColumns, ...varyingColumns]);
  const tuple = `(${Array.from({ length: varyingCount }, () => '?').join(',')})`;
  const tuples = Array.from({ length: size }, () => tuple).join(',');
  if (sharedColumns.length === 0)
    return `insert into "${insert.table}" (${columns}) values ${tuples}`;
  const selected = [
    ...sharedColumns.map(() => '?'),
    ...varyingColumns.map((_, index) => `column${index + 1}`),
  ].join(',');
  return `insert into "${insert.table}" (${columns}) select ${selected} from (values ${tuples})`;
}
