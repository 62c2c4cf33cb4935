import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.js';
import { refreshMessages, type MessageChange } from '../../modules/smsc-messages/message-status.js';
import type { Trx } from '../../modules/smsc-messages/outbox-repository.js';
import {
  applyReceipts,
  markAnswered,
  type MatchedReceipt,
  type PartAnswer,
  type ReceiptUpdate,
} from '../../modules/smsc-messages/part-updates.js';

/**
 * One change to apply; returns the ids of the messages whose status it may have moved, and the
 * changes of messages without parts (received ones), which no part status tells.
 */
export type CommitOp<T> = (
  trx: Trx,
) => Promise<{ result: T; touched: number[]; received?: MessageChange[] }>;

interface PendingAnswer {
  partId: number;
  smsId: number;
  answer: PartAnswer;
}

interface PendingReceipt {
  update: ReceiptUpdate;
  resolve: (matched: MatchedReceipt | undefined) => void;
  reject: (error: unknown) => void;
}

interface Pending {
  op: CommitOp<unknown>;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

/**
 * Group commit for the protocol side: part updates, receipts and MO messages from every
 * session are applied in order, many per transaction, and each message's status is recomputed
 * once per batch. Order matters: a receipt is applied after the submit_sm_resp that gave its id.
 */
export class CommitQueue {
  private pending: Pending[] = [];
  private answers: PendingAnswer[] = [];
  private receipts: PendingReceipt[] = [];
  private running: Promise<void> | undefined;

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    private readonly onChanges: (changes: MessageChange[]) => void,
    private readonly maxBatch = 1000,
  ) {}

  enqueue<T>(op: CommitOp<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.pending.push({ op, resolve: resolve as (value: unknown) => void, reject });
      this.running ??= this.drain();
    });
  }

  /**
   * Records a part's answer. Answers are written first in their batch, many per statement:
   * nothing else in a batch can depend on a later answer (a receipt names an id only after
   * its submit_sm_resp was read, and a part is answered once per claim).
   */
  answer(partId: number, smsId: number, answer: PartAnswer): void {
    this.answers.push({ partId, smsId, answer });
    this.running ??= this.drain();
  }

  /**
   * Applies a delivery receipt; resolves with the part's message, or undefined when no part
   * has its id. Receipts are applied right after the batch's answers, many per statement.
   */
  receipt(update: ReceiptUpdate): Promise<MatchedReceipt | undefined> {
    return new Promise((resolve, reject) => {
      this.receipts.push({ update, resolve, reject });
      this.running ??= this.drain();
    });
  }

  /** Resolves once everything enqueued so far is stored. */
  async flush(): Promise<void> {
    while (this.running) await this.running;
  }

  private async drain(): Promise<void> {
    // Let the ops of this event-loop turn gather into one transaction.
    await new Promise((resolve) => setImmediate(resolve));
    try {
      while (this.pending.length > 0 || this.answers.length > 0 || this.receipts.length > 0) {
        const answers = this.answers.splice(0, this.maxBatch);
        const receipts = this.receipts.splice(0, this.maxBatch);
        const batch = this.pending.splice(0, this.maxBatch);
        await this.commit(answers, receipts, batch);
      }
    } finally {
      this.running = undefined;
    }
  }

  private async commit(
    answers: PendingAnswer[],
    receipts: PendingReceipt[],
    batch: Pending[],
  ): Promise<void> {
    const results: unknown[] = [];
    let matched: (MatchedReceipt | undefined)[] = [];
    let changes: MessageChange[] = [];
    try {
      await this.db.transaction().execute(async (trx) => {
        const touched = new Set(answers.map((answer) => answer.smsId));
        if (answers.length > 0) await markAnswered(trx, answers);
        if (receipts.length > 0) {
          matched = await applyReceipts(
            trx,
            receipts.map((receipt) => receipt.update),
          );
          for (const part of matched) if (part) touched.add(part.smsId);
        }
        const received: MessageChange[] = [];
        for (const { op } of batch) {
          const outcome = await op(trx);
          results.push(outcome.result);
          for (const id of outcome.touched) touched.add(id);
          if (outcome.received) received.push(...outcome.received);
        }
        changes = [...(await refreshMessages(trx, [...touched])), ...received];
      });
    } catch (error) {
      this.log.error(
        { err: error, ops: batch.length, answers: answers.length, receipts: receipts.length },
        'message updates not stored',
      );
      for (const { reject } of [...batch, ...receipts]) reject(error);
      return;
    }
    receipts.forEach(({ resolve }, index) => resolve(matched[index]));
    batch.forEach(({ resolve }, index) => resolve(results[index]));
    if (changes.length > 0) this.onChanges(changes);
  }
}
