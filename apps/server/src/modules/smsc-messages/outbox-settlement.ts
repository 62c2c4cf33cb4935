import type { Trx } from '../../db/database.js';
import type { Transactions } from '../../db/transactions.js';
import type { Work } from '../../db/work.js';
import {
  AMBIGUOUS_RESTART,
  GATEWAY_DELETED,
  LOAD_TEST_STOPPED,
} from '../../smpp/gateway-manager/part-errors.js';
import type { MessageChange, OutboxRecovery } from '../../smpp/ports/gateway-parts.js';
import type { OutboxRepository } from './outbox-repository.js';
import type { PartRefunds } from './part-refunds.js';

/**
 * Parts of the outbox that end for good without being sent, each change in a transaction of its
 * own, refunded in it and announced once it committed: after a restart, when a gateway is
 * deleted, when a load test is stopped.
 */
export class OutboxSettlement implements OutboxRecovery {
  constructor(
    private readonly transactions: Transactions,
    private readonly outbox: OutboxRepository,
    private readonly refunds: PartRefunds,
  ) {}

  /**
   * After a restart: reserved parts never left, so they go back to the queue and are sent.
   * 'sending' parts without an answer may or may not have reached the SMSC: they end unknown
   * and are never resent (a duplicate would be worse), and are refunded, as no receipt can find
   * them without an SMSC message id. Returns the messages settled.
   */
  recoverInterrupted(at: number): Promise<number[]> {
    return this.settled(async (trx, work) => {
      await this.outbox.requeueReserved(trx);
      return this.outbox.settle(
        trx,
        work,
        { state: 'sending' },
        { status: 'unknown', error: AMBIGUOUS_RESTART },
        at,
      );
    });
  }

  /** Parts still queued for a gateway that is being deleted: they fail, as none will go out. */
  failQueued(gatewayId: number, at: number): Promise<number[]> {
    return this.settled((trx, work) =>
      this.outbox.settle(
        trx,
        work,
        { state: 'queued', gatewayId },
        { status: 'failed', error: GATEWAY_DELETED },
        at,
      ),
    );
  }

  /** Parts of a load test its user stopped that are still queued: they fail, unsent. */
  failQueuedOfLoadTest(loadTestId: string, at: number): Promise<number[]> {
    return this.settled((trx, work) =>
      this.outbox.settle(
        trx,
        work,
        { state: 'queued', loadTestId },
        { status: 'failed', error: LOAD_TEST_STOPPED },
        at,
      ),
    );
  }

  private async settled(
    change: (trx: Trx, work: Work) => Promise<MessageChange[]>,
  ): Promise<number[]> {
    const changes = await this.transactions.readWrite(change);
    await this.refunds.announce(changes.filter((c) => c.refunded).map((c) => c.userId));
    return changes.map((c) => c.id);
  }
}
