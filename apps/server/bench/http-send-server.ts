import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CreatedApiKey } from '@routelab/shared';
import { createRouteLab } from '../dist/composition-root.js';
import { hashPassword } from '../dist/crypto/password-hash.js';
import { ApiClient } from '../test/support/api-client.js';
import { seedUser } from '../test/support/seed-accounts.js';
import { waitForState } from '../test/support/smsc-api.js';
import { openBenchServer } from './bench-database.js';
import { memoryReport, onCommand, tell } from './ingest-process.js';

// Usage (forked by http-send.ts): http-send-server.ts <smsc port> <window> [<data dir> [resume]]
// RouteLab's server as it runs in production (from dist/, SQLite in a fresh DATA_DIR or the one
// given, billing and PDU logging on), with one seeded user (its balance covers every send), an
// SMSC connection to <smsc port> and an API key with send_sms, both made through its API. Answers
// "http-ready" with the HTTP port and the key once the connection is bound. `resume` starts on
// the data dir a killed server left (the kill -9 round): it makes nothing, waits for the bind.
const [smscPort, windowSize] = process.argv.slice(2, 4).map(Number);
const givenDir = process.argv[4];
const resume = process.argv[5] === 'resume';
const dataDir = givenDir ?? (await mkdtemp(join(tmpdir(), 'routelab-http-send-')));
const { config, database, db } = await openBenchServer(dataDir);
if (!resume) await seedUser(db, 'bench@example.com', await hashPassword('Bench-pass-1'));
const lab = await createRouteLab({ config, database, webDir: null });
await lab.start();
const port = lab.ports().http;
if (port === null) throw new Error('the HTTP server is not listening');

// Unchecked: the answers' schemas are the suites' business, not the benchmark's.
const api = new ApiClient(`http://127.0.0.1:${port}`, null);
await api.login('bench@example.com', 'Bench-pass-1');
const created = async <T>(path: string, body: unknown): Promise<T> => {
  const response = await api.post<T>(path, body);
  if (response.status !== 201) throw new Error(`${path}: ${JSON.stringify(response.body)}`);
  return response.body;
};
const made = resume
  ? {
      gatewayId: (await db.selectFrom('gateways').select('id').executeTakeFirstOrThrow()).id,
      apiKey: '',
    }
  : await makeGatewayAndKey();
await waitForState(api, made.gatewayId, 'bound', 60_000);

async function makeGatewayAndKey(): Promise<{ gatewayId: number; apiKey: string }> {
  const gateway = await created<{ id: number }>('/api/gateway/create/', {
    name: 'bench SMSC',
    host: '127.0.0.1',
    port: smscPort,
    system_id: 'bench',
    password: 'bench',
    window_size: windowSize,
  });
  const key = await created<CreatedApiKey>('/api/user/api-key/create/', {
    name: 'bench',
    permissions: ['send_sms'],
    rate_limit: 100_000,
  });
  return { gatewayId: gateway.id, apiKey: key.key };
}

onCommand((command) => {
  if (command.type === 'measure') {
    tell(memoryReport());
  } else if (command.type === 'stop') {
    void lab
      .stop()
      .then(() => db.destroy())
      .then(() => (givenDir ? undefined : rm(dataDir, { recursive: true, force: true })))
      .finally(() => process.exit(0));
  }
});
tell({
  type: 'http-ready',
  port,
  username: 'bench@example.com',
  ...made,
});
