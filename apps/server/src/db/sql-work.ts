import { CompiledQuery, type Compilable, type Kysely } from 'kysely';
import { insertSql, placeholdersOf, type InsertColumn, type SqlText } from './raw-sql.js';
import type { Database } from './schema.js';
import {
  InsertedRows,
  type InsertOptions,
  type RowSource,
  type RunOptions,
  type Work,
} from './work.js';

/** A connection or a transaction on it (database.ts's Db, named here to keep imports one-way). */
type Db = Kysely<Database>;

interface Statement extends SqlText {
  insert: boolean;
  /** Compiled by Kysely for this dialect: its placeholders are final. */
  compiled?: true;
  unchangedError?: string;
  /** Where the ids it answers go (an insert that returns them). */
  inserted?: InsertedRows;
}

/**
 * A unit of work on a SQL connection (PostgreSQL, or SQLite without a writer thread): its
 * statements run in one Kysely transaction, or in the caller's if `db` is one.
 */
export class SqlWork implements Work {
  private readonly statements: Statement[] = [];

  constructor(readonly postgres: boolean) {}

  run(sql: string, parameters: readonly unknown[] = [], options: RunOptions = {}): void {
    this.statements.push({ text: sql, parameters, insert: false, ...options });
  }

  query(query: Compilable, options: RunOptions = {}): void {
    const { sql, parameters } = query.compile();
    this.statements.push({ text: sql, parameters, insert: false, compiled: true, ...options });
  }

  insert<Row extends object>(
    table: keyof Database & string,
    columns: readonly InsertColumn<Row>[],
    rows: readonly Row[] | RowSource<Row>,
    options: InsertOptions<Row> = {},
  ): InsertedRows {
    const inserted = new InsertedRows();
    const list = 'toInsert' in rows ? rows.rows() : rows;
    const returnIds = options.returnIds === true;
    const statements = insertSql(this.postgres, table, columns, list, returnIds);
    if (statements.length === 0) inserted.settle([]);
    for (const statement of statements) {
      this.statements.push(
        returnIds ? { ...statement, insert: true, inserted } : { ...statement, insert: true },
      );
    }
    return inserted;
  }

  async commit(db: Db): Promise<void> {
    const { statements } = this;
    if (statements.length === 0) return;
    const first = statements[0]!;
    if (statements.length === 1) return this.execute(db, first);
    if (this.postgres && statements.every((entry) => entry.insert && !entry.inserted)) {
      return this.execute(db, insertsTogether(statements));
    }
    const all = async (connection: Db) => {
      for (const statement of statements) await this.execute(connection, statement);
    };
    if (db.isTransaction) return all(db);
    await db.transaction().execute(all);
  }

  private async execute(db: Db, statement: Statement): Promise<void> {
    const { text, parameters } = statement;
    const result = await db.executeQuery<{ id: number }>(
      CompiledQuery.raw(statement.compiled ? text : placeholdersOf(db, text), [...parameters]),
    );
    if (statement.unchangedError !== undefined && Number(result.numAffectedRows ?? 0) === 0) {
      throw new Error(statement.unchangedError);
    }
    statement.inserted?.settle(result.rows.map((row) => row.id));
  }
}

/**
 * PostgreSQL: inserts into several tables as one statement (data-modifying WITH queries), so
 * one round trip stores them all or nothing instead of begin, one insert per table and commit.
 * Foreign keys between them hold: they are checked at the end of the statement.
 */
function insertsTogether(inserts: readonly Statement[]): Statement {
  const before = inserts.slice(0, -1);
  const last = inserts[inserts.length - 1]!;
  const ctes = before.map(({ text }, index) => `insert_${index} as (${text})`).join(', ');
  return {
    text: `with ${ctes} ${last.text}`,
    parameters: inserts.flatMap((entry) => entry.parameters),
    insert: true,
  };
}
