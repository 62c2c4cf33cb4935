import { loadTestProgressSchema, type LoadTestProgress } from '@routelab/shared';
import type { Db } from '../../db/database.js';
import type { LongReads } from '../../db/long-reads.js';
import { pagedRows, type RowWindow } from '../../db/paged-rows.js';

/** A load test as it was saved: its progress and when it started. */
export interface StoredLoadTest {
  progress: LoadTestProgress;
  startedAt: number;
}

const parsed = (row: { progress: string; started_at: number | string }): StoredLoadTest => ({
  progress: loadTestProgressSchema.parse(JSON.parse(row.progress)),
  startedAt: Number(row.started_at),
});

/** Load tests' progress kept past the server's memory (table load_tests). */
export class LoadTestStore {
  constructor(
    private readonly db: Db,
    private readonly reads: LongReads,
  ) {}

  async save(
    userId: number,
    progress: LoadTestProgress,
    startedAt: number,
    at: number,
  ): Promise<void> {
    const json = JSON.stringify(progress);
    await this.db
      .insertInto('load_tests')
      .values({
        id: progress.id,
        user_id: userId,
        progress: json,
        started_at: startedAt,
        updated_at: at,
      })
      .onConflict((conflict) =>
        conflict.column('id').doUpdateSet({ progress: json, updated_at: at }),
      )
      .execute();
  }

  async load(id: string, userId: number): Promise<StoredLoadTest | undefined> {
    const row = await this.db
      .selectFrom('load_tests')
      .select(['progress', 'started_at'])
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return row ? parsed(row) : undefined;
  }

  /** A page of the user's saved tests, newest first, and how many there are. */
  async list(
    userId: number,
    window: RowWindow,
  ): Promise<{ count: number; tests: StoredLoadTest[] }> {
    const { count, rows } = await pagedRows(
      this.reads,
      this.db.selectFrom('load_tests').where('user_id', '=', userId),
      (tests) =>
        tests.select(['progress', 'started_at']).orderBy('started_at', 'desc').orderBy('id'),
      window,
    );
    return { count, tests: rows.map(parsed) };
  }
}
