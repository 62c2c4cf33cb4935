import type { Clock } from '../../clock.js';
import type { Transactions } from '../../db/transactions.js';
import type { OutcomeStore } from '../ports/report-store.js';

export interface OutcomeSettlerOptions {
  outcomes: OutcomeStore;
  transactions: Transactions;
  clock: Clock;
  /** Called with how many parts of each account took their outcome. */
  onSettled?: (counts: Map<number, number>) => void;
}

/**
 * Applies automatic outcomes to message state when they are due, whether or not a receipt is
 * sent: a message that asked for no receipt (registered_delivery 0, or 2 when it succeeded)
 * still ends delivered, undeliverable or expired, and so does one whose ESME has no receiver
 * bound. Receipts themselves go out through the ReportDispatcher. It runs as a recurring job
 * that the composition root registers: due at the earliest stored outcome (`nextDue`), woken
 * by the ingest when it stores an earlier one (EsmeWakeups.outcomesDue).
 */
export class OutcomeSettler {
  constructor(private readonly options: OutcomeSettlerOptions) {}

  /** Applies the outcomes due now; a failure rejects (the job is tried again). */
  async settle(): Promise<void> {
    const { outcomes, transactions } = this.options;
    const now = this.options.clock();
    const counts = await outcomes.dueCounts(now);
    if (counts.size === 0) return;
    await transactions.write((work) => outcomes.addSettle(work, now));
    this.options.onSettled?.(counts);
  }

  /** When the earliest outcome not yet applied is due, or null for none. */
  nextDue(): Promise<number | null> {
    return this.options.outcomes.nextOutcomeAt();
  }
}
