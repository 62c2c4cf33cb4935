import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Received messages keep when they were scheduled for (schedule_delivery_time), when their
 * validity ends (validity_period) and which message replaced them (replace_if_present_flag).
 * A part's automatic outcome becomes its state at `outcome_at`, whether or not a receipt is
 * sent; the partial index holds only the parts still waiting for it.
 * One column per statement: SQLite alters a table one change at a time.
 */
export const esmeScheduleValidity: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('esme_messages').addColumn('scheduled_at', 'bigint').execute();
    await db.schema.alterTable('esme_messages').addColumn('valid_until', 'bigint').execute();
    await db.schema.alterTable('esme_messages').addColumn('replaced_by', 'bigint').execute();
    await db.schema.alterTable('esme_message_parts').addColumn('outcome_at', 'bigint').execute();
    await sql`create index esme_message_parts_outcome_due on esme_message_parts (outcome_at) where outcome_at is not null`.execute(
      db,
    );
  },

  async down(db: Kysely<unknown>) {
    await sql`drop index esme_message_parts_outcome_due`.execute(db);
    await db.schema.alterTable('esme_message_parts').dropColumn('outcome_at').execute();
    await db.schema.alterTable('esme_messages').dropColumn('replaced_by').execute();
    await db.schema.alterTable('esme_messages').dropColumn('valid_until').execute();
    await db.schema.alterTable('esme_messages').dropColumn('scheduled_at').execute();
  },
};
