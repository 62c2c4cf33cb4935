import type { Kysely, Migration } from 'kysely';

/**
 * What sent messages cost (issue 22): `smsc_messages.cost_micros` is what the message's parts
 * were charged net of refunds (null for received messages, with billing off and before
 * billing); `smsc_message_parts.charged_micros` is what each part was charged and is still
 * held. A refund sets it to 0, so a part is refunded at most once, whatever path sees it end.
 * One column per statement: SQLite alters a table one change at a time.
 */
export const messageCosts: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('smsc_messages').addColumn('cost_micros', 'bigint').execute();
    await db.schema
      .alterTable('smsc_message_parts')
      .addColumn('charged_micros', 'bigint', (col) => col.notNull().defaultTo(0))
      .execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('smsc_message_parts').dropColumn('charged_micros').execute();
    await db.schema.alterTable('smsc_messages').dropColumn('cost_micros').execute();
  },
};
