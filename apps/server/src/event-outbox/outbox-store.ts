import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import type { OutboxRow } from '../db/schema.js';

/** The outbox rows the relay reads and settles (written by addOutboxEvents). */
export class OutboxStore {
  constructor(private readonly db: Db) {}

  /** The oldest undelivered row of each user, where it is due (not waiting, not leased). */
  dueHeads(now: number, limit: number): Promise<OutboxRow[]> {
    return this.db
      .selectFrom('outbox')
      .selectAll()
      .where('id', 'in', (heads) =>
        heads
          .selectFrom('outbox')
          .select((eb) => eb.fn.min('id').as('id'))
          .where('delivered_at', 'is', null)
          .groupBy('user_id'),
      )
      .where('next_attempt_at', '<=', now)
      .orderBy('id')
      .limit(limit)
      .execute();
  }

  /**
   * Leases a user's oldest row until `until`: true when this relay got it (another relay that
   * read the same row in the same moment finds it changed). While the oldest row is leased no
   * relay starts on the user, so one relay delivers a user's rows, in order.
   */
  async lease(head: OutboxRow, until: number): Promise<boolean> {
    const result = await this.db
      .updateTable('outbox')
      .set({ next_attempt_at: until })
      .where('id', '=', head.id)
      .where('next_attempt_at', '=', head.next_attempt_at)
      .where('delivered_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** A user's undelivered rows from `fromId` on, oldest first. */
  run(userId: number, fromId: number, limit: number): Promise<OutboxRow[]> {
    return this.db
      .selectFrom('outbox')
      .selectAll()
      .where('delivered_at', 'is', null)
      .where('user_id', '=', userId)
      .where('id', '>=', fromId)
      .orderBy('id')
      .limit(limit)
      .execute();
  }

  async markDelivered(ids: readonly number[], at: number): Promise<void> {
    if (ids.length === 0) return;
    await this.db.updateTable('outbox').set({ delivered_at: at }).where('id', 'in', ids).execute();
  }

  /** A failed delivery: counted, its error kept, tried again at `retryAt`. */
  async markFailed(id: number, error: string, retryAt: number): Promise<void> {
    await this.db
      .updateTable('outbox')
      .set({
        attempts: sql<number>`attempts + 1`,
        last_error: error,
        next_attempt_at: retryAt,
      })
      .where('id', '=', id)
      .execute();
  }

  /** When the earliest undelivered row is due (its user's lease ends, or its retry), or null. */
  async nextDue(): Promise<number | null> {
    const row = await this.db
      .selectFrom('outbox')
      .select((eb) => eb.fn.min('next_attempt_at').as('due'))
      .where('delivered_at', 'is', null)
      .executeTakeFirst();
    return row?.due === null || row?.due === undefined ? null : Number(row.due);
  }

  /** Deletes delivered rows older than `before`; returns how many. */
  async purgeDelivered(before: number): Promise<number> {
    const result = await this.db
      .deleteFrom('outbox')
      .where('delivered_at', '<', before)
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}
