import type { RouteKind } from '@routelab/shared';
import type { Insertable, Kysely } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Database, RouteRow, RoutesTable } from '../../db/schema.js';

export type RouteValues = Omit<Insertable<RoutesTable>, 'id'>;

/** An SMSC connection as routing reads it. */
export interface RoutingGatewayRow {
  id: number;
  user_id: number;
  name: string;
  enabled: number;
}

/** SQL for the routes table (match and action are JSON of the shared schemas). */
export class RoutesRepository {
  constructor(private readonly db: Db) {}

  /** The user's routes, MT and MO, in the order they are tried. */
  listByUser(userId: number): Promise<RouteRow[]> {
    return this.db
      .selectFrom('routes')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('kind', 'desc')
      .orderBy('priority')
      .orderBy('id')
      .execute();
  }

  /** Routes of one kind, the disabled too: of one user, or of every user (start). */
  listOfKind(kind: RouteKind, userId?: number): Promise<RouteRow[]> {
    let query = this.db.selectFrom('routes').selectAll().where('kind', '=', kind);
    if (userId !== undefined) query = query.where('user_id', '=', userId);
    return query.orderBy('user_id').orderBy('priority').orderBy('id').execute();
  }

  findForUser(userId: number, id: number): Promise<RouteRow | undefined> {
    return this.db
      .selectFrom('routes')
      .selectAll()
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .executeTakeFirst();
  }

  create(values: RouteValues): Promise<RouteRow> {
    return this.db.insertInto('routes').values(values).returningAll().executeTakeFirstOrThrow();
  }

  update(
    id: number,
    changes: Partial<Omit<RouteValues, 'user_id' | 'created_at'>>,
  ): Promise<RouteRow | undefined> {
    return this.db
      .updateTable('routes')
      .set(changes)
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst();
  }

  async delete(id: number): Promise<void> {
    await this.db.deleteFrom('routes').where('id', '=', id).execute();
  }

  /** Gives the routes their priority, in one transaction (`trx`). */
  async setPriorities(
    trx: Kysely<Database>,
    userId: number,
    priorities: readonly { id: number; priority: number }[],
    at: number,
  ): Promise<void> {
    for (const { id, priority } of priorities) {
      await trx
        .updateTable('routes')
        .set({ priority, updated_at: at })
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .execute();
    }
  }

  /** Which of `ids` are the user's ESME accounts. */
  async ownedClientIds(userId: number, ids: readonly number[]): Promise<Set<number>> {
    if (ids.length === 0) return new Set();
    const rows = await this.db
      .selectFrom('clients')
      .select('id')
      .where('user_id', '=', userId)
      .where('id', 'in', [...ids])
      .execute();
    return new Set(rows.map((row) => row.id));
  }

  /** Which of `ids` are the user's SMSC connections. */
  async ownedGatewayIds(userId: number, ids: readonly number[]): Promise<Set<number>> {
    if (ids.length === 0) return new Set();
    const rows = await this.db
      .selectFrom('gateways')
      .select('id')
      .where('user_id', '=', userId)
      .where('id', 'in', [...ids])
      .execute();
    return new Set(rows.map((row) => row.id));
  }

  /** SMSC connections of one user, or of every user (start). */
  gateways(userId?: number): Promise<RoutingGatewayRow[]> {
    let query = this.db.selectFrom('gateways').select(['id', 'user_id', 'name', 'enabled']);
    if (userId !== undefined) query = query.where('user_id', '=', userId);
    return query.execute();
  }

  /** The user's ESME account's routing switches (explain); undefined: not the user's. */
  findClient(
    userId: number,
    id: number,
  ): Promise<{ routing: string; no_route: string } | undefined> {
    return this.db
      .selectFrom('clients')
      .select(['routing', 'no_route'])
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .executeTakeFirst();
  }
}
