import type { Trx } from './outbox-repository.js';
import { runRaw } from './raw-sql.js';

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
 * Table and column names come from the code, never from input; values are bound.
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
    const parameters: unknown[] = [];
    const assignments = columns.map((column) => {
      const when = column.numeric ? 'when ? then cast(? as bigint)' : 'when ? then ?';
      for (const row of chunk) parameters.push(row.id, row[column.name]);
      return `"${column.name}" = case id ${chunk.map(() => when).join(' ')} end`;
    });
    for (const [name, value] of Object.entries(fixed)) {
      assignments.push(`"${name}" = ?`);
      parameters.push(value);
    }
    for (const row of chunk) parameters.push(row.id);
    await runRaw(
      trx,
      `update "${table}" set ${assignments.join(', ')} where id in (${chunk.map(() => '?').join(', ')})`,
      parameters,
    );
  }
}
