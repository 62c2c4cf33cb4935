import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { dlrPolicySchema } from '@routelab/shared';
import { createPdu } from '@routelab/smpp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createPostgres, createSqlite, type DatabaseHandle } from '../src/db/database.js';
import { migrateToLatest } from '../src/db/migrate.js';
import { EsmeIngestStore } from '../src/modules/esme-messages/ingest-store.js';
import type { BoundSession, LiveAccount } from '../src/smpp/smpp-server/bind-registry.js';
import { SubmitIngest } from '../src/smpp/smpp-server/submit-ingest.js';
import { DIALECTS } from './support/dialects.js';
import { PG_MISSING_MESSAGE, createTestDatabase } from './support/postgres.js';
import { seedAccount, seedUser } from './support/seed-accounts.js';

/**
 * ESME message and part ids come from blocks reserved in the database: two ingests on one
 * database (two processes, each with its own connection) and a restart never reuse an id.
 */
for (const dialect of DIALECTS) {
  describe(`ESME ids across processes [${dialect}]`, () => {
    let open: () => DatabaseHandle;
    let cleanup: () => Promise<void>;
    const handles: DatabaseHandle[] = [];
    const ingests: SubmitIngest[] = [];

    beforeAll(async () => {
      if (dialect === 'postgres') {
        if (!process.env.TEST_DATABASE_URL) throw new Error(PG_MISSING_MESSAGE);
        const database = await createTestDatabase();
        open = () => createPostgres(database.url);
        cleanup = () => database.drop();
      } else {
        const dir = await mkdtemp(join(tmpdir(), 'routelab-ids-'));
        open = () => createSqlite(join(dir, 'routelab.sqlite'));
        cleanup = () => rm(dir, { recursive: true, force: true });
      }
      const handle = open();
      handles.push(handle);
      await migrateToLatest(handle.db);
    });

    afterEach(async () => {
      for (const ingest of ingests.splice(0)) await ingest.stop();
    });

    afterAll(async () => {
      for (const handle of handles.splice(0)) await handle.destroy();
      await cleanup?.();
    });

    /** An ingest on its own connection, as another process would have; small blocks. */
    async function startIngest(idBlock: number): Promise<SubmitIngest> {
      const handle = open();
      handles.push(handle);
      const ingest = new SubmitIngest({
        store: new EsmeIngestStore(handle.db),
        transactions: handle.transactions,
        clock: Date.now,
        random: Math.random,
        idBlock,
      });
      await ingest.start();
      ingests.push(ingest);
      return ingest;
    }

    async function account(name: string): Promise<LiveAccount> {
      const { db } = handles[0]!;
      const userId = await seedUser(db, `${name}@example.com`, 'x');
      const clientId = await seedAccount(db, {
        userId,
        systemId: name,
        passwordHash: 'x',
        maxBinds: 1,
      });
      return {
        clientId,
        userId,
        limiter: undefined,
        policy: dlrPolicySchema.parse({ mode: 'off', weights: {} }),
        routing: undefined,
      };
    }

    /** A session that records the message ids it is answered with (or the refusals). */
    function session(clientId: number, answered: string[]): BoundSession {
      const respond = (_pdu: unknown, fields: { message_id?: string; commandStatus?: number }) =>
        answered.push(
          fields.commandStatus ? `refused ${fields.commandStatus}` : fields.message_id!,
        );
      // Only respond() of the session is used by ingest.
      return { id: `s${clientId}`, clientId, session: { respond } } as unknown as BoundSession;
    }

    /** Submits `count` short messages, one event-loop turn at a time, through `ingest`. */
    async function submitMany(
      ingest: SubmitIngest,
      live: LiveAccount,
      answered: string[],
      count: number,
    ): Promise<void> {
      const entry = session(live.clientId, answered);
      for (let index = 0; index < count; index += 1) {
        const pdu = createPdu('submit_sm', {
          sequenceNumber: index + 1,
          source_addr: 'Ids',
          destination_addr: `49151${index}`,
          short_message: Buffer.from(`message ${index}`),
        });
        ingest.submit(entry, live, pdu);
        if (index % 10 === 0) await new Promise((resolve) => setImmediate(resolve));
      }
      await ingest.drain();
    }

    async function storedIds(): Promise<{ messages: number[]; parts: number[] }> {
      const { db } = handles[0]!;
      const messages = await db.selectFrom('esme_messages').select('id').execute();
      const parts = await db.selectFrom('esme_message_parts').select('id').execute();
      return {
        messages: messages.map((row) => Number(row.id)),
        parts: parts.map((row) => Number(row.id)),
      };
    }

    it('two ingests on one database store distinct message and part ids', async () => {
      const [first, second] = [await startIngest(50), await startIngest(50)];
      const [one, two] = [await account('ids-one'), await account('ids-two')];
      const answers: [string[], string[]] = [[], []];
      // Blocks of 50 and 300 submits each: both go through several blocks while the other does.
      await Promise.all([
        submitMany(first, one, answers[0], 300),
        submitMany(second, two, answers[1], 300),
      ]);
      const all = [...answers[0], ...answers[1]];
      expect(all.filter((answer) => answer.startsWith('refused'))).toEqual([]);
      expect(new Set(all).size).toBe(600);
      const { messages, parts } = await storedIds();
      expect(messages).toHaveLength(600);
      expect(parts).toHaveLength(600);
    });

    it('numbers submits that used up their block once the next is reserved, in order', async () => {
      const live = await account('ids-wait');
      const answered: string[] = [];
      // Blocks of one id and 30 submits in one turn: all but the first wait for a block.
      const ingest = await startIngest(1);
      const entry = session(live.clientId, answered);
      for (let index = 0; index < 30; index += 1) {
        const pdu = createPdu('submit_sm', {
          sequenceNumber: index + 1,
          destination_addr: `49152${index}`,
          short_message: Buffer.from(`wait ${index}`),
        });
        ingest.submit(entry, live, pdu);
      }
      await ingest.drain();
      expect(answered.filter((answer) => answer.startsWith('refused'))).toEqual([]);
      const ids = answered.map(Number);
      expect(ids).toHaveLength(30);
      expect([...ids].sort((a, b) => a - b)).toEqual(ids);
      expect(new Set(ids).size).toBe(30);
    });

    it('a restarted ingest does not reuse ids', async () => {
      const live = await account('ids-restart');
      const before = await storedIds();
      const firstRun: string[] = [];
      await submitMany(await startIngest(1_000), live, firstRun, 20);
      for (const ingest of ingests.splice(0)) await ingest.stop();
      const secondRun: string[] = [];
      await submitMany(await startIngest(1_000), live, secondRun, 20);
      const highest = Math.max(...firstRun.map(Number));
      expect(Math.min(...secondRun.map(Number))).toBeGreaterThan(highest);
      const after = await storedIds();
      expect(after.messages.length - before.messages.length).toBe(40);
      expect(new Set(after.parts).size).toBe(after.parts.length);
    });
  });
}
