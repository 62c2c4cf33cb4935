import type { FastifyBaseLogger } from 'fastify';
import type { Transactions } from '../../db/transactions.js';
import type { Work } from '../../db/work.js';
import type { ReceiptUpdate } from '../../modules/smsc-messages/part-updates.js';

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
          countPerGateway(work, receipts);
          for (let start = 0; start < receipts.length; start += MARK_CHUNK) {
            markLogged(work, receipts.slice(start, start + MARK_CHUNK));
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

/** One UPDATE per gateway: the count grows, the last receipt (in arrival order) is kept. */
function countPerGateway(work: Work, receipts: readonly ReceiptUpdate[]): void {
  const perGateway = new Map<number, { count: number; last: ReceiptUpdate }>();
  for (const receipt of receipts) {
    const known = perGateway.get(receipt.gatewayId);
    if (known) {
      known.count += 1;
      known.last = receipt;
    } else perGateway.set(receipt.gatewayId, { count: 1, last: receipt });
  }
  for (const [gatewayId, { count, last }] of perGateway) {
    work.run(
      'update gateways set unmatched_receipts = unmatched_receipts + ?, ' +
        'unmatched_receipt_at = ?, unmatched_receipt_id = ? where id = ?',
      [count, last.at, last.id.slice(0, 65), gatewayId],
    );
  }
}

/**
 * Marks each receipt's deliver_sm (its session and sequence number on the gateway). Each term
 * names the side: only then does SQLite look each up in the SMSC side's partial index, instead
 * of scanning all of it.
 */
function markLogged(work: Work, receipts: readonly ReceiptUpdate[]): void {
  const one = "(side = 'smsc' and connection_id = ? and sequence_number = ? and session_id = ?)";
  work.run(
    `update pdu_logs set unmatched_receipt = 1 where direction = 'in' and (${receipts
      .map(() => one)
      .join(' or ')})`,
    receipts.flatMap((receipt) => [receipt.gatewayId, receipt.sequenceNumber, receipt.sessionId]),
  );
}
