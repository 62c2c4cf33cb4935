import { PostgresAdapter, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

export function isPostgres(db: Kysely<unknown>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/** An auto-incrementing integer primary key in either dialect (spread into addColumn). */
export function autoIncrementId(
  db: Kysely<unknown>,
): [type: 'serial' | 'integer', build: (col: ColumnDefinitionBuilder) => ColumnDefinitionBuilder] {
  return isPostgres(db)
    ? ['serial', (col) => col.primaryKey()]
    : ['integer', (col) => col.primaryKey().autoIncrement()];
}
