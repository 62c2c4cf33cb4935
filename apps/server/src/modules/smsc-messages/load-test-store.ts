import { loadTestProgressSchema, type LoadTestProgress } from '@routelab/shared';
import type { Db } from '../../db/database.js';

/** Load tests' progress kept past the server's memory (table load_tests). */
export class LoadTestStore {
  constructor(private readonly db: Db) {}

  async save(userId: number, progress: LoadTestProgress, at: number): Promise<void> {
    const json = JSON.stringify(progress);
    await this.db
      .insertInto('load_tests')
      .values({ id: progress.id, user_id: userId, progress: json, updated_at: at })
      .onConflict((conflict) =>
        conflict.column('id').doUpdateSet({ progress: json, updated_at: at }),
      )
      .execute();
  }

  async load(id: string, userId: number): Promise<LoadTestProgress | undefined> {
    const row = await this.db
      .selectFrom('load_tests')
      .select('progress')
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return row ? loadTestProgressSchema.parse(JSON.parse(row.progress)) : undefined;
  }
}
