import { mkdtemp, rm } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { BusEvent } from '../src/bus/event-bus.js';
import { createRouteLab, type RouteLab } from '../src/composition-root.js';
import { parseConfig } from '../src/config.js';
import type { DialectName } from '../src/db/database.js';
import { TEST_SCRYPT_COST } from '../src/crypto/password-hash.js';
import { bindEsme, createAccount, eventually, gsm } from './esme-harness.js';
import { ApiClient } from './support/api-client.js';
import { describeEachDialect, DIALECTS } from './support/dialects.js';
import { createTestDatabase, PG_MISSING_MESSAGE } from './support/postgres.js';
import { RouteContracts } from './support/route-contracts.js';
import { TEST_SIGNUP_CREDIT_USD } from './support/test-server.js';

interface Instance {
  name: string;
  lab: RouteLab;
  contracts: RouteContracts;
  /** Removes what the instance left on disk or in the cluster once it is stopped. */
  remove(): Promise<void>;
}

/** One RouteLab built by the composition root alone: own data dir (and database), free ports. */
async function startInstance(name: string, dialect: DialectName): Promise<Instance> {
  const dataDir = await mkdtemp(join(tmpdir(), `routelab-root-${name}-`));
  const pg = dialect === 'postgres' ? await createTestDatabase() : undefined;
  const config = {
    ...parseConfig({
      DATA_DIR: dataDir,
      DATABASE_URL: pg?.url,
      PUBLIC_URL: 'http://console.test',
      LOG_LEVEL: 'silent',
      // As on test servers: the user's submits are charged.
      SIGNUP_CREDIT_USD: TEST_SIGNUP_CREDIT_USD,
    }),
    host: '127.0.0.1',
    port: 0,
    smppHost: '127.0.0.1',
    smppPort: 0,
    secretKey: `composition-root-test-secret-key-${name}-0123456789`,
  };
  const contracts = new RouteContracts();
  const lab = await createRouteLab({
    config,
    passwordCost: TEST_SCRYPT_COST,
    webDir: null,
    onRoute: contracts.onRoute,
  });
  await lab.start();
  return {
    name,
    lab,
    contracts,
    remove: async () => {
      await pg?.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** What keeps the event loop alive (sockets, servers, threads, timers) beyond `before`. */
function openedSince(before: readonly string[]): string[] {
  const left = [...before];
  return process.getActiveResourcesInfo().filter((kind) => {
    const index = left.indexOf(kind);
    if (index === -1) return true;
    left.splice(index, 1);
    return false;
  });
}

/** Resolves to the connection error's code (ECONNREFUSED once nothing listens). */
function connectError(port: number): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve('connected');
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
  });
}

/** Signs up a user over HTTP, binds an ESME account over SMPP and submits one message. */
async function useInstance(instance: Instance): Promise<{ api: ApiClient; events: BusEvent[] }> {
  const { lab } = instance;
  const { http, smpp } = lab.ports();
  if (http === null || smpp === null) throw new Error(`${instance.name} does not listen`);
  const email = `owner-${instance.name}@example.com`;
  const user = await lab.ctx.accounts.createUser({
    email,
    password: 'Secret-pass-1',
    groups: ['user'],
    confirmed: true,
  });
  const api = new ApiClient(`http://127.0.0.1:${http}`, instance.contracts);
  expect((await api.login(email, 'Secret-pass-1')).status).toBe(200);
  // The bus the root hands out is the one the SMPP side publishes on.
  const events: BusEvent[] = [];
  lab.ctx.bus.subscribe(user.id, (event) => events.push(event));
  const account = await createAccount(api);
  const esme = await bindEsme(smpp, account);
  const answer = await esme.submitSm({
    source_addr: 'Root',
    destination_addr: '4915112345678',
    short_message: gsm(`hello from ${instance.name}`),
  });
  expect(answer.message_id).toMatch(/^\d+$/);
  await esme.close();
  return { api, events };
}

for (const dialect of DIALECTS) {
  describe(`composition root [${dialect}]`, () => {
    it('runs two instances side by side and leaves nothing open once both stop', async () => {
      if (dialect === 'postgres' && !process.env.TEST_DATABASE_URL) {
        throw new Error(PG_MISSING_MESSAGE);
      }
      const before = process.getActiveResourcesInfo();
      const instances = [await startInstance('a', dialect), await startInstance('b', dialect)];
      const ports = instances.flatMap(({ lab }) => [lab.ports().http, lab.ports().smpp]);
      expect(new Set(ports).size).toBe(4);

      for (const instance of instances) {
        const { api, events } = await useInstance(instance);
        const list = await api.get<{ count: number; results: { text: string }[] }>(
          '/api/message/esme/list/',
        );
        expect(list.status).toBe(200);
        expect(list.body.results.map((message) => message.text)).toEqual([
          `hello from ${instance.name}`,
        ]);
        expect(events.some((event) => event.kind === 'message.esme')).toBe(true);
      }

      for (const { lab } of instances) await lab.stop();
      // The databases the root opened are closed: nothing more reaches them.
      for (const { lab } of instances) {
        await expect(lab.database.db.selectFrom('users').select('id').execute()).rejects.toThrow();
      }
      for (const port of ports) expect(await connectError(port!)).toBe('ECONNREFUSED');
      // Peers' sockets and the SQLite threads end a few turns of the event loop after stop().
      await eventually('every handle to close', () =>
        openedSince(before).length === 0 ? true : undefined,
      ).catch(() => undefined);
      expect(openedSince(before)).toEqual([]);
      for (const instance of instances) await instance.remove();
    });
  });
}

describeEachDialect('test server on the composition root', (server) => {
  it("hands out the app's own services: its bus hears the app's SMPP side", async () => {
    const api = await server().signedInClient('own-bus@example.com');
    const user = await server().ctx.users.findByEmail('own-bus@example.com');
    const events: BusEvent[] = [];
    server().ctx.bus.subscribe(user!.id, (event) => events.push(event));
    const esme = await bindEsme(server().smppPort, await createAccount(api));
    await eventually('the bind to be announced', () =>
      events.some((event) => event.kind === 'client.connection') ? true : undefined,
    );
    await esme.close();
    expect(server().ctx.esme.server).toBe(server().app.esmeServer);
  });
});
