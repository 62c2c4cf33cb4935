import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { createRouteLab } from '../dist/composition-root.js';
import { hashPassword } from '../dist/crypto/password-hash.js';
import { openBenchServer } from './bench-database.js';
import { memoryReport, onCommand, tell } from './ingest-process.js';
import { seedAccount, seedUser } from '../test/support/seed-accounts.js';

// Usage (forked by ingest.ts): ingest-server.ts <accounts>
// RouteLab's server as it runs in production, from the build in dist/ (SQLite in a fresh
// DATA_DIR, storage and PDU logging on, SQLITE_SYNCHRONOUS from the environment), with
// <accounts> ESME accounts bench0..benchN (password "bench", 100 binds each).
const accounts = Number(process.argv[2] ?? 1);
const dataDir = await mkdtemp(join(tmpdir(), 'routelab-ingest-'));
// As main.ts does: SQLITE_SYNCHRONOUS (default normal) for both connections.
const { config, database, db } = await openBenchServer(dataDir);

const userId = await seedUser(db, 'bench@example.com', await hashPassword('bench-password-1'));
const passwordHash = await hashPassword('bench');
for (let i = 0; i < accounts; i++) {
  await seedAccount(db, { userId, systemId: `bench${i}`, passwordHash, maxBinds: 100 });
}

const lab = await createRouteLab({ config, database, webDir: null });
await lab.start();
const port = lab.ports().smpp;
if (port === null) throw new Error('SMPP server is not listening');

const SYNCHRONOUS = ['OFF', 'NORMAL', 'FULL', 'EXTRA'];

async function countStored(): Promise<{ messages: number; pduLogs: number; synchronous: string }> {
  const mode = await sql<{ synchronous: number }>`pragma synchronous`.execute(db);
  const synchronous = SYNCHRONOUS[mode.rows[0]?.synchronous ?? -1] ?? 'unknown';
  const count = async (table: 'esme_messages' | 'pdu_logs') =>
    Number(
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  // The PDU log is written in batches behind the traffic: wait until it stops growing.
  let last = -1;
  for (let round = 0; round < 100; round++) {
    const pduLogs = await count('pdu_logs');
    if (pduLogs === last) return { messages: await count('esme_messages'), pduLogs, synchronous };
    last = pduLogs;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  return { messages: await count('esme_messages'), pduLogs: last, synchronous };
}

onCommand((command) => {
  if (command.type === 'measure') {
    tell(memoryReport());
  } else if (command.type === 'count') {
    void countStored().then((stored) => tell({ type: 'stored', ...stored }));
  } else {
    void lab
      .stop()
      .then(() => db.destroy())
      .then(() => rm(dataDir, { recursive: true, force: true }))
      .finally(() => process.exit(0));
  }
});
tell({ type: 'ready', port });
