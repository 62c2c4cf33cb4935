import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { dlrPolicySchema } from '@routelab/shared';
import {
  createPdu,
  decodePdu,
  encodePdu,
  readHeader,
  type PduOf,
  type SmppSession,
} from '@routelab/smpp';
import { pino } from 'pino';
import { EventBus } from '../dist/bus/event-bus.js';
import { createSqlite } from '../dist/db/database.js';
import { migrateToLatest } from '../dist/db/migrate.js';
import { EsmeIngestStore } from '../dist/modules/esme-messages/ingest-store.js';
import { createPduLogs } from '../dist/modules/logs/index.js';
import type { BoundSession, LiveAccount } from '../dist/smpp/smpp-server/bind-registry.js';
import { SubmitIngest } from '../dist/smpp/smpp-server/submit-ingest.js';
import { sampleSubmit } from '../../../packages/smpp/bench/sample-message.js';
import { cpuMicros, tell } from './ingest-process.js';
import { seedAccount, seedUser } from '../test/support/seed-accounts.js';

// Usage (forked by ingest.ts): ingest-storage.ts <messages> <window> [logged|unlogged]
// The server's storage path alone, without sockets or SMPP sessions: the same SubmitIngest
// (group commit, SQLite writer thread) and PDU log writer the server runs, fed decoded submit_sm
// in rounds of <window>, each round waiting for its commit as a window-limited client would.
// Its CPU per message is the floor under the server's whole figure. `unlogged` leaves the PDU
// log out (the server always logs): the difference is what logging both PDUs costs.
const total = Number(process.argv[2] ?? 100_000);
const window = Number(process.argv[3] ?? 100);
const logged = process.argv[4] !== 'unlogged';

const dataDir = await mkdtemp(join(tmpdir(), 'routelab-storage-'));
const database = createSqlite(join(dataDir, 'routelab.sqlite'));
const { db } = database;
await migrateToLatest(db);
const userId = await seedUser(db, 'storage@example.com', 'x');
const clientId = await seedAccount(db, {
  userId,
  systemId: 'storage',
  passwordHash: 'x',
  maxBinds: 1,
});

const pduLogs = createPduLogs({
  database,
  bus: new EventBus(),
  clock: Date.now,
  log: pino({ level: 'silent' }),
  retentionDays: 30,
});
const ingest = new SubmitIngest({
  store: new EsmeIngestStore(db),
  transactions: database.transactions,
  clock: Date.now,
  random: Math.random,
});
await ingest.start();

const target = {
  side: 'esme' as const,
  userId,
  connectionId: clientId,
  sessionId: 'storage',
};
const account: LiveAccount = {
  clientId,
  userId,
  limiter: undefined,
  policy: dlrPolicySchema.parse({ mode: 'off', weights: {} }),
  routing: undefined,
};
const { text, ...fields } = sampleSubmit;
let answered = 0;
// Only respond() of the session is used by SubmitIngest: the answer is logged as the server's
// PDU hook would log it.
const session = {
  respond(request: PduOf<'submit_sm'>, init: { message_id?: string } = {}) {
    const response = encodePdu(
      createPdu('submit_sm_resp', {
        message_id: init.message_id ?? '',
        sequenceNumber: request.sequenceNumber,
      }),
    );
    if (logged) pduLogs.writer.record(target, 'out', response, readHeader(response));
    answered++;
    return true;
  },
} as unknown as SmppSession;
const entry = { session, clientId } as BoundSession;

const template = encodePdu(
  createPdu('submit_sm', { ...fields, short_message: Buffer.from(text, 'latin1') }),
);

const started = performance.now();
const before = cpuMicros();
for (let sent = 0; sent < total;) {
  for (let i = 0; i < window && sent < total; i++, sent++) {
    // A frame of its own, as each read of a socket brings.
    const frame = Buffer.from(template);
    frame.writeUInt32BE(sent + 1, 12);
    const header = readHeader(frame);
    if (logged) pduLogs.writer.record(target, 'in', frame, header);
    ingest.submit(entry, account, decodePdu(frame, header) as PduOf<'submit_sm'>);
  }
  await ingest.drain();
}
await pduLogs.writer.flush();
const cpu = cpuMicros() - before;
const elapsedMs = performance.now() - started;
await ingest.stop();
await db.destroy();
await rm(dataDir, { recursive: true, force: true });
tell({ type: 'storage', messages: answered, cpuMicros: cpu, elapsedMs });
setTimeout(() => process.exit(0), 100);
