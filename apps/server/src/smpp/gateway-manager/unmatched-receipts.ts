import type { FastifyBaseLogger } from 'fastify';
import type { Transactions } from '../../db/transactions.js';
import type { ReceiptUpdate, UnmatchedReceiptMarks } from '../ports/gateway-parts.js';

/** Receipts waiting to be recorded: beyond this (a flood of strays) they are only logged. */
const MAX_PENDING = 10_000;
/** deliver_sm rows marked per statement. */
const MARK_CHUNK = 200;

/**
 * Delivery receipts that matched no sent part, recorded off the commit queue's path: each
 * gateway counts them (with the last one's time and receipted id, shown with the gateway), and
 * their deliver_sm is marked in the PDU log. The PDU log stores in the background: it is flushed
 * first, so the deliver_sm recorded before its receipt was handled is there to be marked.
 */
export class UnmatchedReceipts {
  private pending: ReceiptUpdate[] = [];
  private writing: Promise<void> | undefined;

  constructor(
    private readonly transactions: Transactions,
    private readonly marks: UnmatchedReceiptMarks,
    private readonly pduLog: { flush(): Promise<void> },
    private readonly log: FastifyBaseLogger,
  ) {}

  add(receipt: ReceiptUpdate): void {
    if (this.pending.length >= MAX_PENDING) return;
    this.pending.push(receipt);
    this.writing ??= this.writeAll().finally(() => (this.writing = undefined));
  }

  /** Resolves once every receipt added so far is recorded (or given up on). */
  async flush(): Promise<void> {
    while (this.writing) await this.writing;
  }

  private async writeAll(): Promise<void> {
    // Let the receipts of this batch gather.
    await new Promise((resolve) => setImmediate(resolve));
    while (this.pending.length > 0) {
      const receipts = this.pending;
      this.pending = [];
      try {
        await this.pduLog.flush();
        await this.transactions.write((work) => {
          this.marks.addCounts(work, receipts);
          for (let start = 0; start < receipts.length; start += MARK_CHUNK) {
            this.marks.addLogMarks(work, receipts.slice(start, start + MARK_CHUNK));
          }
        });
      } catch (error) {
        this.log.error(
          { err: error, receipts: receipts.length },
          'unmatched receipts not recorded',
        );
      }
    }
  }
}
