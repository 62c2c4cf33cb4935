import type { MessageStatus } from '@routelab/shared';
import type { OutboxEvent } from '../../event-outbox/write-outbox.js';
import type {
  NewEsmeMessagePartRow,
  NewEsmeMessageRow,
  SmppAddressColumns,
} from '../../db/schema.js';

/** A change to a stored message made by a later part of it (concatenated messages). */
export interface MessageProgress {
  id: number;
  /** Absent for a part received again (it is stored, and charged, but counts no further). */
  parts_received?: number;
  text?: string;
  /** What the later part was charged, added to the message's cost (absent: nothing). */
  cost_micros?: number;
}

/**
 * A submit with replace_if_present_flag 1: the account's pending messages from the same source
 * to the same destination with the same service_type, older than `byMessage`, are replaced.
 */
export interface Replacement {
  clientId: number;
  sourceAddr: string;
  destinationAddr: string;
  serviceType: string;
  byMessage: number;
  at: number;
}

export interface IngestBatch {
  messages: NewEsmeMessageRow[];
  parts: NewEsmeMessagePartRow[];
  progress: MessageProgress[];
  /** Absent in most batches (no allocation per submit). */
  replacements?: Replacement[];
  /** Durable events of the batch (messages a webhook wants); absent in most batches. */
  events?: OutboxEvent[];
}

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
