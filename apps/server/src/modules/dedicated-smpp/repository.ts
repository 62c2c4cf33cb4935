import type { DedicatedSmppStatus } from '@routelab/shared';
import type { Insertable } from 'kysely';
import type { PortRange } from '../../config.js';
import type { Db } from '../../db/database.js';
import type { DedicatedSmppRow, DedicatedSmppTable } from '../../db/schema.js';
import type { Work } from '../../db/work.js';

/** A subscription as the module uses it (PostgreSQL answers bigint columns as text). */
export interface Subscription {
  id: number;
  userId: number;
  port: number;
  ipAddresses: string[];
  status: DedicatedSmppStatus;
  periodStart: number;
  periodEnd: number;
  graceUntil: number | null;
  pricePerIpMicros: number;
  language: string;
  refused: { count: number; lastAddress: string | null; lastAt: number | null };
  createdAt: number;
}

const nullableNumber = (value: number | string | null) => (value === null ? null : Number(value));

const toSubscription = (row: DedicatedSmppRow): Subscription => ({
  id: Number(row.id),
  userId: Number(row.user_id),
  port: Number(row.port),
  ipAddresses: JSON.parse(row.ip_addresses) as string[],
  status: row.status as DedicatedSmppStatus,
  periodStart: Number(row.period_start),
  periodEnd: Number(row.period_end),
  graceUntil: nullableNumber(row.grace_until),
  pricePerIpMicros: Number(row.price_per_ip_micros),
  language: row.language,
  refused: {
    count: Number(row.refused_count),
    lastAddress: row.refused_last_address,
    lastAt: nullableNumber(row.refused_last_at),
  },
  createdAt: Number(row.created_at),
});

/** A change of period and state (renewal, grace, suspension); guarded by the period it replaces. */
export interface PeriodChange {
  status: DedicatedSmppStatus;
  periodStart: number;
  periodEnd: number;
  graceUntil: number | null;
  pricePerIpMicros: number;
}

/** SQL for dedicated SMPP subscriptions (table dedicated_smpp, migration 0028). */
export class DedicatedSmppRepository {
  constructor(private readonly db: Db) {}

  async findByUser(userId: number): Promise<Subscription | undefined> {
    const row = await this.db
      .selectFrom('dedicated_smpp')
      .selectAll()
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return row && toSubscription(row);
  }

  /** Subscriptions whose listener should be open (active or in grace). */
  async listening(): Promise<Subscription[]> {
    const rows = await this.db
      .selectFrom('dedicated_smpp')
      .selectAll()
      .where('status', 'in', ['active', 'grace'])
      .orderBy('id')
      .execute();
    return rows.map(toSubscription);
  }

  /** Active ones whose period has ended, and those whose grace has run out. */
  async due(now: number): Promise<Subscription[]> {
    const rows = await this.db
      .selectFrom('dedicated_smpp')
      .selectAll()
      .where((eb) =>
        eb.or([
          eb.and([eb('status', '=', 'active'), eb('period_end', '<=', now)]),
          eb.and([eb('status', '=', 'grace'), eb('grace_until', '<=', now)]),
        ]),
      )
      .orderBy('id')
      .execute();
    return rows.map(toSubscription);
  }

  /** Users whose subscription waits for money (grace or suspended). */
  async awaitingPayment(): Promise<number[]> {
    const rows = await this.db
      .selectFrom('dedicated_smpp')
      .select('user_id')
      .where('status', 'in', ['grace', 'suspended'])
      .execute();
    return rows.map((row) => Number(row.user_id));
  }

  /** The lowest port of the range no subscription holds (undefined: all taken). */
  async freePort(range: PortRange): Promise<number | undefined> {
    const rows = await this.db
      .selectFrom('dedicated_smpp')
      .select('port')
      .where('port', '>=', range.first)
      .where('port', '<=', range.last)
      .execute();
    const taken = new Set(rows.map((row) => Number(row.port)));
    for (let port = range.first; port <= range.last; port++) if (!taken.has(port)) return port;
    return undefined;
  }

  addInsert(work: Work, row: Insertable<DedicatedSmppTable>): void {
    work.query(this.db.insertInto('dedicated_smpp').values(row));
  }

  /** New addresses; fails the unit with `missing` when the subscription is gone. */
  addAddressChange(
    work: Work,
    subscription: Subscription,
    ipAddresses: readonly string[],
    at: number,
    missing: string,
  ): void {
    work.run(
      'update dedicated_smpp set ip_addresses = ?, updated_at = ? where id = ? and period_end = ?',
      [JSON.stringify(ipAddresses), at, subscription.id, subscription.periodEnd],
      { unchangedError: missing },
    );
  }

  /** A new period or state, only if the period is still the one read (else fails with `stale`). */
  addPeriodChange(
    work: Work,
    subscription: Subscription,
    change: PeriodChange,
    at: number,
    stale: string,
  ): void {
    work.run(
      'update dedicated_smpp set status = ?, period_start = ?, period_end = ?, grace_until = ?, ' +
        'price_per_ip_micros = ?, updated_at = ? where id = ? and period_end = ? and status = ?',
      [
        change.status,
        change.periodStart,
        change.periodEnd,
        change.graceUntil,
        change.pricePerIpMicros,
        at,
        subscription.id,
        subscription.periodEnd,
        subscription.status,
      ],
      { unchangedError: stale },
    );
  }

  addDelete(work: Work, subscription: Subscription, missing: string): void {
    work.run(
      'delete from dedicated_smpp where id = ? and period_end = ?',
      [subscription.id, subscription.periodEnd],
      { unchangedError: missing },
    );
  }

  async storeRefused(
    id: number,
    refused: { count: number; lastAddress: string | null; lastAt: number | null },
  ): Promise<void> {
    await this.db
      .updateTable('dedicated_smpp')
      .set({
        refused_count: refused.count,
        refused_last_address: refused.lastAddress,
        refused_last_at: refused.lastAt,
      })
      .where('id', '=', id)
      .execute();
  }
}
