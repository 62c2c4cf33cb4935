import { formatUsd, MICROS_PER_USD, type LedgerKind } from '@routelab/shared';
import type { EventBus } from '../../bus/event-bus.js';
import type { Db } from '../../db/database.js';
import { runRaw } from '../../db/raw-sql.js';
import type { Transactions } from '../../db/transactions.js';
import type { Work } from '../../db/work.js';
import { InsufficientBalanceError } from '../../errors/domain-errors.js';

/** One balance change: a ledger row and the same amount on the user's balance. */
export interface LedgerChange {
  userId: number;
  /** Signed micro-dollars: credits positive, charges negative. */
  amountMicros: number;
  kind: LedgerKind;
  /** What it belongs to, e.g. "payment:12", "sms:345", "esme-batch:678". */
  reference?: string | null;
  note?: string | null;
  /** The admin who made an adjustment. */
  actorId?: number | null;
  /** When (ms). */
  at: number;
}

const CHARGE_NOT_COVERED = 'ledger: the balance does not cover the charge';
const NO_SUCH_USER = 'ledger: no such user';

// The guard is in the statement, so it holds whatever ran since the caller last read the balance.
const UPDATE_BALANCE =
  'update users set balance_micros = balance_micros + ? where id = ? and balance_micros + ? >= 0';
// Run after the update in the same transaction: balance_micros is the balance after the change.
const INSERT_ENTRY =
  'insert into ledger_entries ' +
  '(user_id, kind, amount_micros, balance_after_micros, reference, note, actor_id, created_at) ' +
  'select id, ?, ?, balance_micros, ?, ?, ?, ? from users where id = ?';

/** Whether a unit of work failed because a charge in it was more than the balance. */
export const isInsufficientBalance = (error: unknown): boolean =>
  error instanceof Error && error.message === CHARGE_NOT_COVERED;

/** "This needs $0.004; the balance is $0.001." (translated by its {n} template). */
export const insufficientBalanceMessage = (neededMicros: number, balanceMicros: number) =>
  `This needs ${formatUsd(neededMicros)}; the balance is ${formatUsd(balanceMicros)}.`;

/**
 * The only way a balance changes (issue 22): each change is a ledger row written in the same
 * unit of work as the balance, with the balance it left. A charge the balance does not cover
 * changes nothing and fails its unit; the database's own constraint backs that up.
 */
export class Ledger {
  constructor(
    private readonly db: Db,
    private readonly transactions: Transactions,
    private readonly bus: EventBus,
  ) {}

  /** Adds the change to a unit of work (with whatever else that unit writes). */
  add(work: Work, change: LedgerChange): void {
    const amount = change.amountMicros;
    if (!Number.isSafeInteger(amount) || amount === 0) {
      throw new Error(`ledger: ${amount} is not a non-zero whole number of micro-dollars`);
    }
    work.run(UPDATE_BALANCE, [amount, change.userId, amount], {
      unchangedError: amount < 0 ? CHARGE_NOT_COVERED : NO_SUCH_USER,
    });
    work.run(INSERT_ENTRY, [
      change.kind,
      amount,
      change.reference ?? null,
      change.note ?? null,
      change.actorId ?? null,
      change.at,
      change.userId,
    ]);
  }

  /**
   * One change in a unit of its own, announced once committed. A charge the balance does not
   * cover throws InsufficientBalanceError saying what it needs and what the balance is.
   */
  async apply(change: LedgerChange): Promise<void> {
    try {
      await this.transactions.write((work) => this.add(work, change));
    } catch (error) {
      if (isInsufficientBalance(error))
        throw await this.shortfall(change.userId, -change.amountMicros);
      throw error;
    }
    await this.announce([change.userId]);
  }

  /** The 402 error for a charge of `neededMicros` that the user's balance does not cover. */
  async shortfall(userId: number, neededMicros: number): Promise<InsufficientBalanceError> {
    return new InsufficientBalanceError(
      insufficientBalanceMessage(neededMicros, await this.balanceOf(userId)),
    );
  }

  async balanceOf(userId: number): Promise<number> {
    const rows = await runRaw<{ balance_micros: number | string }>(
      this.db,
      'select balance_micros from users where id = ?',
      [userId],
    );
    return Number(rows[0]?.balance_micros ?? 0);
  }

  /** Tells the users' consoles their new balances (after the units that changed them committed). */
  async announce(userIds: Iterable<number>): Promise<void> {
    for (const userId of new Set(userIds)) {
      const balance = await this.balanceOf(userId);
      this.bus.publish({
        kind: 'balance.changed',
        userId,
        data: { balance_micros: balance, balance: balance / MICROS_PER_USD },
      });
    }
  }
}
