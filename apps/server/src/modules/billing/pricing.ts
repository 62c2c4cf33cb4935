import { TIERS, type Price, type Tier } from '@routelab/shared';
import type { Db } from '../../db/database.js';
import { runRaw } from '../../db/raw-sql.js';
import type { Transactions } from '../../db/transactions.js';

interface PriceRow {
  tier: string;
  sent_segment_micros: number | string;
  received_segment_micros: number | string;
  dedicated_ip_micros: number | string;
}

const toPrice = (row: PriceRow): Price => ({
  tier: row.tier as Tier,
  sent_segment_micros: Number(row.sent_segment_micros),
  received_segment_micros: Number(row.received_segment_micros),
  dedicated_ip_micros: Number(row.dedicated_ip_micros),
});

const free = (tier: Tier): Price => ({
  tier,
  sent_segment_micros: 0,
  received_segment_micros: 0,
  dedicated_ip_micros: 0,
});

export const asTier = (stored: string): Tier =>
  (TIERS as readonly string[]).includes(stored) ? (stored as Tier) : 'any';

/**
 * The price list per tier (table `prices`), kept in memory: it changes only through set(), in
 * this process, so charging (the SMPP ingest too) reads it without a query. With billing off
 * every charge is free.
 */
export class Pricing {
  private byTier: Map<Tier, Price> | undefined;

  constructor(
    private readonly db: Db,
    private readonly transactions: Transactions,
    private readonly billing: boolean,
  ) {}

  /** Reads the list (again); the first call of the other methods does it too. */
  async load(): Promise<void> {
    const rows = await runRaw<PriceRow>(this.db, 'select * from prices', []);
    this.byTier = new Map(rows.map((row) => [row.tier as Tier, toPrice(row)]));
  }

  /** Every tier's prices as stored (the admin's list), in tier order. */
  async all(): Promise<Price[]> {
    if (!this.byTier) await this.load();
    return TIERS.map((tier) => this.stored(tier));
  }

  /** What a tier is charged: its prices, or nothing with billing off. */
  async forTier(tier: Tier): Promise<Price> {
    if (!this.byTier) await this.load();
    return this.chargedNow(tier);
  }

  /** What a user is charged (by their tier). */
  async forUser(userId: number): Promise<Price> {
    const rows = await runRaw<{ tier: string }>(this.db, 'select tier from users where id = ?', [
      userId,
    ]);
    return this.forTier(asTier(rows[0]?.tier ?? 'any'));
  }

  /** forTier without waiting, once loaded (hot paths load at start). */
  chargedNow(tier: Tier): Price {
    return this.billing ? this.stored(tier) : free(tier);
  }

  /** Replaces the list (every tier once) and answers it as stored. */
  async set(prices: readonly Price[], at: number): Promise<Price[]> {
    await this.transactions.write((work) => {
      for (const price of prices) {
        work.run(
          'update prices set sent_segment_micros = ?, received_segment_micros = ?, ' +
            'dedicated_ip_micros = ?, updated_at = ? where tier = ?',
          [
            price.sent_segment_micros,
            price.received_segment_micros,
            price.dedicated_ip_micros,
            at,
            price.tier,
          ],
          { unchangedError: `prices: no tier ${price.tier}` },
        );
      }
    });
    await this.load();
    return this.all();
  }

  private stored(tier: Tier): Price {
    const price = this.byTier?.get(tier);
    if (!price) throw new Error(`prices: tier ${tier} is not loaded`);
    return price;
  }
}
