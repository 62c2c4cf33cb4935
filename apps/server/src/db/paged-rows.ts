import { sql, type SelectQueryBuilder } from 'kysely';
import type { LongReads } from './long-reads.js';

/** Which rows of an ordered list one page holds. */
export interface RowWindow {
  offset: number;
  limit: number;
}

/**
 * The rows of a page of `filtered`, ordered by `order`, and how many rows match in all. Both
 * queries are long reads: a count over millions of rows must not hold up the event loop.
 */
export async function pagedRows<DB, TB extends keyof DB, Row>(
  reads: LongReads,
  filtered: SelectQueryBuilder<DB, TB, object>,
  order: (query: SelectQueryBuilder<DB, TB, object>) => SelectQueryBuilder<DB, TB, Row>,
  window: RowWindow,
): Promise<{ count: number; rows: Row[] }> {
  const [counted, rows] = await Promise.all([
    reads.rows(
      filtered
        .select(sql<number | string>`count(*)`.as('count'))
        // Kysely cannot resolve a selection over a generic table; this is the row it selects.
        .$castTo<{ count: number | string }>(),
    ),
    reads.rows(order(filtered).offset(window.offset).limit(window.limit)),
  ]);
  return { count: Number(counted[0]?.count ?? 0), rows };
}

/** The row window of a 1-based `page` of `page_size` rows. */
export const pageWindow = (query: { page: number; page_size: number }): RowWindow => ({
  offset: (query.page - 1) * query.page_size,
  limit: query.page_size,
});
