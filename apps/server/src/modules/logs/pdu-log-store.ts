import type { Transactions } from '../../db/transactions.js';
import type { PduLogBatch } from './pdu-log-batch.js';
import type { PduLogRepository } from './repository.js';

/** Commits the PDU log writer's batches, each in a transaction of its own. */
export class PduLogStore {
  constructor(
    private readonly repository: PduLogRepository,
    private readonly transactions: Transactions,
  ) {}

  /** Stores a batch and returns its rows' ids in order. */
  async insertBatch(batch: PduLogBatch): Promise<number[]> {
    // Nobody waits on a log write: SQLite's writer thread puts the writes that do first.
    const inserted = await this.transactions.write(
      (work) => this.repository.addBatch(work, batch),
      { background: true },
    );
    return inserted.ids;
  }
}
