import type { Trx } from '../../db/database.js';
import { runRaw } from '../../db/raw-sql.js';

export interface CaseColumn {
  name: string;
  /** bigint columns need a cast: PostgreSQL reads untyped parameters as text. */
  numeric: boolean;
}

/** Rows updated by one statement (keeps bound parameters well under both dialects' limits). */
const CHUNK = 200;

/**
 * Updates many rows of `table` by id in one statement per chunk, joined to a VALUES list:
 * `UPDATE t SET col = v.column2, ... FROM (VALUES (?, ?, ...), ...) AS v WHERE t.id = v.column1`,
 * plus `fixed` values. One tuple per row keeps the SQL short (SQLite prepares every statement
 * anew, in time proportional to its text). When an id appears twice, the later row wins.
 * Table and column names come from the code, never from input; values are bound.
 */
export async function caseUpdate<Row extends { id: number }>(
  trx: Trx,
  table: 'smsc_messages' | 'smsc_message_parts',
  rows: readonly Row[],
  columns: readonly (CaseColumn & { name: keyof Row & string })[],
  fixed: Record<string, string | number> = {},
): Promise<void> {
  const latest = [...new Map(rows.map((row) => [row.id, row])).values()];
  // The first tuple names the types (PostgreSQL resolves the other rows' parameters to them).
  const typed = `(cast(? as integer), ${columns
    .map((column) => (column.numeric ? 'cast(? as bigint)' : 'cast(? as text)'))
    .join(', ')})`;
  const plain = `(${['?', ...columns.map(() => '?')].join(', ')})`;
  const assignments = columns.map((column, index) => `"${column.name}" = v.column${index + 2}`);
  const fixedValues: unknown[] = [];
  for (const [name, value] of Object.entries(fixed)) {
    assignments.push(`"${name}" = ?`);
    fixedValues.push(value);
  }
  for (let start = 0; start < latest.length; start += CHUNK) {
    const chunk = latest.slice(start, start + CHUNK);
    const parameters: unknown[] = [...fixedValues];
    for (const row of chunk) parameters.push(row.id, ...columns.map((column) => row[column.name]));
    const values = [typed, ...chunk.slice(1).map(() => plain)].join(', ');
    await runRaw(
      trx,
      `update "${table}" set ${assignments.join(', ')} from (values ${values}) as v where "${table}".id = v.column1`,
      parameters,
    );
  }
}
