import { parseReceiptText, SmppClient } from '@routelab/smpp';
import { SmscSimulator } from '@routelab/smpp/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../packages/smpp/test/interop/support/ports.js';
import { hashPassword, TEST_SCRYPT_COST } from '../src/crypto/password-hash.js';
import type { Db } from '../src/db/database.js';
import type { PartState } from '../src/db/schema.js';
import { createAccount, gsm } from './esme-harness.js';
import { ApiClient } from './support/api-client.js';
import { DIALECTS } from './support/dialects.js';
import { PG_MISSING_MESSAGE } from './support/postgres.js';
import { seedUser } from './support/seed-accounts.js';
import { setUpServerProcess, type ServerProcessSetup } from './support/server-process.js';
import { createGateway, eventually, SMSC_PASSWORD, SMSC_SYSTEM_ID } from './support/smsc-api.js';

const TOTAL = 10_000;
/** The window on both legs: the ESME's submits in flight, and the gateway's. */
const WINDOW = 100;
const EMAIL = 'routing-crash@example.com';
const PASSWORD = 'Secret-pass-1';

const destination = (index: number) => `49170${String(index).padStart(7, '0')}`;

/** The states of the routed parts (what the gateway sends), by part id. */
async function routedPartsIn(db: Db, states: PartState[]): Promise<number[]> {
  const rows = await db
    .selectFrom('smsc_message_parts as p')
    .innerJoin('smsc_messages as m', 'm.id', 'p.sms_id')
    .select('p.id')
    .where('m.esme_part_id', 'is not', null)
    .where('p.state', 'in', states)
    .execute();
  return rows.map((row) => row.id);
}

/** A routing ESME bound as transceiver, answering every deliver_sm and keeping the receipts. */
async function bindCustomer(port: number, account: { system_id: string; password: string }) {
  const receipts = new Map<string, string[]>();
  const client = new SmppClient({
    host: '127.0.0.1',
    port,
    system_id: account.system_id,
    password: account.password,
    bindType: 'transceiver',
    windowSize: WINDOW,
    responseTimeoutMs: 30_000,
    enquireLinkIntervalMs: 0,
    reconnect: false,
  });
  client.on('error', () => undefined);
  client.on('pdu', (pdu, session) => {
    if (pdu.command !== 'deliver_sm') return;
    const { id, stat } = parseReceiptText(pdu.short_message.toString('latin1')) ?? {};
    if (id !== undefined && stat !== undefined) {
      receipts.set(id, [...(receipts.get(id) ?? []), stat]);
    }
    session.respond(pdu, { commandStatus: 0 });
  });
  await client.connect();
  return { client, receipts };
}

for (const dialect of DIALECTS) {
  describe(`Gateway mode survives kill -9 with routed messages in flight [${dialect}]`, () => {
    if (dialect === 'postgres' && !process.env.TEST_DATABASE_URL) {
      it('needs PostgreSQL', () => {
        throw new Error(PG_MISSING_MESSAGE);
      });
      return;
    }
    let setup: ServerProcessSetup;
    const simulators: SmscSimulator[] = [];
    const clients: SmppClient[] = [];

    beforeAll(async () => {
      setup = await setUpServerProcess(dialect);
    });

    afterAll(async () => {
      for (const client of clients) await client.close().catch(() => undefined);
      await setup?.dispose();
      for (const simulator of simulators) await simulator.stop();
    });

    it(
      'sends each acknowledged message once, or ends it UNKNOWN with a receipt and a refund; every receipt reaches the ESME',
      { timeout: 600_000 },
      async () => {
        const { db, server } = setup;
        const userId = await seedUser(db, EMAIL, await hashPassword(PASSWORD, TEST_SCRYPT_COST));
        await server.start();
        // The server runs in its own process: its contracts are checked by the in-process suites.
        const api = new ApiClient(`http://127.0.0.1:${setup.httpPort}`, null);
        await api.login(EMAIL, PASSWORD);
        const smscPort = await freePort();
        const gateway = await createGateway(api, smscPort, { window_size: WINDOW });
        const account = await createAccount(api, { routing: 'on' });
        const route = await api.post('/api/route/create/', {
          name: 'Everything out',
          kind: 'mt',
          action: { strategy: 'static', gateway_ids: [gateway.id] },
        });
        expect(route.status, JSON.stringify(route.body)).toBe(201);

        // The customer submits everything while no SMSC is up: each is stored and acknowledged
        // with our id, and queued for the gateway.
        const first = await bindCustomer(setup.smppPort, account);
        clients.push(first.client);
        const acknowledged = new Map<string, string>();
        let next = 0;
        const worker = async () => {
          while (next < TOTAL) {
            const to = destination(next++);
            const answer = await first.client.submitSm({
              source_addr: 'Crash',
              destination_addr: to,
              registered_delivery: 1,
              short_message: gsm(`m ${to}`),
            });
            acknowledged.set(to, answer.message_id);
          }
        };
        await Promise.all(Array.from({ length: WINDOW }, worker));
        expect(acknowledged.size).toBe(TOTAL);

        // An SMSC that takes every submit and answers none: the gateway's window fills and
        // stays full, with batches claimed behind it, whatever the machine's speed.
        const hung = await SmscSimulator.start({
          credentials: { systemId: SMSC_SYSTEM_ID, password: SMSC_PASSWORD },
          port: smscPort,
          reply: () => ({ silent: true }),
        });
        simulators.push(hung);
        await eventually(
          'a full window at the SMSC and a batch claimed behind it',
          async () => {
            if (hung.submits.length < WINDOW) return undefined;
            return (await routedPartsIn(db, ['reserved', 'sending'])).length >= 2 * WINDOW
              ? true
              : undefined;
          },
          180_000,
        );
        await server.kill();
        await first.client.close().catch(() => undefined);
        const possiblySent = new Set(await routedPartsIn(db, ['sending']));
        expect(possiblySent.size).toBeLessThanOrEqual(WINDOW);

        await hung.kill();
        const smsc = await SmscSimulator.start({
          credentials: { systemId: SMSC_SYSTEM_ID, password: SMSC_PASSWORD },
          port: smscPort,
        });
        simulators.push(smsc);
        await server.start();
        const second = await bindCustomer(setup.smppPort, account);
        clients.push(second.client);
        await eventually(
          'a receipt for every acknowledged message',
          () => (second.receipts.size >= TOTAL ? true : undefined),
          300_000,
        );

        const rows = await db
          .selectFrom('smsc_message_parts as p')
          .innerJoin('smsc_messages as m', 'm.id', 'p.sms_id')
          .innerJoin('esme_message_parts as e', 'e.id', 'm.esme_part_id')
          .select(['p.id', 'm.destination_addr', 'm.status', 'e.message_id'])
          .execute();
        const before = hung.countsByDestination();
        const after = smsc.countsByDestination();
        const received = (to: string) => (before.get(to) ?? 0) + (after.get(to) ?? 0);
        // Every acknowledged message is routed, and none reached an SMSC twice.
        expect(rows.length).toBe(TOTAL);
        expect(new Set(rows.map((row) => row.message_id))).toEqual(new Set(acknowledged.values()));
        expect(rows.filter((row) => received(row.destination_addr) > 1)).toEqual([]);
        // What may have left ends unknown, with an UNKNOWN receipt, never resent; everything else
        // reached the SMSC once and came back DELIVRD. One receipt per message.
        const wrong = rows.filter((row) => {
          const stats = second.receipts.get(row.message_id ?? '') ?? [];
          return possiblySent.has(row.id)
            ? row.status !== 'unknown' ||
                after.has(row.destination_addr) ||
                stats.join() !== 'UNKNOWN'
            : row.status !== 'delivered' ||
                received(row.destination_addr) !== 1 ||
                stats.join() !== 'DELIVRD';
        });
        expect(wrong).toEqual([]);
        expect(possiblySent.size).toBeGreaterThan(0);

        // Money: each message charged once at ingest; those that ended in doubt refunded once.
        const entries = await db
          .selectFrom('ledger_entries')
          .select(['kind', 'amount_micros'])
          .where('user_id', '=', userId)
          .execute();
        const sum = (kind?: string) =>
          entries
            .filter((entry) => kind === undefined || entry.kind === kind)
            .reduce((total, entry) => total + Number(entry.amount_micros), 0);
        const price = -sum('message_charge') / TOTAL;
        expect(price).toBeGreaterThan(0);
        expect(sum('refund')).toBe(possiblySent.size * price);
        const user = await db
          .selectFrom('users')
          .select('balance_micros')
          .where('id', '=', userId)
          .executeTakeFirstOrThrow();
        expect(Number(user.balance_micros)).toBe(sum());
      },
    );
  });
}
