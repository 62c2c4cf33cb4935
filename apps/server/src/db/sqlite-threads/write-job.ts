/** What the SQLite writer thread is asked to do, and what it answers. Plain data only. */

export type SqlValue = string | number | null;

/**
 * The rows' values of a column that varies. Numbers travel as a Float64Array, which is cloned
 * as one copy of its bytes rather than value by value (bound the same: as JS numbers).
 */
export type ColumnValues = SqlValue[] | Float64Array;

/** A column of an insert: the one value every row holds, or the rows' values. */
export type Column = SqlValue | ColumnValues;

export function isVarying(column: Column): column is ColumnValues {
  return typeof column === 'object' && column !== null;
}

/** The one value all of `values` are, else the values (numbers packed). */
export function columnOf(values: SqlValue[]): Column {
  const first = values[0] ?? null;
  let same = true;
  let numbers = true;
  for (const value of values) {
    if (value !== first) same = false;
    if (typeof value !== 'number') numbers = false;
  }
  if (same) return first;
  return numbers ? Float64Array.from(values as number[]) : values;
}

/**
 * Many rows into one table, column by column: a column whose rows all hold the same value
 * carries it once (and is bound once), the others carry one value per row. Cloning between
 * threads costs per value, so this is most of what a batch of similar rows costs to pass.
 * The bytes of the blob column (if any) travel in one buffer, one row's after another, and that
 * column's values are the rows' byte lengths: cloning many small Buffers would copy each one's
 * whole pool slab.
 */
export interface InsertStatement {
  kind: 'insert';
  table: string;
  columns: readonly string[];
  rowCount: number;
  /** Per column: the rows' values, or the one value every row holds. At least one varies. */
  values: Column[];
  blobColumn?: number;
  blob?: Uint8Array;
  /** Answer the rowids given to the rows (for tables that number their own rows). */
  returnIds?: boolean;
}

/** One statement with bound parameters (`?`). */
export interface RunStatement {
  kind: 'run';
  sql: string;
  parameters: SqlValue[];
  /** Fails the job with this message when the statement changes no row (a guarded update). */
  unchangedError?: string;
}

export type WriteStatement = InsertStatement | RunStatement;

/** Statements that commit together or not at all. */
export interface WriteJob {
  id: number;
  statements: WriteStatement[];
  /** Nobody waits on it (PDU logs): committed after the jobs that someone waits on. */
  background?: boolean;
  /** When a background job was queued (Date.now()). */
  queuedAt?: number;
}

/**
 * Per statement of the job: the rowids of an insert that asked for them, as flat pairs of first
 * id and count (see idsOf); else an empty list.
 */
export type JobOutcome = { id: number; ids: number[][] } | { id: number; error: string };

/** The ids of (first, count) pairs, in order. */
export function idsOf(ranges: readonly number[] = []): number[] {
  const ids: number[] = [];
  for (let index = 0; index + 1 < ranges.length; index += 2) {
    const first = ranges[index]!;
    const count = ranges[index + 1]!;
    for (let id = first; id < first + count; id++) ids.push(id);
  }
  return ids;
}

/**
 * WAL size (pages) at which a committing connection checkpoints by itself. The checkpoint thread
 * normally keeps the WAL far below it.
 */
export const WAL_SAFETY_PAGES = 20_000;

/**
 * The writer connection's page cache (KiB): SQLite's own default rather than better-sqlite3's
 * 16 MB. That connection appends at the right edges of its tables' B-trees and every page it
 * dirties goes to the WAL at each commit, so a larger cache held up to 16 MB of RSS without
 * saving reads (`npm run bench`).
 */
export const WRITER_CACHE_KIB = 2000;

export interface WriterOptions {
  file: string;
  synchronous: 'normal' | 'full';
  busyTimeoutMs: number;
  /** How long a background job waits for its turn among urgent ones (default BACKGROUND_TURN_MS). */
  backgroundTurnMs?: number;
}

/** Row objects (all with the same keys) as an InsertStatement. */
export function insertOf<Row extends object>(
  table: string,
  rows: readonly Row[],
  options: { blobColumn?: keyof Row & string; returnIds?: boolean } = {},
): InsertStatement {
  const columns = Object.keys(rows[0] ?? {}) as (keyof Row & string)[];
  const values = columns.map((column) =>
    column === options.blobColumn
      ? Float64Array.from(rows, (row) => (row[column] as Uint8Array).length)
      : columnOf(rows.map((row) => (row[column] ?? null) as SqlValue)),
  );
  // A VALUES row cannot be empty: one column always varies.
  const last = values.length - 1;
  if (last >= 0 && !values.some(isVarying)) {
    values[last] = rows.map(() => values[last] as SqlValue);
  }
  const statement: InsertStatement = {
    kind: 'insert',
    table,
    columns,
    rowCount: rows.length,
    values,
  };
  if (options.blobColumn) {
    statement.blobColumn = columns.indexOf(options.blobColumn);
    statement.blob = joinedBytes(rows.map((row) => row[options.blobColumn!] as Uint8Array));
  }
  if (options.returnIds) statement.returnIds = true;
  return statement;
}

/** Its own memory (not a slice of Buffer's shared pool): cloning copies the whole backing store. */
function joinedBytes(parts: readonly Uint8Array[]): Uint8Array {
  let length = 0;
  for (const bytes of parts) length += bytes.length;
  const joined = new Uint8Array(length);
  let offset = 0;
  for (const bytes of parts) {
    joined.set(bytes, offset);
    offset += bytes.length;
  }
  return joined;
}
