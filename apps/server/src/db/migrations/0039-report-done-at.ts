import type { Kysely, Migration } from 'kysely';

/**
 * When what a received part's delivery report tells happened (issue 37): for a routed part, when
 * RouteLab stored the provider's outcome. Its receipt's `done date` names that time, also when
 * the receipt waited for the ESME to bind; null (every other report): the time it is sent.
 */
export const reportDoneAt: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('esme_message_parts')
      .addColumn('report_done_at', 'bigint')
      .execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('esme_message_parts').dropColumn('report_done_at').execute();
  },
};
