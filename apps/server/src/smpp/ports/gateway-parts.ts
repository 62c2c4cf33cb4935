import type { MessageStatus } from '@routelab/shared';
import type { PduOf, ReceiptStatus } from '@routelab/smpp';
import type { Trx } from '../../db/database.js';
import type { GatewayRow, NewSmscMessagePartRow, NewSmscMessageRow } from '../../db/schema.js';
import type { Work } from '../../db/work.js';

/** How the SMSC answered one part's submit_sm (or why it never went). */
export interface PartAnswer {
  status: 'submitted' | 'failed' | 'unknown';
  /** Where and when the submit_sm went out; null when it never reached the socket. */
  sent: { sessionId: string; sequenceNumber: number; at: number } | null;
  commandStatus: number | null;
  messageId: string | null;
  error: string | null;
  at: number;
}

/** A delivery receipt from an SMSC, for the part submitted with its id. */
export interface ReceiptUpdate {
  gatewayId: number;
  id: string;
  status: ReceiptStatus;
  text: string;
  at: number;
  sessionId: string;
  sequenceNumber: number;
  /**
   * Match open parts only: the gateway has submits awaiting their response, one of which may
   * be about to get this id again (an SMSC that restarted its counter).
   */
  openOnly?: boolean;
}

/** The part a receipt updated. */
export interface MatchedReceipt {
  smsId: number;
  userId: number;
  loadTestId: string | null;
}

/** A message whose status a batch moved, as the console and load tests hear of it. */
export interface MessageChange {
  id: number;
  userId: number;
  status: MessageStatus;
  loadTestId: string | null;
  /** Some of its parts were refunded in this change: its user's balance moved. */
  refunded?: true;
}

/** A part claimed for sending: where it belongs and the submit_sm it goes out as. */
export interface OutboxPart {
  partId: number;
  smsId: number;
  userId: number;
  loadTestId: string | null;
  submit: PduOf<'submit_sm'>;
}

/**
 * How the gateway links' results reach the sent parts, inside the commit queue's transaction
 * `trx` (the smsc-messages module implements it).
 */
export interface PartUpdates {
  markAnswered(trx: Trx, answers: readonly { partId: number; answer: PartAnswer }[]): Promise<void>;
  /** The part each receipt updated, in order (undefined: none has its id). */
  applyReceipts(
    trx: Trx,
    receipts: readonly ReceiptUpdate[],
  ): Promise<(MatchedReceipt | undefined)[]>;
  /** The SMSC refused for now (throttled, queue full): the part goes out again. */
  markRequeued(trx: Trx, partId: number): Promise<void>;
  /** Parts this session reserved become 'sending'; the ids moved, the only ones that may go. */
  markSending(trx: Trx, sessionId: string, partIds: number[]): Promise<Set<number>>;
  /**
   * Each message's status from its parts, refunding the parts that ended unaccepted (their
   * ledger rows join `work`).
   */
  refreshMessages(trx: Trx, work: Work, smsIds: number[]): Promise<MessageChange[]>;
}

/** A gateway's queue of parts to send (the smsc-messages module implements it). */
export interface GatewayOutbox {
  /** Reserves the oldest queued parts of a gateway for one session. */
  claim(gatewayId: number, sessionId: string, limit: number): Promise<OutboxPart[]>;
  /** Reserved or marked parts that never reached the socket go back to the queue. */
  release(partIds: number[]): Promise<void>;
  /** Queued parts per gateway. */
  queuedCounts(gatewayIds: number[]): Promise<Map<number, number>>;
}

/** What the gateway manager does with the outbox before it binds (the smsc-messages module). */
export interface OutboxRecovery {
  /**
   * After a restart: reserved parts go back to the queue; those that may have left end for
   * good (and are refunded).
   */
  recoverInterrupted(at: number): Promise<unknown>;
}

/** The gateways to keep bound. */
export interface GatewayDirectory {
  listEnabled(): Promise<GatewayRow[]>;
}

/** Load tests' progress as the links see their parts go (the smsc-messages module). */
export interface LoadTestProgress {
  written(id: string): void;
  answered(id: string, ok: boolean, latencyMs: number): void;
  receipt(id: string, status: string): void;
  /** Its user stopped it: its claimed parts fail unsent. */
  isStopped(id: string): boolean;
}

/** How MO messages from SMSCs are stored, in the commit queue's transaction (smsc-messages). */
export interface MoRows {
  /** A new message; resolves with its id. */
  insertMessage(trx: Trx, row: NewSmscMessageRow): Promise<number>;
  /** A long message's text once its last part completes it. */
  setText(trx: Trx, messageId: number, text: string): Promise<void>;
  /** One part row per MO PDU. */
  insertPart(trx: Trx, row: NewSmscMessagePartRow): Promise<void>;
}

/** Receipts that matched no part: counted on their gateway, marked in the PDU log. */
export interface UnmatchedReceiptMarks {
  /** Each gateway's count grows; its last receipt (in arrival order) is kept. */
  addCounts(work: Work, receipts: readonly ReceiptUpdate[]): void;
  /** Each receipt's deliver_sm (its session and sequence number on the gateway) is marked. */
  addLogMarks(work: Work, receipts: readonly ReceiptUpdate[]): void;
}
