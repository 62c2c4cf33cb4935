import type { Trx } from '../../db/database.js';
import type { Transactions } from '../../db/transactions.js';
import { addOutboxEvents, type OutboxEvent } from '../../event-outbox/write-outbox.js';
import type { GatewayEventInterest } from '../ports/event-interest.js';
import type {
  MatchedReceipt,
  MessageChange,
  PartAnswer,
  PartUpdates,
  ReceiptUpdate,
} from '../ports/gateway-parts.js';
import { receiptEvents } from './receipt-event.js';

/**
 * One change to apply in the commit queue's transaction; returns the ids of the messages whose
 * status it may have moved, the changes of messages without parts (received ones), which no
 * part status tells, and the durable events it makes (written to the outbox in the same
 * transaction).
 */
export type CommitOp<T> = (trx: Trx) => Promise<{
  result: T;
  touched: number[];
  received?: MessageChange[];
  events?: OutboxEvent[];
}>;

/** A part's answer as the queue keeps it until stored. */
export interface PendingAnswer {
  gatewayId: number;
  partId: number;
  smsId: number;
  answer: PartAnswer;
}

/** What a batch stored: the ops' results, the part each receipt found, the messages changed. */
export interface Stored {
  results: unknown[];
  matched: (MatchedReceipt | undefined)[];
  changes: MessageChange[];
  /** What the storing hook asked to run once the batch committed. */
  committed?: (() => void) | undefined;
  /** The batch wrote durable events. */
  events: boolean;
}

/**
 * Joins each batch's transaction with the ids of the messages it touched (sendsms queues the
 * reports they owe); what it returns runs once the batch has committed.
 */
export type StoringHook = (
  trx: Trx,
  smsIds: readonly number[],
) => Promise<(() => void) | undefined>;

/**
 * The commit queue's transactions: a batch's answers, then its receipts, then its ops, then the
 * durable events they make (outbox), then the status of every message they touched (with the
 * refunds of parts that ended unaccepted), all or nothing.
 */
export class CommitStore {
  constructor(
    private readonly transactions: Transactions,
    private readonly parts: PartUpdates,
    /** Told how long each committed batch's transaction took (metrics). */
    private readonly onCommitted?: (seconds: number) => void,
    private readonly onStoring?: StoringHook,
    /** Which gateways' webhooks want their receipts; all when not given. */
    private readonly interest?: GatewayEventInterest,
  ) {}

  async store(
    answers: readonly PendingAnswer[],
    receipts: readonly ReceiptUpdate[],
    ops: readonly CommitOp<unknown>[],
  ): Promise<Stored> {
    const startedAt = performance.now();
    const stored = await this.transactions.readWrite(async (trx, work) => {
      const touched = new Set(answers.map((answer) => answer.smsId));
      if (answers.length > 0) await this.parts.markAnswered(trx, answers);
      let matched: (MatchedReceipt | undefined)[] = [];
      if (receipts.length > 0) {
        matched = await this.parts.applyReceipts(trx, receipts);
        for (const part of matched) if (part) touched.add(part.smsId);
      }
      const results: unknown[] = [];
      const received: MessageChange[] = [];
      const events = receiptEvents(receipts, matched, this.interest);
      for (const op of ops) {
        const outcome = await op(trx);
        results.push(outcome.result);
        for (const id of outcome.touched) touched.add(id);
        if (outcome.received) received.push(...outcome.received);
        if (outcome.events) events.push(...outcome.events);
      }
      if (events.length > 0) addOutboxEvents(work, events);
      const changes = [...(await this.parts.refreshMessages(trx, work, [...touched])), ...received];
      const committed = await this.onStoring?.(trx, [...touched]);
      return { results, matched, changes, committed, events: events.length > 0 };
    });
    this.onCommitted?.((performance.now() - startedAt) / 1000);
    return stored;
  }

  /**
   * Answers alone, with their messages' status (a batch that failed with its receipts); without
   * the storing hook, as little as can be, so that no part stays sending (what the hook would
   * queue, sendsms's sweep finds).
   */
  storeAnswers(answers: readonly PendingAnswer[]): Promise<MessageChange[]> {
    return this.transactions.readWrite(async (trx, work) => {
      await this.parts.markAnswered(trx, answers);
      const smsIds = [...new Set(answers.map((answer) => answer.smsId))];
      return this.parts.refreshMessages(trx, work, smsIds);
    });
  }
}
