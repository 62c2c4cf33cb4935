import type { IdSequenceName } from '../../db/id-blocks.js';
import type { NewEsmeMessagePartRow, NewEsmeMessageRow } from '../../db/schema.js';
import type { Work } from '../../db/work.js';
import type { OutboxEvent } from '../../event-outbox/write-outbox.js';
import type { RoutedSubmit } from './routed-sends.js';

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

/** What one group commit of the ingest stores. */
export interface IngestBatch {
  messages: NewEsmeMessageRow[];
  parts: NewEsmeMessagePartRow[];
  progress: MessageProgress[];
  /** Absent in most batches (no allocation per submit). */
  replacements?: Replacement[];
  /** Durable events of the batch (messages a webhook wants); absent in most batches. */
  events?: OutboxEvent[];
  /** Parts of routing accounts, to be queued for their gateways; absent without routing. */
  routed?: RoutedSubmit[];
}

/** Where the ESME ingest stores what it received (the esme-messages module implements it). */
export interface IngestStore {
  /** Reserves `count` ids of a sequence for this process; resolves with the first. */
  reserveIds(sequence: IdSequenceName, count: number): Promise<number>;
  /** The batch's writes as part of `work`: whatever else the unit holds commits with them. */
  addBatch(work: Work, batch: IngestBatch): void;
}
