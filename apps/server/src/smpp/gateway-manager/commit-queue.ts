import { resolveSessionOptions } from '@routelab/smpp';
import type { FastifyBaseLogger } from 'fastify';
import type { Transactions } from '../../db/transactions.js';
import type { GatewayEventInterest } from '../ports/event-interest.js';
import type {
  MatchedReceipt,
  MessageChange,
  PartAnswer,
  PartUpdates,
  ReceiptUpdate,
} from '../ports/gateway-parts.js';
import {
  CommitStore,
  type CommitOp,
  type PendingAnswer,
  type Stored,
  type StoringHook,
} from './commit-store.js';
import type { DropReason } from './receipt-hold.js';
import { ReceiptHolds } from './receipt-holds.js';

export type { CommitOp, StoringHook } from './commit-store.js';

/**
 * A receipt waits for its submit_sm_resp as long as a gateway link waits for that response (the
 * session's response timeout unless the links are given another), plus a margin for the commit.
 */
const DEFAULT_RESPONSE_TIMEOUT_MS = resolveSessionOptions({ role: 'esme' }).responseTimeoutMs;
const RECEIPT_HOLD_MARGIN_MS = 5_000;
/** Receipts held per gateway: a few seconds' worth at a high rate, a few MB at most. */
const RECEIPT_HOLD_MAX = 10_000;
/**
 * Pauses before the retries of a batch whose transaction failed (a deadlock, a busy or briefly
 * unreachable database); queued updates wait behind it meanwhile, so the pauses stay short.
 */
const RETRY_DELAYS_MS = [50, 250, 1_000];

interface PendingReceipt {
  update: ReceiptUpdate;
  /** Told when the receipt updates its part: at once, or when its response is stored. */
  onMatch: (matched: MatchedReceipt) => void;
  /** Settle the first try (stored or held); a held receipt applied later has none. */
  resolve?: () => void;
  reject?: (error: unknown) => void;
  /** Why it left the hold without its response, for its last try. */
  left?: { reason: DropReason; heldMs: number };
}

interface Pending {
  op: CommitOp<unknown>;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

/**
 * Group commit for the protocol side: part updates, receipts and MO messages from every
 * session are applied in order, many per transaction, and each message's status is recomputed
 * once per batch. Order matters: a receipt is applied after the submit_sm_resp that gave its id,
 * and one that names no part yet is held per gateway until a response naming its id is stored.
 */
export class CommitQueue {
  private pending: Pending[] = [];
  private answers: PendingAnswer[] = [];
  private receipts: PendingReceipt[] = [];
  private running: Promise<void> | undefined;
  private readonly holds: ReceiptHolds<PendingReceipt>;
  private droppedReceipts = 0;
  private readonly maxBatch: number;
  private readonly pause: (ms: number) => Promise<void>;
  private readonly onUnmatched: ((receipt: ReceiptUpdate) => void) | undefined;
  private readonly commits: CommitStore;
  private readonly onEventsStored: (() => void) | undefined;

  constructor(
    transactions: Transactions,
    /** How answers and receipts reach the parts (and parts that end unaccepted are refunded). */
    parts: PartUpdates,
    private readonly log: FastifyBaseLogger,
    private readonly onChanges: (changes: MessageChange[]) => void,
    options: {
      maxBatch?: number;
      /** How long gateway links wait for a submit_sm_resp (the session default otherwise). */
      responseTimeoutMs?: number | undefined;
      holdMs?: number;
      holdMax?: number;
      /** How a retry waits (a test makes the database work again meanwhile). */
      pause?: (ms: number) => Promise<void>;
      /** Hears of each receipt that matched no part, even after waiting for its response. */
      onUnmatched?: (receipt: ReceiptUpdate) => void;
      /** Told how long each committed batch's transaction took (metrics). */
      onCommitted?: (seconds: number) => void;
      onStoring?: StoringHook;
      /** Which gateways' webhooks want their receipts (`message.receipt` events); all if not given. */
      interest?: GatewayEventInterest;
      /** Told once a batch that wrote durable events (outbox rows) has committed. */
      onEventsStored?: () => void;
    } = {},
  ) {
    this.onUnmatched = options.onUnmatched;
    this.commits = new CommitStore(
      transactions,
      parts,
      options.onCommitted,
      options.onStoring,
      options.interest,
    );
    this.onEventsStored = options.onEventsStored;
    this.pause = options.pause ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms)));
    this.maxBatch = options.maxBatch ?? 1000;
    const bounds = {
      maxAgeMs:
        options.holdMs ??
        (options.responseTimeoutMs ?? DEFAULT_RESPONSE_TIMEOUT_MS) + RECEIPT_HOLD_MARGIN_MS,
      maxCount: options.holdMax ?? RECEIPT_HOLD_MAX,
    };
    this.holds = new ReceiptHolds<PendingReceipt>(bounds, (left, reason, heldMs) =>
      this.leaveHold(left, reason, heldMs),
    );
  }

  enqueue<T>(op: CommitOp<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.pending.push({ op, resolve: resolve as (value: unknown) => void, reject });
      this.running ??= this.drain();
    });
  }

  /**
   * Records a part's answer. Answers are written first in their batch, many per statement:
   * nothing else in a batch can depend on a later answer (a receipt that names an id before
   * its submit_sm_resp is held for it, and a part is answered once per claim).
   */
  answer(gatewayId: number, partId: number, smsId: number, answer: PartAnswer): void {
    this.answers.push({ gatewayId, partId, smsId, answer });
    this.running ??= this.drain();
  }

  /**
   * Applies a delivery receipt right after the batch's answers, many per statement; resolves
   * once it is stored, or held when no part has its id yet (the SMSC sent it before the
   * submit_sm_resp). A held receipt is applied in the batch that stores the response naming
   * its id, or dropped (logged) when none comes in time. `onMatch` hears of the part it updated.
   */
  receipt(update: ReceiptUpdate, onMatch: (matched: MatchedReceipt) => void): Promise<void> {
    return new Promise((resolve, reject) => {
      this.receipts.push({ update, onMatch, resolve, reject });
      this.running ??= this.drain();
    });
  }

  /**
   * The server stops: receipts still held leave (see `leaveHold`); flush() then stores the ones
   * that find a final part.
   */
  stopHolding(): void {
    this.holds.closeAll();
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
    // Held receipts come first: they arrived before this batch's, and a later receipt wins.
    const released = answers.length > 0 ? this.holds.release(answers) : [];
    const applied = released.length > 0 ? [...released, ...receipts] : receipts;
    let ops = batch;
    let stored: Stored | undefined;
    let failure: unknown;
    for (let attempt = 0; !stored; attempt += 1) {
      try {
        stored = await this.commits.store(
          answers,
          applied.map((receipt) => receipt.update),
          ops.map(({ op }) => op),
        );
      } catch (error) {
        failure = error;
        // Ops are refused at once: their callers keep state of their own (a long MO message's
        // rows) and recover (the SMSC sends the MO again). Answers and receipts are plain data
        // and are tried again, without the ops, one of which may be what failed.
        for (const { reject } of ops) reject(error);
        ops = [];
        const delay = RETRY_DELAYS_MS[attempt];
        if (delay === undefined || answers.length + applied.length === 0) break;
        this.log.warn({ err: error, attempt: attempt + 1 }, 'message updates not stored, retrying');
        await this.pause(delay);
      }
    }
    if (!stored) {
      this.log.error(
        {
          err: failure,
          ops: batch.length,
          answers: answers.length,
          receipts: receipts.length,
          heldReceipts: released.length,
        },
        'message updates not stored',
      );
      // A first try is refused (the SMSC is asked to send it again); receipts that had waited
      // are lost with the answers that named them, and say so.
      for (const receipt of applied) {
        if (receipt.reject) receipt.reject(failure);
        else this.dropReceipt(receipt, 'not-stored', receipt.left?.heldMs ?? 0);
      }
      await this.storeAnswersAlone(answers, failure, applied.length > 0);
      return;
    }
    const { results, matched, changes } = stored;
    applied.forEach((receipt, index) => {
      const part = matched[index];
      if (part) receipt.onMatch(part);
      // Held without its first try's promise: that one is settled once it is held.
      else if (
        !receipt.resolve ||
        !this.holds.hold({ update: receipt.update, onMatch: receipt.onMatch })
      ) {
        this.dropReceipt(receipt, receipt.left?.reason ?? 'unmatched', receipt.left?.heldMs ?? 0);
      }
      receipt.resolve?.();
    });
    ops.forEach(({ resolve }, index) => resolve(results[index]));
    if (changes.length > 0) this.onChanges(changes);
    stored.committed?.();
    if (stored.events) this.onEventsStored?.();
  }

  /**
   * The answers of a batch that could not be stored, so that no part stays "sending": alone as
   * given (when the batch held receipts, which may be what failed), else each part marked
   * failed with the error, which the message's detail shows.
   */
  private async storeAnswersAlone(
    answers: PendingAnswer[],
    failure: unknown,
    withReceipts: boolean,
  ): Promise<void> {
    if (answers.length === 0) return;
    const failed = answers.map((pending) => ({
      ...pending,
      answer: {
        ...pending.answer,
        status: 'failed' as const,
        messageId: null,
        error: notStoredText(pending.answer, failure),
      },
    }));
    for (const rows of withReceipts ? [answers, failed] : [failed]) {
      try {
        const changes = await this.commits.storeAnswers(rows);
        if (changes.length > 0) this.onChanges(changes);
        return;
      } catch (error) {
        failure = error;
      }
    }
    this.log.error(
      { err: failure, parts: answers.map((answer) => answer.partId) },
      'submit answers not stored: the parts stay sending until the server restarts',
    );
  }

  /**
   * A receipt left the hold without a response naming its id (too old, the hold was full, or
   * the server stops). One that waited only because an open part might still get its id (it
   * found a final part) now goes to that final part, as a receipt for a finished message does;
   * any other is dropped.
   */
  private leaveHold(receipt: PendingReceipt, reason: DropReason, heldMs: number): void {
    if (!receipt.update.openOnly) {
      this.dropReceipt(receipt, reason, heldMs);
      return;
    }
    this.receipts.push({
      update: { ...receipt.update, openOnly: false },
      onMatch: receipt.onMatch,
      left: { reason, heldMs },
    });
    this.running ??= this.drain();
  }

  /**
   * The trace of a receipt that updated nothing: this log line, and (unless the database failed
   * or the server stopped) `onUnmatched`, which counts it for its gateway and marks its
   * deliver_sm in the PDU log (session and sequence number below).
   */
  private dropReceipt(
    receipt: PendingReceipt,
    reason: DropReason | 'unmatched' | 'not-stored',
    heldMs: number,
  ): void {
    this.droppedReceipts += 1;
    const { update } = receipt;
    this.log.warn(
      {
        gateway: update.gatewayId,
        messageId: update.id,
        status: update.status,
        session: update.sessionId,
        sequenceNumber: update.sequenceNumber,
        reason,
        heldMs,
        droppedReceipts: this.droppedReceipts,
      },
      'delivery receipt dropped: no part was submitted with its id',
    );
    // Unmatched after its chance: not when the database failed or the server cut its wait short.
    if (reason !== 'not-stored' && reason !== 'stopped') this.onUnmatched?.(update);
  }
}

/** The error a part shows when the SMSC's answer to it could not be stored. */
function notStoredText(answer: PartAnswer, failure: unknown): string {
  const reason = failure instanceof Error ? failure.message : String(failure);
  const id = answer.messageId ? ` (message_id ${answer.messageId})` : '';
  const earlier = answer.error ? `${answer.error}; ` : '';
  return `${earlier}the SMSC's answer${id} could not be stored: ${reason}`;
}
