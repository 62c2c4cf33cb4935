import { CommandStatus } from '@routelab/smpp';
import type { Clock } from '../../clock.js';
import type { Transactions } from '../../db/transactions.js';
import type { Work } from '../../db/work.js';
import type { BalanceGuard, IngestCharge, IngestLedger } from '../ports/ingest-billing.js';
import type { IngestBatch, IngestStore } from '../ports/ingest-store.js';
import type { LiveAccount } from './bind-registry.js';
import type { RefusalStorage } from './refusal-storage.js';
import { refuseForBalance } from './refuse-for-balance.js';

/** BILLING=on: what the ingest charges received segments through. */
export interface IngestBilling {
  balances: BalanceGuard;
  ledger: IngestLedger;
  /** Called after a stored batch with how many segments each account had refused for money. */
  onRefused?: (counts: Map<number, number>) => void;
  /** Which refusals for money are stored; the rest are only answered. */
  refusals: RefusalStorage;
}

/** One numbered submit in the group commit, with what it is charged. */
export interface QueuedSubmit {
  batch: IngestBatch;
  userId: number;
  clientId: number;
  /** What each of its accepted segments costs (micro-dollars). */
  price: number;
  /** Its accepted segments (each charged `price`). */
  charged: number;
  /** Its segments refused because the balance could not cover them. */
  refusedForBalance: number;
  /** Refused after all, as its batch's charges were more than the balance (ESME_RSUBMITFAIL). */
  uncovered: boolean;
}

/** Tries of a batch the database refused for money; the last refuses the user's submits. */
const MONEY_ATTEMPTS = 3;

/**
 * Charges received segments (issue 22): each accepted segment is reserved against the user's
 * balance as it comes (BalanceGuard, no query), refused ESME_RSUBMITFAIL when the balance cannot
 * cover it, and charged in the transaction that stores it, one ledger row per user per batch.
 * The database has the last word (a guarded balance update): a batch it refuses for money,
 * because something else spent the balance first, is tried again after reading the users'
 * balances, its uncovered submits refused.
 */
export class IngestCharging {
  /** Charged batches handed to the database and not yet settled (their bookkeeping done). */
  private readonly inFlight = new Set<Promise<unknown>>();
  /** While balances are read, no batch goes out (batches go out in order, after the read). */
  private gate: Promise<void> | undefined;
  /** Batches the database refused for money so far: a batch behind one may have needed it. */
  private moneyFailures = 0;

  constructor(
    private readonly billing: IngestBilling,
    private readonly store: Pick<IngestStore, 'addBatch'>,
    private readonly transactions: Transactions,
    private readonly clock: Clock,
  ) {}

  /**
   * A submit's entry in the group commit, priced for its owner now: a routing account's submits
   * go out through the owner's gateways, so they cost what a console send does.
   */
  queued(account: LiveAccount): QueuedSubmit {
    const { balances } = this.billing;
    return {
      batch: { messages: [], parts: [], progress: [] },
      userId: account.userId,
      clientId: account.clientId,
      price: account.routing
        ? balances.sentSegmentPrice(account.userId)
        : balances.segmentPrice(account.userId),
      charged: 0,
      refusedForBalance: 0,
      uncovered: false,
    };
  }

  /**
   * Reserves one segment's charge for a submit nothing else refused: undefined when the balance
   * covers it, else ESME_RSUBMITFAIL (the refusal for money, see the README).
   */
  charge(item: QueuedSubmit): number | undefined {
    if (this.billing.balances.tryReserve(item.userId, item.price)) {
      item.charged += 1;
      return undefined;
    }
    item.refusedForBalance += 1;
    return CommandStatus.ESME_RSUBMITFAIL;
  }

  /** Whether the submit just refused for money is stored (else only answered; see RefusalStorage). */
  storesRefusal(item: QueuedSubmit): boolean {
    return this.billing.refusals.storesRefused(item);
  }

  /**
   * Writes a batch with its charges (one ledger row per user) and its refusals for money. A
   * batch the database refuses for money (something else spent the balance first) is tried
   * again after reading the users' balances, its uncovered submits refused; so is a batch
   * behind it that failed meanwhile (it may have needed the first one's rows).
   */
  async write(items: QueuedSubmit[], batch: () => IngestBatch): Promise<void> {
    const { balances } = this.billing;
    for (let attempt = 1; ; attempt++) {
      const failuresBefore = this.moneyFailures;
      let charges: Map<number, IngestCharge>;
      try {
        charges = await this.prepare(items, attempt >= MONEY_ATTEMPTS);
      } catch (error) {
        // The balances could not be read: the batch fails, its reservations go back.
        for (const item of items) balances.release(item.userId, item.charged * item.price);
        throw error;
      }
      const at = this.clock();
      for (const charge of charges.values()) charge.at = at;
      const written = this.transactions.write((work) => {
        this.addCharges(work, items, charges, at);
        this.store.addBatch(work, batch());
      });
      const settled = written.then(
        () => {
          for (const [userId, charge] of charges) balances.committedCharge(userId, charge.micros);
          return undefined;
        },
        (error: unknown) => {
          for (const [userId, charge] of charges) balances.failedCharge(userId, charge.micros);
          return error instanceof Error ? error : new Error(String(error));
        },
      );
      this.inFlight.add(settled);
      const error = await settled;
      this.inFlight.delete(settled);
      if (!error) {
        for (const userId of charges.keys()) balances.announceSoon(userId);
        this.reportRefusals(items);
        return;
      }
      if (this.billing.ledger.isRefusedForMoney(error)) {
        this.moneyFailures += 1;
        for (const userId of charges.keys()) balances.markStale(userId);
        continue;
      }
      if (attempt === 1 && this.moneyFailures !== failuresBefore) continue;
      for (const [userId, charge] of charges) balances.release(userId, charge.micros);
      throw error;
    }
  }

  /**
   * Gets a batch ready to go out, in order behind the batches before it: reads the balances of
   * its users that changed elsewhere (once every batch under way has settled), refuses the
   * submits the balance no longer covers (all charged ones when `refuseAll`), and moves the
   * rest from queued to under way. Returns each user's charge.
   */
  private async prepare(
    items: QueuedSubmit[],
    refuseAll: boolean,
  ): Promise<Map<number, IngestCharge>> {
    const { balances } = this.billing;
    while (this.gate) await this.gate.catch(() => undefined);
    const stale = [...new Set(items.map((item) => item.userId))].filter((userId) =>
      balances.isStale(userId),
    );
    if (stale.length > 0) {
      const gate = this.readBalances(stale);
      this.gate = gate;
      try {
        await gate;
      } finally {
        if (this.gate === gate) this.gate = undefined;
      }
    }
    const charges = new Map<number, IngestCharge>();
    for (const item of items) {
      if (item.charged === 0 || item.price === 0) continue;
      const charge = charges.get(item.userId);
      if (charge) {
        charge.micros += item.charged * item.price;
        charge.segments += item.charged;
      } else {
        // Its time is set when the batch goes out.
        charges.set(item.userId, {
          userId: item.userId,
          micros: item.charged * item.price,
          segments: item.charged,
          firstPart: 0,
          at: 0,
        });
      }
    }
    for (const [userId, charge] of charges) {
      // The latest submits go first; the balance already checked each one as it came.
      for (let i = items.length - 1; i >= 0; i--) {
        if (!refuseAll && balances.covers(userId, charge.micros)) break;
        const item = items[i]!;
        if (item.userId !== userId || item.charged === 0) continue;
        this.refuseUncovered(item);
        charge.micros -= item.charged * item.price;
        charge.segments -= item.charged;
        item.charged = 0;
      }
      if (charge.segments === 0) {
        charges.delete(userId);
        continue;
      }
      charge.firstPart = firstChargedPart(items, userId);
      balances.dispatched(userId, charge.micros);
    }
    return charges;
  }

  /** Reads balances once the batches under way have settled (see BalanceGuard.refresh). */
  private async readBalances(userIds: number[]): Promise<void> {
    await Promise.all(this.inFlight);
    await this.billing.balances.refresh(userIds);
  }

  private refuseUncovered(item: QueuedSubmit): void {
    this.billing.balances.release(item.userId, item.charged * item.price);
    item.refusedForBalance += item.charged;
    item.uncovered = true;
    refuseForBalance(item.batch);
  }

  /** The batch's ledger rows (before its messages) and its accounts' refusal counts. */
  private addCharges(
    work: Work,
    items: QueuedSubmit[],
    charges: Map<number, IngestCharge>,
    at: number,
  ): void {
    const { ledger } = this.billing;
    for (const charge of charges.values()) ledger.addCharge(work, charge);
    for (const [clientId, count] of refusalsOf(items))
      ledger.addRefusals(work, clientId, count, at);
  }

  private reportRefusals(items: QueuedSubmit[]): void {
    if (!this.billing.onRefused) return;
    const counts = refusalsOf(items);
    if (counts.size > 0) this.billing.onRefused(counts);
  }
}

/** Segments refused for money per account. */
function refusalsOf(items: QueuedSubmit[]): Map<number, number> {
  const counts = new Map<number, number>();
  for (const { clientId, refusedForBalance } of items) {
    if (refusedForBalance > 0)
      counts.set(clientId, (counts.get(clientId) ?? 0) + refusedForBalance);
  }
  return counts;
}

/** The id of the user's first charged part in the batch (its message id). */
function firstChargedPart(items: QueuedSubmit[], userId: number): number {
  for (const item of items) {
    if (item.userId !== userId || item.charged === 0) continue;
    const part = item.batch.parts.find((row) => row.status === 'enroute');
    if (part) return part.id;
  }
  return 0;
}
