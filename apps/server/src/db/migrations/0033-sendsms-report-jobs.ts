import { sql, type Kysely, type Migration } from 'kysely';

/**
 * The sendsms reports are event-driven now (issue 35): no poller reads the open rows every
 * 250 ms. Each open row gets its report job once, due at once, so that what it owes is queued
 * after the upgrade; from then on the gateways' commit queue enqueues them. Job names are written
 * out here: a migration must not change when the code does.
 */
export const sendsmsReportJobs: Migration = {
  async up(db: Kysely<unknown>) {
    const now = Date.now();
    await sql`insert into jobs (name, payload, unique_key, run_at, max_attempts, created_at)
      select 'sendsms.report', '{"message_id":' || message_id || '}',
        'sendsms.report:' || message_id, ${now}, 5, ${now}
      from sendsms_reports where open = 1`.execute(db);
  },

  async down(db: Kysely<unknown>) {
    await sql`delete from jobs where name in ('sendsms.report', 'sendsms.reports-sweep')`.execute(
      db,
    );
  },
};
