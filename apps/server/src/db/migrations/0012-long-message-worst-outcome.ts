import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Part outcomes, worst first, as the ESME side's report marking ranks them since it reads a long
 * message's status from all its parts (write-statements.ts). Frozen here: a migration must keep
 * doing what it did when it was written.
 */
const OUTCOMES = [
  'failed',
  'rejected',
  'undeliverable',
  'expired',
  'deleted',
  'unknown',
  'accepted',
  'delivered',
];

/**
 * Long received messages reported on before took their last receipt's status, so one
 * undelivered part of three could read `delivered`. They now read the worst outcome any part
 * was reported with, as new ones do. Down leaves them: the last receipt's status is not kept.
 */
export const longMessageWorstOutcome: Migration = {
  async up(db: Kysely<unknown>) {
    const ranks = sql.join(
      OUTCOMES.map((status, rank) => sql`when ${status} then ${rank}`),
      sql` `,
    );
    await sql`update esme_messages set status = coalesce(
        (select p.status from esme_message_parts p
          where p.esme_message_id = esme_messages.id and p.status in (${sql.join(OUTCOMES)})
          order by case p.status ${ranks} end limit 1),
        status)
      where parts > 1`.execute(db);
  },

  async down() {},
};
