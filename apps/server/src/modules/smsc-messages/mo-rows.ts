import type { Trx } from '../../db/database.js';
import type { NewSmscMessagePartRow, NewSmscMessageRow } from '../../db/schema.js';
import type { MoRows } from '../../smpp/ports/gateway-parts.js';

/** The rows of MO messages from SMSCs, in the commit queue's transaction. */
export class SmscMoRows implements MoRows {
  async insertMessage(trx: Trx, row: NewSmscMessageRow): Promise<number> {
    const inserted = await trx
      .insertInto('smsc_messages')
      .values(row)
      .returning('id')
      .executeTakeFirstOrThrow();
    return inserted.id;
  }

  async setText(trx: Trx, messageId: number, text: string): Promise<void> {
    await trx.updateTable('smsc_messages').set({ text }).where('id', '=', messageId).execute();
  }

  async insertPart(trx: Trx, row: NewSmscMessagePartRow): Promise<void> {
    await trx.insertInto('smsc_message_parts').values(row).execute();
  }
}
