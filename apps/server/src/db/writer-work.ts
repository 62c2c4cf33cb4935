import type { Compilable } from 'kysely';
import type { InsertColumn } from './raw-sql.js';
import type { Database } from './schema.js';
import type { SqliteWriter } from './sqlite-threads/sqlite-writer.js';
import {
  idsOf,
  insertOf,
  type RunStatement,
  type SqlValue,
  type WriteStatement,
} from './sqlite-threads/write-job.js';
import {
  InsertedRows,
  type InsertOptions,
  type RowSource,
  type RunOptions,
  type Work,
} from './work.js';

/**
 * A unit of work on the SQLite writer thread: the list of statements one transaction of the
 * thread runs (together with other jobs queued with it, all or nothing each).
 */
export class WriterWork implements Work {
  readonly postgres = false;
  private readonly statements: WriteStatement[] = [];
  /** The inserts that answer ids, by their index in `statements`. */
  private readonly inserted = new Map<number, InsertedRows>();

  run(sql: string, parameters: readonly unknown[] = [], options: RunOptions = {}): void {
    // The thread binds plain values only; anything else fails the unit with SQLite's message.
    const statement: RunStatement = { kind: 'run', sql, parameters: parameters as SqlValue[] };
    if (options.unchangedError !== undefined) statement.unchangedError = options.unchangedError;
    this.statements.push(statement);
  }

  query(query: Compilable, options: RunOptions = {}): void {
    // Compiled by the SQLite dialect: `?` placeholders, as the thread takes them.
    const { sql, parameters } = query.compile();
    this.run(sql, parameters, options);
  }

  insert<Row extends object>(
    table: keyof Database & string,
    _columns: readonly InsertColumn<Row>[],
    rows: readonly Row[] | RowSource<Row>,
    options: InsertOptions<Row> = {},
  ): InsertedRows {
    const inserted = new InsertedRows();
    const statement =
      'toInsert' in rows
        ? rows.toInsert()
        : rows.length > 0
          ? insertOf(table, rows, options)
          : undefined;
    if (!statement || statement.rowCount === 0) {
      inserted.settle([]);
      return inserted;
    }
    if (options.returnIds) {
      statement.returnIds = true;
      this.inserted.set(this.statements.length, inserted);
    }
    this.statements.push(statement);
    return inserted;
  }

  /** Runs the statements in one transaction of the thread (none: nothing to do). */
  async commit(writer: SqliteWriter, background: boolean): Promise<void> {
    if (this.statements.length === 0) return;
    const answers = await writer.write(this.statements, background);
    for (const [index, inserted] of this.inserted) inserted.settle(idsOf(answers[index]));
  }
}
