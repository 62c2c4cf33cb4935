import type { Trx } from '../../db/database.js';
import type { Work } from '../../db/work.js';
import type {
  MessageChange,
  PartAnswer,
  PartUpdates,
  ReceiptUpdate,
} from '../../smpp/ports/gateway-parts.js';
import { refreshMessages } from './message-status.js';
import type { OutboxRepository } from './outbox-repository.js';
import { applyReceipts, markAnswered, markRequeued } from './part-updates.js';
import type { PartRefunds } from './part-refunds.js';

/** The SQL behind the gateway links' results (PartUpdates), in the commit queue's transaction. */
export class SentPartUpdates implements PartUpdates {
  constructor(
    private readonly outbox: OutboxRepository,
    private readonly refunds: PartRefunds,
  ) {}

  markAnswered(trx: Trx, answers: readonly { partId: number; answer: PartAnswer }[]) {
    return markAnswered(trx, answers);
  }

  applyReceipts(trx: Trx, receipts: readonly ReceiptUpdate[]) {
    return applyReceipts(trx, receipts);
  }

  markRequeued(trx: Trx, partId: number) {
    return markRequeued(trx, partId);
  }

  markSending(trx: Trx, sessionId: string, partIds: number[]) {
    return this.outbox.markSending(trx, sessionId, partIds);
  }

  refreshMessages(trx: Trx, work: Work, smsIds: number[]): Promise<MessageChange[]> {
    return refreshMessages(trx, work, smsIds, this.refunds);
  }
}
