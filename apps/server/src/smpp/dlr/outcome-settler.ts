import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../clock.js';
import type { Transactions } from '../../db/transactions.js';
import type { OutcomeStore } from '../ports/report-store.js';

export interface OutcomeSettlerOptions {
  outcomes: OutcomeStore;
  transactions: Transactions;
  clock: Clock;
  log: FastifyBaseLogger;
  /** How often due outcomes are applied. Default 200 ms, as receipts are looked for. */
  pollMs?: number;
  /** Called with how many parts of each account took their outcome. */
  onSettled?: (counts: Map<number, number>) => void;
}

/**
 * Applies automatic outcomes to message state when they are due, whether or not a receipt is
 * sent: a message that asked for no receipt (registered_delivery 0, or 2 when it succeeded)
 * still ends delivered, undeliverable or expired, and so does one whose ESME has no receiver
 * bound. Receipts themselves go out through the ReportDispatcher.
 */
export class OutcomeSettler {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> = Promise.resolve();
  private busy = false;

  constructor(private readonly options: OutcomeSettlerOptions) {}

  start(): void {
    this.timer = setInterval(() => {
      this.running = this.settle();
    }, this.options.pollMs ?? 200);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }

  /** One round; a round still running makes this one a no-op. */
  async settle(): Promise<void> {
    if (this.busy) return;
    this.busy = true;
    try {
      const { outcomes, transactions } = this.options;
      const now = this.options.clock();
      const counts = await outcomes.dueCounts(now);
      if (counts.size === 0) return;
      await transactions.write((work) => outcomes.addSettle(work, now));
      this.options.onSettled?.(counts);
    } catch (error) {
      this.options.log.error({ err: error }, 'applying message outcomes failed');
    } finally {
      this.busy = false;
    }
  }
}
