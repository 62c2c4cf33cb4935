import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { GatewayRow, GatewaysTable } from '../../db/schema.js';

/** SQL for gateways. Every read but `listEnabled` is scoped to the owner. */
export class GatewaysRepository {
  constructor(private readonly db: Db) {}

  listForUser(userId: number): Promise<GatewayRow[]> {
    return this.db
      .selectFrom('gateways')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('id')
      .execute();
  }

  /** Every enabled gateway of every user: what the gateway manager keeps bound. */
  listEnabled(): Promise<GatewayRow[]> {
    return this.db
      .selectFrom('gateways')
      .selectAll()
      .where('enabled', '=', 1)
      .orderBy('id')
      .execute();
  }

  findOwned(userId: number, id: number): Promise<GatewayRow | undefined> {
    return this.db
      .selectFrom('gateways')
      .selectAll()
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .executeTakeFirst();
  }

  findById(id: number): Promise<GatewayRow | undefined> {
    return this.db.selectFrom('gateways').selectAll().where('id', '=', id).executeTakeFirst();
  }

  create(row: Insertable<GatewaysTable>): Promise<GatewayRow> {
    return this.db.insertInto('gateways').values(row).returningAll().executeTakeFirstOrThrow();
  }

  updateOwned(
    userId: number,
    id: number,
    changes: Updateable<GatewaysTable>,
  ): Promise<GatewayRow | undefined> {
    return this.db
      .updateTable('gateways')
      .set(changes)
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .returningAll()
      .executeTakeFirst();
  }

  async deleteOwned(userId: number, id: number): Promise<boolean> {
    const result = await this.db
      .deleteFrom('gateways')
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }
}
