import type { Db } from './database.js';
import { isPostgres, runRaw } from './raw-sql.js';

/** The sequences handed out in blocks; each is named after the table whose ids it gives. */
export type IdSequenceName = 'esme_messages' | 'esme_message_parts';

/**
 * Reserves `count` ids of a sequence and returns the first: one statement, atomic in either
 * dialect (PostgreSQL locks the row, SQLite the database), so processes sharing the database
 * never get the same ids. It also moves past ids stored without a block (rows written by an
 * older version, or by hand), which costs one indexed max() per block.
 */
export async function reserveIdBlock(db: Db, name: IdSequenceName, count: number): Promise<number> {
  const greatest = isPostgres(db) ? 'greatest' : 'max';
  const rows = await runRaw<{ first: number | string }>(
    db,
    `update id_blocks set next_id = ${greatest}(next_id, ` +
      `(select coalesce(max(id), 0) + 1 from "${name}")) + ? ` +
      'where name = ? returning next_id - ? as first',
    [count, name, count],
  );
  const first = rows[0]?.first;
  if (first === undefined) throw new Error(`no id block row for ${name}`);
  return Number(first);
}
