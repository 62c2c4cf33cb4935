import { SmppClient } from '@routelab/smpp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/database.js';
import { hashPassword, TEST_SCRYPT_COST } from '../src/crypto/password-hash.js';
import { gsm } from './esme-harness.js';
import { DIALECTS } from './support/dialects.js';
import { PG_MISSING_MESSAGE } from './support/postgres.js';
import { seedAccount, seedUser } from './support/seed-accounts.js';
import { setUpServerProcess, type ServerProcessSetup } from './support/server-process.js';

const TOTAL = 20_000;
const KILL_AFTER_ACKS = 5_000;
const ACCOUNT = { system_id: 'crashtest', password: 'crash1' };

async function seedCrashAccount(db: Db): Promise<void> {
  const userId = await seedUser(
    db,
    'crash@example.com',
    await hashPassword('Secret-pass-1', TEST_SCRYPT_COST),
  );
  await seedAccount(db, {
    userId,
    systemId: ACCOUNT.system_id,
    passwordHash: await hashPassword(ACCOUNT.password, TEST_SCRYPT_COST),
    maxBinds: 5,
  });
}

async function bind(port: number): Promise<SmppClient> {
  const client = new SmppClient({
    host: '127.0.0.1',
    port,
    ...ACCOUNT,
    bindType: 'transmitter',
    windowSize: 100,
    responseTimeoutMs: 10_000,
    enquireLinkIntervalMs: 0,
  });
  client.on('error', () => undefined);
  await client.connect();
  return client;
}

/**
 * Submits `texts` with a window of 100 and records every text answered with status 0 and its
 * message id. `onAck` may stop the run (by killing the server): sending then fails and ends it.
 */
async function drive(
  client: SmppClient,
  texts: string[],
  onAck: (acked: Map<string, string>) => void,
): Promise<Map<string, string>> {
  const acked = new Map<string, string>();
  const pending: Promise<void>[] = [];
  for (const text of texts) {
    let sent;
    try {
      sent = await client.send({
        command: 'submit_sm',
        source_addr: 'Crash',
        destination_addr: '4915100000900',
        short_message: gsm(text),
      });
    } catch {
      break;
    }
    pending.push(
      sent.response.then(
        (response) => {
          if (response.command === 'submit_sm_resp' && response.commandStatus === 0) {
            acked.set(text, response.message_id);
            onAck(acked);
          }
        },
        () => undefined,
      ),
    );
  }
  await Promise.all(pending);
  return acked;
}

for (const dialect of DIALECTS) {
  describe(`crash safety: kill -9 during ${TOTAL.toLocaleString('en-US')} submit_sm [${dialect}]`, () => {
    if (dialect === 'postgres' && !process.env.TEST_DATABASE_URL) {
      it('needs PostgreSQL', () => {
        throw new Error(PG_MISSING_MESSAGE);
      });
      return;
    }
    let setup: ServerProcessSetup;

    beforeAll(async () => {
      setup = await setUpServerProcess(dialect);
      await seedCrashAccount(setup.db);
    });

    afterAll(() => setup?.dispose());

    it('stores every acknowledged message exactly once', { timeout: 240_000 }, async () => {
      const { server, db, smppPort } = setup;
      await server.start();
      const texts = Array.from({ length: TOTAL }, (_, i) => `crash message ${i}`);
      const client = await bind(smppPort);
      let killing: Promise<void> | undefined;
      const acked = await drive(client, texts, (sofar) => {
        if (sofar.size >= KILL_AFTER_ACKS) killing ??= server.kill();
      });
      await killing;
      await client.close();
      expect(acked.size).toBeGreaterThanOrEqual(KILL_AFTER_ACKS);
      expect(acked.size).toBeLessThan(TOTAL);

      await server.start();
      const after = await bind(smppPort);
      const resent = await drive(after, ['after restart 1', 'after restart 2'], () => undefined);
      await after.close();
      await server.kill();

      const rows = await db
        .selectFrom('esme_messages as m')
        .innerJoin('esme_message_parts as p', 'p.esme_message_id', 'm.id')
        .select(['m.text', 'p.message_id'])
        .execute();
      const byText = new Map<string, string[]>();
      for (const row of rows) {
        byText.set(row.text, [...(byText.get(row.text) ?? []), row.message_id ?? '']);
      }
      const missing = [...acked].filter(([text, id]) => byText.get(text)?.[0] !== id);
      const twice = [...acked.keys()].filter((text) => (byText.get(text)?.length ?? 0) > 1);
      expect(missing).toEqual([]);
      expect(twice).toEqual([]);
      const ids = rows.map((row) => row.message_id);
      expect(new Set(ids).size).toBe(ids.length);
      expect(resent.size).toBe(2);
    });
  });
}
