import type { MessageStatus } from '@routelab/shared';
import type { SmppAddressColumns } from '../../db/schema.js';
import type { Work } from '../../db/work.js';

/** A part whose delivery report is due, with what the receipt needs of its message. */
export interface DueReport extends SmppAddressColumns {
  part_id: number;
  esme_message_id: number;
  message_id: string;
  report_status: string;
  report_error: number;
  submitted_at: number;
  /** The whole message's text; a part of several has its own in `part_hex`. */
  text: string;
  parts: number;
  data_coding: number;
  part_hex: string;
  part_esm_class: number;
  /** The session the part was submitted on: its receipt goes there while it is bound. */
  session_id: string | null;
  /** deliver_sm of this report the ESME refused so far. */
  report_attempts: number;
  report_expires_at: number;
  /** When what it reports happened (its done date); null: when it is sent. */
  report_done_at: number | null;
}

/** A report that was not taken: it goes out again at `dueAt`, or never (`failedAt`). */
export interface RetriedReport {
  partId: number;
  /** Refusals so far. */
  attempts: number;
  /** The refusal's command_status; null when the session failed (the stored one is kept). */
  refusedStatus: number | null;
  dueAt: number | null;
  failedAt: number | null;
}

export interface SentReport {
  partId: number;
  messageRowId: number;
  status: MessageStatus;
  dlrText: string;
  doneAt: number;
}

/** The stored delivery reports of ESME messages (the esme-messages module implements it). */
export interface ReportStore {
  dueReports(clientId: number, now: number, limit: number): Promise<DueReport[]>;
  /** Sent receipts: their parts and messages take the reported status. */
  addSent(work: Work, reports: readonly SentReport[]): void;
  /** Refused or failed receipts: tried again later, or given up. */
  addRetried(work: Work, reports: readonly RetriedReport[]): void;
  /** When the account's earliest pending, unexpired report is due, or null for none. */
  nextReportDue(clientId: number, now: number): Promise<number | null>;
}

/** Automatic outcomes that are due, receipt or not (the esme-messages module implements it). */
export interface OutcomeStore {
  /** How many parts of each account have an outcome due by `now`. */
  dueCounts(now: number): Promise<Map<number, number>>;
  /** Applies the outcomes due by `now` to their parts and messages. */
  addSettle(work: Work, now: number): void;
  /** When the earliest automatic outcome not yet applied is due, or null for none. */
  nextOutcomeAt(): Promise<number | null>;
}
