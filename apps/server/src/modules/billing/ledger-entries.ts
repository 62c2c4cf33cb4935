import type { LedgerKind } from '@routelab/shared';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import type { LongReads } from '../../db/long-reads.js';
import { pagedRows, type RowWindow } from '../../db/paged-rows.js';

/** A ledger row as read for its owner: the admin who made it by e-mail. */
export interface LedgerEntryView {
  id: number;
  kind: string;
  amount_micros: number;
  balance_after_micros: number;
  reference: string | null;
  note: string | null;
  created_by: string | null;
  created_at: number;
}

/** Whose rows, and which kind (all when undefined). */
export interface LedgerCriteria {
  userId: number;
  kind?: LedgerKind | undefined;
}

/** A user whose balance is not what their ledger says (verify-ledger). */
export interface LedgerMismatch {
  id: number;
  email: string;
  balance_micros: number;
  ledger_sum_micros: number;
  /** The newest row's balance_after; null without rows. */
  last_balance_after_micros: number | null;
}

/** Download rows read per query: a big ledger streams in chunks, never at once. */
const STREAM_CHUNK = 500;

/** Reads of the ledger (its writes are Ledger's): a user's history, and the audit of all. */
export class LedgerEntries {
  constructor(
    private readonly db: Db,
    private readonly reads: LongReads,
  ) {}

  /** A page of the user's rows, newest first, and how many match. */
  page(criteria: LedgerCriteria, window: RowWindow) {
    return pagedRows(this.reads, this.filtered(criteria), (rows) => this.view(rows), window);
  }

  /** Every matching row, newest first, a chunk at a time. */
  async *stream(criteria: LedgerCriteria): AsyncGenerator<LedgerEntryView> {
    let before = Number.MAX_SAFE_INTEGER;
    for (;;) {
      const rows = await this.reads.rows(
        this.view(this.filtered(criteria).where('e.id', '<', before)).limit(STREAM_CHUNK),
      );
      yield* rows;
      if (rows.length < STREAM_CHUNK) return;
      before = rows[rows.length - 1]!.id;
    }
  }

  /**
   * Users whose balance differs from the sum of their ledger rows, or from the balance their
   * newest row left; and how many users there are.
   */
  async mismatches(): Promise<{ users: number; mismatches: LedgerMismatch[] }> {
    const rows = await sql<Record<keyof LedgerMismatch, number | string | null>>`
      select * from (
        select u.id, u.email, u.balance_micros,
          coalesce((select sum(e.amount_micros) from ledger_entries e where e.user_id = u.id), 0)
            as ledger_sum_micros,
          (select e.balance_after_micros from ledger_entries e where e.user_id = u.id
            order by e.id desc limit 1) as last_balance_after_micros
        from users u
      ) checked
      where balance_micros <> ledger_sum_micros
        or balance_micros <> coalesce(last_balance_after_micros, 0)
      order by id`.execute(this.db);
    const counted = await this.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .executeTakeFirstOrThrow();
    return {
      users: Number(counted.count),
      mismatches: rows.rows.map((row) => ({
        id: Number(row.id),
        email: String(row.email),
        balance_micros: Number(row.balance_micros),
        ledger_sum_micros: Number(row.ledger_sum_micros),
        last_balance_after_micros:
          row.last_balance_after_micros === null ? null : Number(row.last_balance_after_micros),
      })),
    };
  }

  private filtered({ userId, kind }: LedgerCriteria) {
    let query = this.db
      .selectFrom('ledger_entries as e')
      .leftJoin('users as actor', 'actor.id', 'e.actor_id')
      .where('e.user_id', '=', userId);
    if (kind) query = query.where('e.kind', '=', kind);
    return query;
  }

  private view(query: ReturnType<LedgerEntries['filtered']>) {
    return query
      .select([
        'e.id',
        'e.kind',
        'e.amount_micros',
        'e.balance_after_micros',
        'e.reference',
        'e.note',
        'actor.email as created_by',
        'e.created_at',
      ])
      .orderBy('e.id', 'desc');
  }
}
