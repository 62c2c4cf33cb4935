import type { Db } from '../../db/database.js';
import type { ApiKeyRow, ApiKeysTable } from '../../db/schema.js';
import type { Insertable } from 'kysely';

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

  async recordUse(id: number, at: number, address: string): Promise<void> {
    await this.db
      .updateTable('api_keys')
      .set({ last_used_at: at, last_used_ip: address })
      .where('id', '=', id)
      .execute();
  }
}
