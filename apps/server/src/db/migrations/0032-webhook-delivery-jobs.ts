import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Webhook deliveries become jobs of the one queue (issue 35): each open delivery gets its job,
 * in its webhook's order (ordering key `webhook:<id>`, ids in delivery order), due when the
 * delivery was, with the attempts it has made. webhook_deliveries stays the log users see;
 * its due-queue index goes, as the jobs table is the queue now. Job names are written out here:
 * a migration must not change when the code does.
 */
export const webhookDeliveryJobs: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`insert into jobs (name, payload, ordering_key, run_at, attempts, max_attempts, created_at)
      select 'webhook.delivery', '{"delivery_id":' || id || '}', 'webhook:' || webhook_id,
        next_attempt_at, attempts, 1000, created_at
      from webhook_deliveries
      where next_attempt_at is not null and status in ('pending', 'retrying')
      order by id`.execute(db);
    await sql`drop index webhook_deliveries_open`.execute(db);
  },

  async down(db: Kysely<unknown>) {
    await sql`create index webhook_deliveries_open on webhook_deliveries (next_attempt_at, webhook_id, id)`.execute(
      db,
    );
    await sql`delete from jobs where name in ('webhook.delivery', 'webhook.attempt')`.execute(db);
  },
};
