import { expect, it } from 'vitest';
import { PDU_LOG_RETENTION_JOB } from '../src/modules/logs/retention-job.js';
import { describeEachDialect } from './support/dialects.js';
import { eventually } from './support/eventually.js';

describeEachDialect('jobs at server start', (server) => {
  it('runs the PDU log retention job at start and schedules its next run an hour on', async () => {
    const ran = await eventually('the retention job to run', async () => {
      const job = await server()
        .db.selectFrom('jobs')
        .selectAll()
        .where('name', '=', PDU_LOG_RETENTION_JOB.name)
        .executeTakeFirst();
      // Before it runs, run_at is the start time; after, an hour later.
      return job && job.run_at > server().clock.now() ? job : undefined;
    });
    expect(ran.run_at - server().clock.now()).toBeLessThanOrEqual(60 * 60 * 1000);
    expect(ran).toMatchObject({
      attempts: 0,
      last_error: null,
      locked_by: null,
      finished_at: null,
    });
  });
});
