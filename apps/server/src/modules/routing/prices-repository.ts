import type { GatewayPrice } from '@routelab/shared';
import type { Kysely } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Database } from '../../db/schema.js';

/** Rows per insert statement (3 parameters each, well under either database's limit). */
const CHUNK = 500;

export interface PriceRow {
  gateway_id: number;
  prefix: string;
  price_micros: number;
}

/** SQL for gateway_prices: one price per destination prefix per gateway (least cost). */
export class GatewayPricesRepository {
  constructor(private readonly db: Db) {}

  async list(gatewayId: number): Promise<GatewayPrice[]> {
    const rows = await this.db
      .selectFrom('gateway_prices')
      .select(['prefix', 'price_micros'])
      .where('gateway_id', '=', gatewayId)
      .orderBy('prefix')
      .execute();
    return rows.map((row) => ({ prefix: row.prefix, price_micros: Number(row.price_micros) }));
  }

  /** Replaces the gateway's whole list, in one transaction (`trx`). */
  async replace(
    trx: Kysely<Database>,
    gatewayId: number,
    prices: readonly GatewayPrice[],
  ): Promise<void> {
    await trx.deleteFrom('gateway_prices').where('gateway_id', '=', gatewayId).execute();
    for (let at = 0; at < prices.length; at += CHUNK) {
      const rows = prices.slice(at, at + CHUNK).map((price) => ({
        gateway_id: gatewayId,
        prefix: price.prefix,
        price_micros: price.price_micros,
      }));
      await trx.insertInto('gateway_prices').values(rows).execute();
    }
  }

  /** The prices of one user's gateways, or of every gateway (start). */
  async ofUser(userId?: number): Promise<PriceRow[]> {
    let query = this.db
      .selectFrom('gateway_prices')
      .innerJoin('gateways', 'gateways.id', 'gateway_prices.gateway_id')
      .select([
        'gateway_prices.gateway_id',
        'gateway_prices.prefix',
        'gateway_prices.price_micros',
      ]);
    if (userId !== undefined) query = query.where('gateways.user_id', '=', userId);
    const rows = await query.execute();
    return rows.map((row) => ({ ...row, price_micros: Number(row.price_micros) }));
  }
}
