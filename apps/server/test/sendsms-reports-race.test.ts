import { expect, it } from 'vitest';
import type { RunningJob } from '../src/jobs/job-registry.js';
import { DLR_URL_JOB } from '../src/modules/sendsms/dlr-url-job.js';
import { SendsmsReports } from '../src/modules/sendsms/sendsms-reports.js';
import { describeEachDialect } from './support/dialects.js';
import { smscMessageRow } from './support/smsc-rows.js';

const MESSAGES = 5;
/** The SMSC ack (8) and the delivered receipt (1). */
const DLR_MASK = 9;

const job: RunningJob = {
  id: 0,
  name: 'test',
  attempt: 1,
  maxAttempts: 1,
  createdAt: 0,
  retryAt: () => null,
};

/**
 * The report job of a message and the sweep can look at one report row at once (the sweep runs
 * at every start); each report must still be queued once (a clean-clone run once called a
 * dlr-url twice for one SMSC ack).
 */
describeEachDialect('sendsms reports looked at twice at once', (server) => {
  it('queues each dlr-url call once when the report job and the sweep race', async () => {
    const { ctx, db, database, clock } = server();
    const user = await server().createUser('reports-race@example.com', 'Reports-pass-1');
    const reports = new SendsmsReports({
      db,
      transactions: database.transactions,
      clock: clock.now,
      jobs: ctx.jobs,
    });
    const messageIds: number[] = [];
    for (let index = 0; index < MESSAGES; index++) {
      const message = await db
        .insertInto('smsc_messages')
        .values(
          smscMessageRow(user.id, 0, { gateway_id: null, status: 'delivered', dlr_text: 'id:1' }),
        )
        .returning('id')
        .executeTakeFirstOrThrow();
      await db
        .insertInto('smsc_message_parts')
        .values({
          sms_id: message.id,
          gateway_id: null,
          seq: 1,
          state: 'answered',
          status: 'delivered',
          esm_class: 0,
          short_message: '6869',
          tlvs: '[]',
          smsc_message_id: `m${index}`,
          command_status: 0,
          created_at: clock.now(),
          responded_at: clock.now(),
        })
        .execute();
      await db
        .insertInto('sendsms_reports')
        .values({
          message_id: message.id,
          user_id: user.id,
          dlr_url: `http://127.0.0.1:9/dlr?type=%d&id=${message.id}`,
          dlr_mask: DLR_MASK,
          sender: 'A',
          receiver: '4912345',
          smsc_id: 'race',
          meta_data: null,
          created_at: clock.now(),
        })
        .execute();
      messageIds.push(message.id);
    }

    const reportJob = reports.reportJob();
    const sweepJob = reports.sweepJob();
    await Promise.all([
      sweepJob.handle({}, job),
      ...messageIds.map((message_id) => reportJob.handle({ message_id }, job)),
      sweepJob.handle({}, job),
    ]);

    const calls = await db
      .selectFrom('jobs')
      .select('payload')
      .where('name', '=', DLR_URL_JOB.name)
      .execute();
    const urls = calls.map((call) => (JSON.parse(call.payload) as { url: string }).url).sort();
    const expected = messageIds
      .flatMap((id) => [
        `http://127.0.0.1:9/dlr?type=1&id=${id}`,
        `http://127.0.0.1:9/dlr?type=8&id=${id}`,
      ])
      .sort();
    expect(urls).toEqual(expected);
    const rows = await db
      .selectFrom('sendsms_reports')
      .select(['reported', 'open'])
      .where('message_id', 'in', messageIds)
      .execute();
    expect(rows).toEqual(Array.from({ length: MESSAGES }, () => ({ reported: DLR_MASK, open: 0 })));
  });
});
