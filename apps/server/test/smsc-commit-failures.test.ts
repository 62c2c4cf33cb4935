import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import type { SmscSimulator } from '@routelab/smpp/testing';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Db } from '../src/db/database.js';
import type { PartAnswer } from '../src/smpp/ports/gateway-parts.js';
import { OutboxRepository } from '../src/modules/smsc-messages/outbox-repository.js';
import { SentPartUpdates } from '../src/modules/smsc-messages/sent-part-updates.js';
import { PartRefunds } from '../src/modules/smsc-messages/part-refunds.js';
import { CommitQueue } from '../src/smpp/gateway-manager/commit-queue.js';
import type { ApiClient } from './support/api-client.js';
import { describeEachDialect } from './support/dialects.js';
import {
  createGateway,
  sendSms,
  startSmsc,
  waitForState,
  waitForStatus,
} from './support/smsc-api.js';
import { smscMessageRow, smscPartRow } from './support/smsc-rows.js';

/**
 * The database refuses an update of a part that gets an SMSC message id starting with
 * "poison", or any update of a part of a gateway listed in commit_fail_switch.
 */
async function installFailures(db: Db, dialect: string): Promise<void> {
  await sql`create table commit_fail_switch (gateway_id integer not null)`.execute(db);
  const refused = sql`new.smsc_message_id like 'poison%'
    or exists (select 1 from commit_fail_switch where gateway_id = new.gateway_id)`;
  if (dialect === 'postgres') {
    await sql`create function commit_fail() returns trigger language plpgsql as $$
      begin
        if ${refused} then raise exception 'test: the database refused the update'; end if;
        return new;
      end $$`.execute(db);
    await sql`create trigger commit_fail before update on smsc_message_parts
      for each row execute function commit_fail()`.execute(db);
  } else {
    await sql`create trigger commit_fail before update on smsc_message_parts
      when ${refused}
      begin select raise(abort, 'test: the database refused the update'); end`.execute(db);
  }
}

async function removeFailures(db: Db, dialect: string): Promise<void> {
  await sql`drop trigger commit_fail${sql.raw(dialect === 'postgres' ? ' on smsc_message_parts' : '')}`.execute(
    db,
  );
  if (dialect === 'postgres') await sql`drop function commit_fail()`.execute(db);
  await sql`drop table commit_fail_switch`.execute(db);
}

describeEachDialect('message updates whose transaction fails', (server) => {
  let client: ApiClient;
  let userId: number;
  const simulators: SmscSimulator[] = [];

  beforeAll(async () => {
    client = await server().signedInClient('commit-failures@example.com');
    userId = ((await client.get('/api/user/profile/')).body as { id: number }).id;
    await installFailures(server().db, server().dialect);
  });

  afterAll(async () => {
    for (const simulator of simulators) await simulator.stop();
    await removeFailures(server().db, server().dialect);
  });

  /** A message of one part on `gateway`, waiting for its submit_sm_resp. */
  async function sendingPart(gateway: number): Promise<{ smsId: number; partId: number }> {
    const { db } = server();
    const message = await db
      .insertInto('smsc_messages')
      .values(
        smscMessageRow(userId, gateway, {
          source_addr: 'Retry',
          registered_delivery: 1,
          status: 'sending',
          created_at: Date.now(),
        }),
      )
      .returning('id')
      .executeTakeFirstOrThrow();
    const part = await db
      .insertInto('smsc_message_parts')
      .values(
        smscPartRow(message.id, gateway, {
          state: 'sending',
          status: 'sending',
          created_at: Date.now(),
        }),
      )
      .returning('id')
      .executeTakeFirstOrThrow();
    return { smsId: message.id, partId: part.id };
  }

  it('retries a batch whose transaction failed, and stores it once the database works', async () => {
    const { db } = server();
    // Disabled: no link of the server's own touches it.
    const gateway = await createGateway(client, 1, { enabled: false });
    const { smsId, partId } = await sendingPart(gateway.id);
    await sql`insert into commit_fail_switch (gateway_id) values (${gateway.id})`.execute(db);
    const pauses: number[] = [];
    const warnings: string[] = [];
    // Only warn and error are used here.
    const log = {
      warn: (_fields: unknown, message: string) => warnings.push(message),
      error: (_fields: unknown, message: string) => warnings.push(message),
    } as unknown as FastifyBaseLogger;
    const refunds = new PartRefunds(server().ctx.ledger, () => Date.now());
    const parts = new SentPartUpdates(new OutboxRepository(server().db, refunds), refunds);
    const commits = new CommitQueue(server().database.transactions, parts, log, () => undefined, {
      // The database refuses the first two tries.
      pause: async (ms) => {
        pauses.push(ms);
        if (pauses.length === 2) {
          await sql`delete from commit_fail_switch where gateway_id = ${gateway.id}`.execute(db);
        }
      },
    });
    const answer: PartAnswer = {
      status: 'submitted',
      sent: { sessionId: 's1', sequenceNumber: 1, at: 10 },
      commandStatus: 0,
      messageId: 'AB12',
      error: null,
      at: 11,
    };
    commits.answer(gateway.id, partId, smsId, answer);
    await commits.flush();
    expect(pauses).toHaveLength(2);
    expect(warnings).toEqual([
      'message updates not stored, retrying',
      'message updates not stored, retrying',
    ]);
    const part = await db
      .selectFrom('smsc_message_parts')
      .select(['state', 'status', 'smsc_message_id', 'error'])
      .where('id', '=', partId)
      .executeTakeFirstOrThrow();
    expect(part).toEqual({
      state: 'answered',
      status: 'submitted',
      smsc_message_id: 'AB12',
      error: null,
    });
  });

  it('marks the parts failed, with the error shown, when the answers cannot be stored', async () => {
    const smsc = await startSmsc({ idPrefix: 'poison' });
    simulators.push(smsc);
    const gateway = await createGateway(client, smsc.port);
    await waitForState(client, gateway.id, 'bound');
    const [id] = await sendSms(client, {
      gateway: gateway.id,
      destinations: ['491710000009'],
      text: 'not stored',
      registered_delivery: 0,
    });

    // Never left "sending": failed, with the database's error in the message and its part.
    const detail = await waitForStatus(client, id!, ['failed']);
    expect(detail.error).toContain('could not be stored');
    expect(detail.error).toContain('test: the database refused the update');
    expect(detail.part_list.map((part) => part.status)).toEqual(['failed']);
    expect(smsc.submits).toHaveLength(1);
  });
});
