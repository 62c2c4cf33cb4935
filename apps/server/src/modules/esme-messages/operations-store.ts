import { MAX_DESTINATIONS } from '@routelab/smpp';
import type { Db } from '../../db/database.js';
import type { EsmeMessagePartRow, EsmeMessageRow } from '../../db/schema.js';
import type { Work } from '../../db/work.js';
import type { EsmeMessageStore, PartReplacement } from '../../smpp/ports/esme-message-store.js';

/** What query_sm, cancel_sm and replace_sm read and change of an account's messages. */
export class EsmeOperationsStore implements EsmeMessageStore {
  constructor(private readonly db: Db) {}

  /**
   * Our message ids are the decimal id of the message's first part, and a submit_multi numbers
   * its parts one after another: the parts are in a short range of the primary key. Anything
   * else is no id of ours.
   */
  partsByMessageId(clientId: number, messageId: string): Promise<EsmeMessagePartRow[]> {
    if (!/^[1-9][0-9]{0,14}$/.test(messageId)) return Promise.resolve([]);
    const firstPart = Number(messageId);
    return this.db
      .selectFrom('esme_message_parts')
      .selectAll()
      .where('id', '>=', firstPart)
      .where('id', '<', firstPart + MAX_DESTINATIONS)
      .where('client_id', '=', clientId)
      .where('message_id', '=', messageId)
      .orderBy('id')
      .execute();
  }

  findMessage(id: number): Promise<EsmeMessageRow | undefined> {
    return this.db.selectFrom('esme_messages').selectAll().where('id', '=', id).executeTakeFirst();
  }

  openPartsByAddress(
    clientId: number,
    sourceAddr: string,
    destinationAddr: string,
  ): Promise<EsmeMessagePartRow[]> {
    return (
      this.db
        .selectFrom('esme_message_parts as p')
        .innerJoin('esme_messages as m', 'm.id', 'p.esme_message_id')
        .selectAll('p')
        // By the message's account: esme_messages has an index on it, the parts do not.
        .where('m.client_id', '=', clientId)
        .where('m.source_addr', '=', sourceAddr)
        .where('m.destination_addr', '=', destinationAddr)
        .where('p.status', '=', 'enroute')
        .execute()
    );
  }

  addCancel(work: Work, parts: readonly EsmeMessagePartRow[], now: number): void {
    if (parts.length === 0) return;
    work.query(
      this.db
        .updateTable('esme_message_parts')
        .set({ status: 'deleted', done_at: now, report_due_at: null, outcome_at: null })
        .where(
          'id',
          'in',
          parts.map((part) => part.id),
        ),
    );
    work.query(
      this.db
        .updateTable('esme_messages')
        .set({ status: 'deleted', done_at: now })
        .where('id', 'in', [...new Set(parts.map((part) => part.esme_message_id))]),
    );
  }

  addReplace(work: Work, part: EsmeMessagePartRow, changes: PartReplacement): void {
    work.query(
      this.db
        .updateTable('esme_message_parts')
        .set({
          short_message_hex: changes.short_message_hex,
          registered_delivery: changes.registered_delivery,
        })
        .where('id', '=', part.id),
    );
    if (changes.text !== undefined) {
      work.query(
        this.db
          .updateTable('esme_messages')
          .set({ text: changes.text, registered_delivery: changes.registered_delivery })
          .where('id', '=', part.esme_message_id),
      );
    }
  }
}
