import type { Db } from '../../db/database.js';
import { reserveIdBlock, type IdSequenceName } from '../../db/id-blocks.js';
import type { Work } from '../../db/work.js';
import type { IngestBatch, IngestStore } from '../../smpp/ports/ingest-store.js';
import { addIngestBatch } from './write-statements.js';

/** How the SMPP ingest stores received messages: id blocks and each group commit's rows. */
export class EsmeIngestStore implements IngestStore {
  constructor(private readonly db: Db) {}

  /** The highest message and part ids stored so far. */
  async maxIds(): Promise<{ message: number; part: number }> {
    const message = await this.db
      .selectFrom('esme_messages')
      .select((eb) => eb.fn.max('id').as('max'))
      .executeTakeFirst();
    const part = await this.db
      .selectFrom('esme_message_parts')
      .select((eb) => eb.fn.max('id').as('max'))
      .executeTakeFirst();
    return { message: Number(message?.max ?? 0), part: Number(part?.max ?? 0) };
  }

  reserveIds(name: IdSequenceName, count: number): Promise<number> {
    return reserveIdBlock(this.db, name, count);
  }

  /** New messages, their parts, then progress of earlier messages, in `work`. */
  addBatch(work: Work, batch: IngestBatch): void {
    addIngestBatch(work, batch);
  }
}
