/** What the SQLite writer thread is asked to do, and what it answers. Plain data only. */

export type SqlValue = string | number | null;

/**
 * Many rows into one table. `values` holds the rows one after another, a value per column. The
 * bytes of the blob column (if any) travel in one buffer, one row's after another, and that
 * column's entry in `values` is the row's byte length: cloning many small Buffers would copy
 * each one's whole pool slab.
 */
export interface InsertStatement {
  kind: 'insert';
  table: string;
  columns: readonly string[];
  values: SqlValue[];
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
}

export type WriteStatement = InsertStatement | RunStatement;

/** Statements that commit together or not at all. */
export interface WriteJob {
  id: number;
  statements: WriteStatement[];
  /** Nobody waits on it (PDU logs): committed after the jobs that someone waits on. */
  background?: boolean;
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

export interface WriterOptions {
  file: string;
  synchronous: 'normal' | 'full';
  busyTimeoutMs: number;
}

/** Rows and blob bytes of row objects, in the shape an InsertStatement carries. */
export function insertOf<Row extends object>(
  table: string,
  rows: readonly Row[],
  options: { blobColumn?: keyof Row & string; returnIds?: boolean } = {},
): InsertStatement {
  const columns = Object.keys(rows[0] ?? {}) as (keyof Row & string)[];
  const values: SqlValue[] = [];
  const blobs: Uint8Array[] = [];
  let blobBytes = 0;
  for (const row of rows) {
    for (const column of columns) {
      const value = row[column];
      if (column === options.blobColumn) {
        const bytes = value as Uint8Array;
        blobs.push(bytes);
        blobBytes += bytes.length;
        values.push(bytes.length);
      } else {
        values.push((value ?? null) as SqlValue);
      }
    }
  }
  const statement: InsertStatement = { kind: 'insert', table, columns, values };
  if (options.blobColumn) {
    statement.blobColumn = columns.indexOf(options.blobColumn);
    // Its own memory (not a slice of Buffer's shared pool): cloning copies the whole backing store.
    const blob = new Uint8Array(blobBytes);
    let offset = 0;
    for (const bytes of blobs) {
      blob.set(bytes, offset);
      offset += bytes.length;
    }
    statement.blob = blob;
  }
  if (options.returnIds) statement.returnIds = true;
  return statement;
}
