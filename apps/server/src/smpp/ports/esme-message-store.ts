import type { EsmeMessagePartRow, EsmeMessageRow } from '../../db/schema.js';
import type { Work } from '../../db/work.js';

/** A replace_sm's new content for one part (and its message's text when it has one part). */
export interface PartReplacement {
  short_message_hex: string;
  registered_delivery: number;
  text: string | undefined;
}

/**
 * What query_sm, cancel_sm and replace_sm read and change of an account's own messages (the
 * esme-messages module implements it).
 */
export interface EsmeMessageStore {
  /** The parts an account was given this message id for (several for submit_multi). */
  partsByMessageId(clientId: number, messageId: string): Promise<EsmeMessagePartRow[]>;
  /** Open parts from source to destination (cancel_sm without a message id). */
  openPartsByAddress(
    clientId: number,
    sourceAddr: string,
    destinationAddr: string,
  ): Promise<EsmeMessagePartRow[]>;
  findMessage(id: number): Promise<EsmeMessageRow | undefined>;
  /** Marks parts (and their messages) deleted and drops their pending reports. */
  addCancel(work: Work, parts: readonly EsmeMessagePartRow[], now: number): void;
  addReplace(work: Work, part: EsmeMessagePartRow, changes: PartReplacement): void;
}
