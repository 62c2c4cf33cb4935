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
import { CommandStatus } from '@routelab/smpp';
import type { PartFailover } from '../../smpp/ports/part-failover.js';

/** Answers that end a part here but send a routed one on to its route's next gateway. */
const PASSED_ON: ReadonlySet<number> = new Set([
  CommandStatus.ESME_RSYSERR,
  CommandStatus.ESME_RTHROTTLED,
  CommandStatus.ESME_RMSGQFUL,
]);

/** The SQL behind the gateway links' results (PartUpdates), in the commit queue's transaction. */
export class SentPartUpdates implements PartUpdates {
  constructor(
    private readonly outbox: OutboxRepository,
    private readonly refunds: PartRefunds,
    /** Gateway mode: routed parts refused for now try the route's next gateway. */
    private readonly failover?: PartFailover,
  ) {}

  async markAnswered(trx: Trx, answers: readonly { partId: number; answer: PartAnswer }[]) {
    const passable = this.failover
      ? answers
          .filter(
            ({ answer }) => answer.status === 'failed' && PASSED_ON.has(answer.commandStatus ?? 0),
          )
          .map(({ partId }) => partId)
      : [];
    if (passable.length === 0) return markAnswered(trx, answers);
    const moved = await this.failover!.move(trx, passable);
    return markAnswered(
      trx,
      answers.filter(({ partId }) => !moved.has(partId)),
    );
  }

  applyReceipts(trx: Trx, receipts: readonly ReceiptUpdate[]) {
    return applyReceipts(trx, receipts);
  }

  async markRequeued(trx: Trx, partId: number) {
    if (this.failover && (await this.failover.move(trx, [partId])).has(partId)) return;
    return markRequeued(trx, partId);
  }

  markSending(trx: Trx, sessionId: string, partIds: number[]) {
    return this.outbox.markSending(trx, sessionId, partIds);
  }

  refreshMessages(trx: Trx, work: Work, smsIds: number[]): Promise<MessageChange[]> {
    return refreshMessages(trx, work, smsIds, this.refunds);
  }
}
