import { sql, type RawBuilder } from 'kysely';
import type { Trx } from './outbox-repository.js';

export interface CaseColumn {
  name: string;
  /** bigint columns need a cast: PostgreSQL reads untyped parameters as text. */
  numeric: boolean;
}

/** Rows updated by one statement (keeps bound parameters well under both dialects' limits). */
const CHUNK = 100;

/**
 * Updates many rows of `table` by id in one statement per chunk:
 * `SET col = CASE id WHEN ? THEN ? ... END, ... WHERE id IN (...)`, plus `fixed` values.
 */
export async function caseUpdate<Row extends { id: number }>(
  trx: Trx,
  table: 'smsc_messages' | 'smsc_message_parts',
  rows: readonly Row[],
  columns: readonly (CaseColumn & { name: keyof Row & string })[],
  fixed: Record<string, string | number> = {},
): Promise<void> {
  for (let start = 0; start < rows.length; start += CHUNK) {
    const chunk = rows.slice(start, start + CHUNK);
    const assignments: RawBuilder<unknown>[] = columns.map((column) => {
      const cases = chunk.map((row) =>
        column.numeric
          ? sql`when ${row.id} then cast(${row[column.name]} as bigint)`
          : sql`when ${row.id} then ${row[column.name]}`,
      );
      return sql`${sql.ref(column.name)} = case id ${sql.join(cases, sql` `)} end`;
    });
    for (const [name, value] of Object.entries(fixed)) {
      assignments.push(sql`${sql.ref(name)} = ${value}`);
    }
    await sql`update ${sql.table(table)} set ${sql.join(assignments)} where id in (${sql.join(
      chunk.map((row) => row.id),
    )})`.execute(trx);
  }
}
