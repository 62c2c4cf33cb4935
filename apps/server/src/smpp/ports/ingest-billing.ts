import type { Work } from '../../db/work.js';

/**
 * What the ingest knows of each user's money between batches (the billing module's
 * IngestBalances): checked synchronously per submit, so no submit costs a query. Amounts are
 * micro-dollars.
 */
export interface BalanceGuard {
  /** Reads what it needs before the ingest takes submits. */
  start(): Promise<void>;
  stop(): void;
  /** The user's balance and tier are read when an account of theirs binds. */
  track(userId: number): Promise<void>;
  /** What one received segment costs the user now. */
  segmentPrice(userId: number): number;
  /** What one sent segment costs the user now (a routing account's submits are sent ones). */
  sentSegmentPrice(userId: number): number;
  /** Reserves a charge when the balance covers it. */
  tryReserve(userId: number, micros: number): boolean;
  /** Gives back a reservation that will not be charged. */
  release(userId: number, micros: number): void;
  /** Something else changed the balance: read it again before the user's next batch. */
  isStale(userId: number): boolean;
  markStale(userId: number): void;
  /** Reads the users' balances again (only while none of the ingest's batches is under way). */
  refresh(userIds: readonly number[]): Promise<void>;
  covers(userId: number, micros: number): boolean;
  /** A batch's charge moves from reserved to under way, then committed or failed. */
  dispatched(userId: number, micros: number): void;
  committedCharge(userId: number, micros: number): void;
  failedCharge(userId: number, micros: number): void;
  /** Tells the user's console of the new balance, at most once a second. */
  announceSoon(userId: number): void;
}

/** One user's charge for the segments of one batch: a ledger row. */
export interface IngestCharge {
  userId: number;
  micros: number;
  segments: number;
  /** The message id of the first charged part: the ledger row's reference. */
  firstPart: number;
  at: number;
}

/** How the ingest's charges and refusals are written (the billing and clients modules). */
export interface IngestLedger {
  /** The ledger row and its guarded balance update, in the batch's unit of work. */
  addCharge(work: Work, charge: IngestCharge): void;
  /** The account's count of segments refused for money. */
  addRefusals(work: Work, clientId: number, count: number, at: number): void;
  /** Whether a failed unit was refused because a balance no longer covered its charge. */
  isRefusedForMoney(error: unknown): boolean;
}
