import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createRouteLab } from '../dist/composition-root.js';
import { hashPassword } from '../dist/crypto/password-hash.js';
import { ApiClient } from '../test/support/api-client.js';
import { seedUser } from '../test/support/seed-accounts.js';
import { waitForState } from '../test/support/smsc-api.js';
import { openBenchServer } from './bench-database.js';
import { memoryReport, onCommand, tell } from './ingest-process.js';
import { percentile } from './percentile.js';

// Usage (forked by routing.ts): routing-server.ts <smsc port>
// RouteLab's server as it runs in production (from dist/, SQLite in a fresh DATA_DIR, PDU logging
// on, billing off), with two ESME accounts of one user made through its API: `store` (routing off:
// stores every message, the ingest) and `route` (routing on, one static MT route to a gateway
// bound to the SMSC at <smsc port>, window 100). Password "benchpw" for both.
const smscPort = Number(process.argv[2]);
const dataDir = await mkdtemp(join(tmpdir(), 'routelab-routing-'));
const { config, database, db } = await openBenchServer(dataDir, { BILLING: 'off' });
await seedUser(db, 'bench@example.com', await hashPassword('Bench-pass-1'));
const lab = await createRouteLab({ config, database, webDir: null });
await lab.start();
const port = lab.ports().smpp;
if (port === null) throw new Error('SMPP server is not listening');

// Unchecked: the answers' schemas are the suites' business, not the benchmark's.
const api = new ApiClient(`http://127.0.0.1:${lab.ports().http}`, null);
await api.login('bench@example.com', 'Bench-pass-1');
const created = async <T>(path: string, body: unknown): Promise<T> => {
  const response = await api.post<T>(path, body);
  if (response.status !== 201) throw new Error(`${path}: ${JSON.stringify(response.body)}`);
  return response.body;
};
const account = (systemId: string, routing: 'on' | 'off') =>
  created<{ id: number }>('/api/client/create/', {
    name: systemId,
    system_id: systemId,
    password: 'benchpw',
    max_binds: 10,
    dlr_policy: { mode: 'off', weights: {} },
    routing,
  });
await account('store', 'off');
const routed = await account('route', 'on');
const gateway = await created<{ id: number }>('/api/gateway/create/', {
  name: 'bench SMSC',
  host: '127.0.0.1',
  port: smscPort,
  system_id: 'bench',
  password: 'bench',
  window_size: 100,
});
await created('/api/route/create/', {
  name: 'Everything to the bench SMSC',
  kind: 'mt',
  match: { client_ids: [routed.id] },
  action: { strategy: 'static', gateway_ids: [gateway.id] },
});
await waitForState(api, gateway.id, 'bound', 60_000);

/** Routed messages from `since` on: ESME submit received -> submit_sm written to the SMSC. */
async function routedLatency(since: number) {
  const rows = await db
    .selectFrom('smsc_messages as m')
    .innerJoin('esme_message_parts as e', 'e.id', 'm.esme_part_id')
    .innerJoin('smsc_message_parts as p', 'p.sms_id', 'm.id')
    .select(['e.submitted_at as received', 'p.submitted_at as sent'])
    .where('e.submitted_at', '>=', since)
    .execute();
  const delays = rows
    .filter((row) => row.sent !== null)
    .map((row) => Number(row.sent) - Number(row.received))
    .sort((a, b) => a - b);
  return {
    type: 'latency' as const,
    messages: rows.length,
    sent: delays.length,
    p50Ms: percentile(delays, 0.5),
    p99Ms: percentile(delays, 0.99),
  };
}

let mark = Date.now();
onCommand((command) => {
  if (command.type === 'measure') {
    tell(memoryReport());
  } else if (command.type === 'mark') {
    mark = Date.now();
    tell(memoryReport());
  } else if (command.type === 'latency') {
    void routedLatency(mark).then(tell);
  } else if (command.type === 'stop') {
    void lab
      .stop()
      .then(() => db.destroy())
      .then(() => rm(dataDir, { recursive: true, force: true }))
      .finally(() => process.exit(0));
  }
});
tell({ type: 'ready', port });
