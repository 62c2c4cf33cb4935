import type { PaymentListQuery, PaymentStatus } from '@routelab/shared';
import type { Insertable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { LongReads } from '../../db/long-reads.js';
import { pagedRows, pageWindow } from '../../db/paged-rows.js';
import type { PaymentRow, PaymentsTable } from '../../db/schema.js';
import type { Work } from '../../db/work.js';

export const ALREADY_CREDITED = 'payments: the payment was already credited';

/** SQL for payments; crediting is a statement in the caller's unit of work. */
export class PaymentsRepository {
  constructor(
    private readonly db: Db,
    private readonly reads: LongReads,
  ) {}

  async insert(row: Insertable<PaymentsTable>): Promise<number> {
    const { id } = await this.db
      .insertInto('payments')
      .values(row)
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(id);
  }

  async update(
    id: number,
    changes: Partial<Pick<PaymentRow, 'reference' | 'checkout_url' | 'status' | 'reason'>>,
    at: number,
  ): Promise<void> {
    await this.db
      .updateTable('payments')
      .set({ ...changes, updated_at: at })
      .where('id', '=', id)
      .execute();
  }

  findById(id: number): Promise<PaymentRow | undefined> {
    return this.db.selectFrom('payments').selectAll().where('id', '=', id).executeTakeFirst();
  }

  findOwn(userId: number, id: number): Promise<PaymentRow | undefined> {
    return this.db
      .selectFrom('payments')
      .selectAll()
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .executeTakeFirst();
  }

  findByReference(reference: string): Promise<PaymentRow | undefined> {
    return this.db
      .selectFrom('payments')
      .selectAll()
      .where('reference', '=', reference)
      .executeTakeFirst();
  }

  list(userId: number, query: PaymentListQuery) {
    let filtered = this.db.selectFrom('payments').where('user_id', '=', userId);
    if (query.provider !== 'any') filtered = filtered.where('provider', '=', query.provider);
    if (query.status !== 'any') filtered = filtered.where('status', '=', query.status);
    return pagedRows(
      this.reads,
      filtered,
      (q) => q.selectAll().orderBy('id', 'desc'),
      pageWindow(query),
    );
  }

  /** Payments still `created`, the nearest deadline first. */
  open(limit: number): Promise<PaymentRow[]> {
    return this.db
      .selectFrom('payments')
      .selectAll()
      .where('status', '=', 'created')
      .orderBy('expires_at')
      .limit(limit)
      .execute();
  }

  /** A final status other than `accepted`, only from `created`; true when it changed. */
  async finish(
    id: number,
    status: Exclude<PaymentStatus, 'created' | 'accepted'>,
    reason: string | null,
    at: number,
  ): Promise<boolean> {
    const result = await this.db
      .updateTable('payments')
      .set({ status, reason, updated_at: at })
      .where('id', '=', id)
      .where('status', '=', 'created')
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /** A payment whose notification does not match it: `error`, unless it was credited. */
  async fail(id: number, reason: string, at: number): Promise<boolean> {
    const result = await this.db
      .updateTable('payments')
      .set({ status: 'error', reason, updated_at: at })
      .where('id', '=', id)
      .where('credited_at', 'is', null)
      .where('status', '!=', 'error')
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /** Marks the payment credited in the unit that credits it; a second one fails the unit. */
  addCredit(work: Work, id: number, at: number): void {
    work.run(
      "update payments set status = 'accepted', reason = null, credited_at = ?, updated_at = ? " +
        'where id = ? and credited_at is null',
      [at, at, id],
      { unchangedError: ALREADY_CREDITED },
    );
  }
}
