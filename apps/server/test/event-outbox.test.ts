import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { durableEventSchema } from '@routelab/shared';
import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import { createPostgres, createSqlite, type Db } from '../src/db/database.js';
import { migrateToLatest } from '../src/db/migrate.js';
import type { Database } from '../src/db/schema.js';
import { isPostgres } from '../src/db/raw-sql.js';
import { SqlWork } from '../src/db/sql-work.js';
import {
  OutboxRelay,
  retryDelayMs,
  type DeliveredEvent,
  type DurableSubscriber,
} from '../src/event-outbox/outbox-relay.js';
import { OutboxStore } from '../src/event-outbox/outbox-store.js';
import { addOutboxEvents, type OutboxEvent } from '../src/event-outbox/write-outbox.js';
import { JobRegistry } from '../src/jobs/job-registry.js';
import { JobRepository } from '../src/jobs/job-repository.js';
import { JobRunner } from '../src/jobs/job-runner.js';
import { DIALECTS } from './support/dialects.js';
import { createTestDatabase, PG_MISSING_MESSAGE } from './support/postgres.js';

const silent = pino({ level: 'silent' });

/** Events into the outbox as statements run on `executor` (in its transaction when it is one). */
async function writeOutbox(executor: Kysely<Database>, events: readonly OutboxEvent[]) {
  const work = new SqlWork(isPostgres(executor));
  addOutboxEvents(work, events);
  await work.commit(executor);
}

/** A migrated database that can be closed and opened again, as a restarted server would. */
async function testDatabase(dialect: (typeof DIALECTS)[number]) {
  if (dialect === 'postgres') {
    if (!process.env.TEST_DATABASE_URL) throw new Error(PG_MISSING_MESSAGE);
    const database = await createTestDatabase();
    return { open: () => createPostgres(database.url).db, drop: () => database.drop() };
  }
  const dir = await mkdtemp(join(tmpdir(), 'routelab-outbox-'));
  return {
    open: () => createSqlite(join(dir, 'routelab.sqlite')).db,
    drop: () => rm(dir, { recursive: true, force: true }),
  };
}

async function insertUser(db: Db, email: string): Promise<number> {
  const row = await db
    .insertInto('users')
    .values({
      email,
      password_hash: 'x',
      first_name: 'First',
      last_name: 'Last',
      avatar: null,
      groups: 'user',
      tier: 'free',
      email_confirmed_at: 1,
      created_at: 1,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const receipt = (userId: number, messageId: number, at: number): OutboxEvent => ({
  kind: 'message.receipt',
  userId,
  at,
  data: {
    message_id: messageId,
    gateway_id: 1,
    smsc_message_id: `id-${messageId}`,
    status: 'delivered',
    text: `id:id-${messageId} stat:DELIVRD`,
    received_at: at,
  },
});

for (const dialect of DIALECTS) {
  describe(`event outbox [${dialect}]`, () => {
    let database: Awaited<ReturnType<typeof testDatabase>>;
    let db: Db;
    let now: number;
    let alice: number;
    let bob: number;
    const clock = () => now;
    const relays: OutboxRelay[] = [];
    const relay = (subscriber: DurableSubscriber, on: Db = db) => {
      const created = new OutboxRelay(on, { clock, log: silent });
      created.subscribe(subscriber);
      relays.push(created);
      return created;
    };
    /** Passes until nothing more is delivered; returns how many passes delivered. */
    const drain = async (target: OutboxRelay) => {
      let passes = 0;
      while ((await target.deliverDue()) > 0) passes += 1;
      return passes;
    };
    const rows = () => db.selectFrom('outbox').selectAll().orderBy('id').execute();

    beforeEach(async () => {
      database = await testDatabase(dialect);
      db = database.open();
      await migrateToLatest(db);
      now = 1_000_000;
      alice = await insertUser(db, 'alice@example.com');
      bob = await insertUser(db, 'bob@example.com');
    });

    afterEach(async () => {
      relays.splice(0);
      await db.destroy();
      await database.drop();
    });

    it('commits an event with the change it describes, and rolls both back together', async () => {
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('users')
          .set({ first_name: 'Kept' })
          .where('id', '=', alice)
          .execute();
        await writeOutbox(trx, [receipt(alice, 1, now)]);
      });
      await expect(
        db.transaction().execute(async (trx) => {
          await trx
            .updateTable('users')
            .set({ first_name: 'Undone' })
            .where('id', '=', alice)
            .execute();
          await writeOutbox(trx, [receipt(alice, 2, now)]);
          throw new Error('the change failed');
        }),
      ).rejects.toThrow('the change failed');
      const user = await db
        .selectFrom('users')
        .select('first_name')
        .where('id', '=', alice)
        .executeTakeFirstOrThrow();
      expect(user.first_name).toBe('Kept');
      const stored = await rows();
      expect(stored).toHaveLength(1);
      expect(stored[0]).toMatchObject({
        kind: 'message.receipt',
        user_id: alice,
        created_at: now,
        attempts: 0,
        delivered_at: null,
      });
      expect(
        durableEventSchema.parse({ kind: stored[0]!.kind, data: JSON.parse(stored[0]!.payload) }),
      ).toEqual({ kind: 'message.receipt', data: receipt(alice, 1, now).data });
    });

    it('delivers every row, in order per user, and marks it delivered', async () => {
      await writeOutbox(db, [
        receipt(alice, 1, now),
        receipt(bob, 2, now),
        receipt(alice, 3, now),
        receipt(bob, 4, now),
        receipt(alice, 5, now),
      ]);
      const heard: DeliveredEvent[] = [];
      const other: DeliveredEvent[] = [];
      const target = relay(async (event) => void heard.push(event));
      target.subscribe(async (event) => void other.push(event));
      await drain(target);
      const messagesOf = (userId: number) =>
        heard.filter((event) => event.userId === userId).map((event) => event.data.message_id);
      expect(messagesOf(alice)).toEqual([1, 3, 5]);
      expect(messagesOf(bob)).toEqual([2, 4]);
      expect(other).toEqual(heard);
      // Users are delivered side by side: only each user's own order is fixed.
      expect(heard.find((event) => event.data.message_id === 1)).toMatchObject({
        kind: 'message.receipt',
        userId: alice,
        createdAt: now,
      });
      expect((await rows()).every((row) => row.delivered_at === now)).toBe(true);
      expect(await target.deliverDue()).toBe(0);
    });

    it("retries a failing subscriber with backoff, holding back only that user's later rows", async () => {
      await writeOutbox(db, [receipt(alice, 1, now), receipt(alice, 2, now), receipt(bob, 3, now)]);
      let failures = 2;
      const heard: number[] = [];
      const target = relay(async (event) => {
        if (event.data.message_id === 1 && failures > 0) {
          failures -= 1;
          throw new Error('webhook answered 503');
        }
        heard.push(event.data.message_id);
      });
      await drain(target);
      expect(heard).toEqual([3]);
      expect((await rows())[0]).toMatchObject({
        attempts: 1,
        last_error: 'webhook answered 503',
        next_attempt_at: now + retryDelayMs(1),
        delivered_at: null,
      });
      now += retryDelayMs(1) - 1;
      expect(await target.deliverDue()).toBe(0);
      now += 1;
      expect(await target.deliverDue()).toBe(0);
      expect((await rows())[0]).toMatchObject({
        attempts: 2,
        next_attempt_at: now + retryDelayMs(2),
      });
      expect(retryDelayMs(2)).toBe(2 * retryDelayMs(1));
      now += retryDelayMs(2);
      await drain(target);
      expect(heard).toEqual([3, 1, 2]);
      expect((await rows()).every((row) => row.delivered_at !== null)).toBe(true);
    });

    it('delivers after a restart what was written, failed or held by a relay before it', async () => {
      await writeOutbox(db, [receipt(alice, 1, now), receipt(bob, 2, now)]);
      const failing = relay(async () => {
        throw new Error('subscriber down');
      });
      await drain(failing);
      // Bob's row was leased by a relay whose process then ended (never settled).
      await writeOutbox(db, [receipt(bob, 3, now)]);
      const [, bobsHead] = await rows();
      expect(await new OutboxStore(db).lease(bobsHead!, now + 60_000)).toBe(true);
      await db.destroy();

      db = database.open();
      const heard: number[] = [];
      const restarted = relay(async (event) => void heard.push(event.data.message_id));
      now += retryDelayMs(1);
      await drain(restarted);
      expect(heard).toEqual([1]);
      now += 60_000;
      await drain(restarted);
      expect(heard).toEqual([1, 2, 3]);
    });

    it('lets one of two relays on one database take each user, so each row goes out once', async () => {
      const events = Array.from({ length: 20 }, (_, index) =>
        receipt(index % 2 === 0 ? alice : bob, index + 1, now),
      );
      await writeOutbox(db, events);
      const heard: number[] = [];
      const second = database.open();
      const hear = async (event: DeliveredEvent) => void heard.push(event.data.message_id);
      try {
        const [first, other] = [relay(hear), relay(hear, second)];
        await Promise.all([first.deliverDue(), other.deliverDue()]);
        await Promise.all([drain(first), drain(other)]);
      } finally {
        relays.splice(0);
        await second.destroy();
      }
      expect([...heard].sort((a, b) => a - b)).toEqual(
        events.map((event) => event.data.message_id),
      );
    });

    it('delivers on its own once started, and stops', async () => {
      const heard: number[] = [];
      const target = relay(async (event) => void heard.push(event.data.message_id));
      const jobs = new JobRunner({
        repository: new JobRepository(db),
        registry: new JobRegistry([target.relayJob()]),
        clock,
        log: silent,
        pollMs: 10,
      });
      await jobs.start();
      await writeOutbox(db, [receipt(alice, 1, now)]);
      await expect.poll(() => heard, { timeout: 5_000 }).toEqual([1]);
      await jobs.stop();
    });
  });
}
