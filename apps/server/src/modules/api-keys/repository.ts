import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { ApiKeyRow, ApiKeysTable } from '../../db/schema.js';

/** SQL for API keys; a key is looked up by the keyed hash of its value. */
export class ApiKeysRepository {
  constructor(private readonly db: Db) {}

  create(row: Insertable<ApiKeysTable>): Promise<ApiKeyRow> {
    return this.db.insertInto('api_keys').values(row).returningAll().executeTakeFirstOrThrow();
  }

  findByHash(keyHash: string): Promise<ApiKeyRow | undefined> {
    return this.db
      .selectFrom('api_keys')
      .selectAll()
      .where('key_hash', '=', keyHash)
      .executeTakeFirst();
  }

  /** The user's keys, newest first. */
  listOwned(userId: number): Promise<ApiKeyRow[]> {
    return this.db
      .selectFrom('api_keys')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('id', 'desc')
      .execute();
  }

  findOwned(userId: number, id: number): Promise<ApiKeyRow | undefined> {
    return this.db
      .selectFrom('api_keys')
      .selectAll()
      .where('user_id', '=', userId)
      .where('id', '=', id)
      .executeTakeFirst();
  }

  async countOwned(userId: number): Promise<number> {
    const row = await this.db
      .selectFrom('api_keys')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  updateOwned(
    userId: number,
    id: number,
    changes: Updateable<ApiKeysTable>,
  ): Promise<ApiKeyRow | undefined> {
    return this.db
      .updateTable('api_keys')
      .set(changes)
      .where('user_id', '=', userId)
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst();
  }

  /** The deleted key's hash, or undefined when the user has no such key. */
  async deleteOwned(userId: number, id: number): Promise<string | undefined> {
    const row = await this.db
      .deleteFrom('api_keys')
      .where('user_id', '=', userId)
      .where('id', '=', id)
      .returning('key_hash')
      .executeTakeFirst();
    return row?.key_hash;
  }

  async recordUse(id: number, at: number, address: string): Promise<void> {
    await this.db
      .updateTable('api_keys')
      .set({ last_used_at: at, last_used_ip: address })
      .where('id', '=', id)
      .execute();
  }
}
