import type { Compilable } from 'kysely';
import type { InsertColumn } from './raw-sql.js';
import type { Database } from './schema.js';
import type { InsertStatement } from './sqlite-threads/write-job.js';

/**
 * Rows that already hold their writer-thread shape (e.g. a PDU log batch kept column by
 * column): the writer thread takes `toInsert()`, a SQL connection `rows()`.
 */
export interface RowSource<Row> {
  rows(): Row[];
  toInsert(): InsertStatement;
}

export interface InsertOptions<Row> {
  /** Answer the ids the rows were given (see InsertedRows). */
  returnIds?: boolean;
  /** On the writer thread: the column whose bytes travel in one buffer (see insertOf). */
  blobColumn?: keyof Row & string;
}

export interface RunOptions {
  unchangedError?: string;
}

/** The ids of rows an insert of a unit of work stored, in order, once the unit has committed. */
export class InsertedRows {
  private stored: number[] | undefined;

  get ids(): number[] {
    if (!this.stored) throw new Error('the unit of work has not committed');
    return this.stored;
  }

  /** Adds ids the insert (or one of its chunks) was answered with. */
  settle(ids: readonly number[]): void {
    this.stored = this.stored ? [...this.stored, ...ids] : [...ids];
  }
}

/**
 * The writes of one transaction, contributed by any number of repositories and run in order
 * when the unit commits (see Transactions). Statements are SQL with `?` placeholders that both
 * dialects accept; `postgres` tells where a bulk form of PostgreSQL's own serves better.
 */
export interface Work {
  readonly postgres: boolean;
  /**
   * One statement; its parameters are bound in order. With `unchangedError`, a statement that
   * changes no row fails the unit with that message: a condition checked when it runs (e.g. a
   * balance that must cover a charge: `… where id = ? and balance >= ?`).
   */
  run(sql: string, parameters?: readonly unknown[], options?: RunOptions): void;
  /**
   * A Kysely query built on the unit's database (e.g. `db.updateTable(…)`), compiled now. Not
   * for hot paths: compiling costs more than `run`'s SQL text.
   */
  query(query: Compilable, options?: RunOptions): void;
  /**
   * Rows into one table, in as few statements as the executor allows (none for no rows). The
   * rows hold exactly `columns`' keys: the writer thread takes the columns from the rows.
   */
  insert<Row extends object>(
    table: keyof Database & string,
    columns: readonly InsertColumn<Row>[],
    rows: readonly Row[] | RowSource<Row>,
    options?: InsertOptions<Row>,
  ): InsertedRows;
}
