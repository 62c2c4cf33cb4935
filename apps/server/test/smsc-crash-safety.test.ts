import type { CreatedApiKey } from '@routelab/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../packages/smpp/test/interop/support/ports.js';
import type { Db } from '../src/db/database.js';
import type { PartState } from '../src/db/schema.js';
import { hashPassword, TEST_SCRYPT_COST } from '../src/crypto/password-hash.js';
import { AMBIGUOUS_RESTART } from '../src/smpp/gateway-manager/part-errors.js';
import { ApiClient } from './support/api-client.js';
import { DIALECTS } from './support/dialects.js';
import { PG_MISSING_MESSAGE } from './support/postgres.js';
import { SEEDED_BALANCE_MICROS, seedUser } from './support/seed-accounts.js';
import { setUpServerProcess, type ServerProcessSetup } from './support/server-process.js';
import { createGateway, eventually, SMSC_PASSWORD, SMSC_SYSTEM_ID } from './support/smsc-api.js';
import { SmscSimulator } from '@routelab/smpp/testing';

const TOTAL = 1_000;
const CONCURRENCY = 16;
const WINDOW = 50;
const EMAIL = 'smsc-crash@example.com';
const PASSWORD = 'Secret-pass-1';

const destination = (index: number) => `49160${String(index).padStart(7, '0')}`;

/**
 * Sends TOTAL messages through /cgi-bin/sendsms, CONCURRENCY requests at a time, until they are
 * all sent or the server stops answering; resolves with the destinations answered 202, and
 * rejects at the first other answer.
 */
async function sendsmsLoad(base: string, key: string): Promise<Set<string>> {
  const accepted = new Set<string>();
  let next = 0;
  const worker = async () => {
    while (next < TOTAL) {
      const to = destination(next++);
      const query = new URLSearchParams({
        username: EMAIL,
        password: key,
        from: 'Crash',
        to,
        text: `m ${to}`,
      });
      let response;
      try {
        response = await fetch(`${base}/cgi-bin/sendsms?${query}`);
      } catch {
        return;
      }
      if (response.status !== 202) {
        throw new Error(`sendsms answered ${response.status} ${await response.text()}`);
      }
      accepted.add(to);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return accepted;
}

/** The ids of the parts in one of `states`. */
async function partsIn(db: Db, states: PartState[]): Promise<number[]> {
  const rows = await db
    .selectFrom('smsc_message_parts')
    .select('id')
    .where('state', 'in', states)
    .execute();
  return rows.map((row) => row.id);
}

for (const dialect of DIALECTS) {
  describe(`SMSC sending survives kill -9 under sendsms load [${dialect}]`, () => {
    if (dialect === 'postgres' && !process.env.TEST_DATABASE_URL) {
      it('needs PostgreSQL', () => {
        throw new Error(PG_MISSING_MESSAGE);
      });
      return;
    }
    let setup: ServerProcessSetup;
    const simulators: SmscSimulator[] = [];

    beforeAll(async () => {
      setup = await setUpServerProcess(dialect);
    });

    afterAll(async () => {
      await setup?.dispose();
      for (const simulator of simulators) await simulator.stop();
    });

    it(
      'sends every message answered 202 once, or ends it unknown and refunded; none twice',
      {
        timeout: 300_000,
      },
      async () => {
        const { db, server } = setup;
        const userId = await seedUser(db, EMAIL, await hashPassword(PASSWORD, TEST_SCRYPT_COST));
        await server.start();
        const base = `http://127.0.0.1:${setup.httpPort}`;
        // The server runs in its own process: its contracts are checked by the in-process suites.
        const api = new ApiClient(base, null);
        await api.login(EMAIL, PASSWORD);
        const created = await api.post<CreatedApiKey>('/api/user/api-key/create/', {
          name: 'crash load',
          permissions: ['send_sms'],
          rate_limit: 100_000,
        });
        expect(created.status).toBe(201);
        const smscPort = await freePort();
        await createGateway(api, smscPort, { window_size: WINDOW });

        const load = sendsmsLoad(base, created.body.key);
        let refused: unknown;
        load.catch((error: unknown) => (refused = error));
        // The SMSC comes up once three windows are stored, and takes every submit but answers none,
        // as one that hangs: the window fills and stays full, and the batches claimed behind it
        // wait. So what the kill interrupts is the same whatever the machine's speed.
        await eventually(
          'three windows of messages stored',
          async () => {
            if (refused) throw refused;
            const stored = await db.selectFrom('smsc_messages').select('id').execute();
            return stored.length >= 3 * WINDOW ? true : undefined;
          },
          120_000,
        );
        const hung = await SmscSimulator.start({
          credentials: { systemId: SMSC_SYSTEM_ID, password: SMSC_PASSWORD },
          port: smscPort,
          reply: () => ({ silent: true }),
        });
        simulators.push(hung);
        await eventually(
          'a full window at the SMSC and two batches claimed behind it',
          async () => {
            if (refused) throw refused;
            if (hung.submits.length < WINDOW) return undefined;
            return (await partsIn(db, ['reserved', 'sending'])).length >= 3 * WINDOW
              ? true
              : undefined;
          },
          120_000,
        );
        await server.kill();
        const accepted = await load;

        // What the kill left: at most the window on the wire may have reached the SMSC.
        const possiblySent = await partsIn(db, ['sending']);
        const reserved = await partsIn(db, ['reserved']);
        expect(possiblySent.length).toBeLessThanOrEqual(WINDOW);

        await hung.kill();
        const smsc = await SmscSimulator.start({
          credentials: { systemId: SMSC_SYSTEM_ID, password: SMSC_PASSWORD },
          port: smscPort,
        });
        simulators.push(smsc);
        await server.start();
        await eventually(
          'every part to be answered after the restart',
          async () =>
            (await partsIn(db, ['queued', 'reserved', 'sending'])).length === 0 ? true : undefined,
          180_000,
        );
        await server.kill();

        const rows = await db
          .selectFrom('smsc_messages as m')
          .innerJoin('smsc_message_parts as p', 'p.sms_id', 'm.id')
          .select([
            'p.id',
            'm.destination_addr',
            'm.status',
            'm.error',
            'm.cost_micros',
            'p.charged_micros',
          ])
          .execute();
        const before = hung.countsByDestination();
        const after = smsc.countsByDestination();
        const received = (to: string) => (before.get(to) ?? 0) + (after.get(to) ?? 0);
        // No acknowledged message lost, none sent twice (also of those stored but never answered).
        const stored = new Set(rows.map((row) => row.destination_addr));
        expect([...accepted].filter((to) => !stored.has(to))).toEqual([]);
        expect(rows.filter((row) => received(row.destination_addr) > 1)).toEqual([]);
        // What may have left ends unknown, refunded, never resent; everything else (the claimed
        // batches included) reached the SMSC once and was accepted.
        const mayHaveLeft = new Set(possiblySent);
        const wrong = rows.filter((row) =>
          mayHaveLeft.has(row.id)
            ? row.status !== 'unknown' ||
              row.error !== AMBIGUOUS_RESTART ||
              Number(row.charged_micros) !== 0 ||
              Number(row.cost_micros) !== 0 ||
              after.has(row.destination_addr)
            : row.status !== 'submitted' || received(row.destination_addr) !== 1,
        );
        expect(wrong).toEqual([]);
        expect(reserved.length).toBeGreaterThanOrEqual(2 * WINDOW);

        // Money: the balance is its ledger, and the interrupted parts' charges came back as refunds.
        const entries = await db
          .selectFrom('ledger_entries')
          .select(['kind', 'amount_micros'])
          .where('user_id', '=', userId)
          .execute();
        const sum = (kind?: string) =>
          entries
            .filter((entry) => kind === undefined || entry.kind === kind)
            .reduce((total, entry) => total + Number(entry.amount_micros), 0);
        const user = await db
          .selectFrom('users')
          .select('balance_micros')
          .where('id', '=', userId)
          .executeTakeFirstOrThrow();
        expect(Number(user.balance_micros)).toBe(sum());
        const price = -sum('message_charge') / rows.length;
        expect(price).toBeGreaterThan(0);
        expect(sum('refund')).toBe(possiblySent.length * price);
        const charged = rows.reduce((total, row) => total + Number(row.charged_micros), 0);
        expect(SEEDED_BALANCE_MICROS - Number(user.balance_micros)).toBe(charged);
      },
    );
  });
}
