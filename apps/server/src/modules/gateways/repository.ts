import type { AnalyticsPeriod, GatewayAnalytics } from '@routelab/shared';
import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { GatewayRow, GatewaysTable } from '../../db/schema.js';
import { gatewayAnalytics } from './analytics.js';

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

  /**
   * What the gateway has done in all, counted from the stored parts and messages: parts the SMSC
   * accepted (they have its message id: the index on it counts them), receipts matched to them,
   * received (MO) messages.
   */
  async lifetimeOf(id: number): Promise<{ submitted: number; receipts: number; mo: number }> {
    const [parts, mo] = await Promise.all([
      this.db
        .selectFrom('smsc_message_parts')
        .select((eb) => [
          eb.fn.count<number | string>('smsc_message_id').as('submitted'),
          eb.fn.count<number | string>('receipt_session_id').as('receipts'),
        ])
        .where('gateway_id', '=', id)
        .where('smsc_message_id', 'is not', null)
        .executeTakeFirstOrThrow(),
      this.db
        .selectFrom('smsc_messages')
        .select((eb) => eb.fn.countAll<number | string>().as('count'))
        .where('gateway_id', '=', id)
        .where('direction', '=', 'mo')
        .executeTakeFirstOrThrow(),
    ]);
    return {
      submitted: Number(parts.submitted),
      receipts: Number(parts.receipts),
      mo: Number(mo.count),
    };
  }

  /** Delivery analytics of the gateway over `period`, ending in the bucket that holds `now`. */
  analyticsOf(id: number, period: AnalyticsPeriod, now: number): Promise<GatewayAnalytics> {
    return gatewayAnalytics(this.db, id, period, now);
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
