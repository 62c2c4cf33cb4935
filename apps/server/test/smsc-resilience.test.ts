import type { SmscSimulator } from '@routelab/smpp/testing';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createRouteLab, type RouteLab } from '../src/composition-root.js';
import { TEST_SCRYPT_COST } from '../src/crypto/password-hash.js';
import { AMBIGUOUS_RESTART } from '../src/smpp/gateway-manager/part-errors.js';
import { ApiClient } from './support/api-client.js';
import { describeEachDialect } from './support/dialects.js';
import { RouteContracts } from './support/route-contracts.js';
import {
  allMessages,
  createGateway,
  eventually,
  sendSms,
  startSmsc,
  waitForState,
} from './support/smsc-api.js';
import { RELAXED_RATE_LIMITS, type TestServer } from './support/test-server.js';

const destinations = (prefix: string, count: number) =>
  Array.from({ length: count }, (_, i) => `${prefix}${String(i).padStart(5, '0')}`);

/** A second server process on the same database, as after a restart. */
async function restartOn(server: TestServer): Promise<{ lab: RouteLab; client: ApiClient }> {
  const contracts = new RouteContracts();
  const lab = await createRouteLab({
    config: server.config,
    database: server.database,
    passwordCost: TEST_SCRYPT_COST,
    rateLimits: RELAXED_RATE_LIMITS,
    webDir: null,
    onRoute: contracts.onRoute,
  });
  await lab.start();
  return { lab, client: new ApiClient(`http://127.0.0.1:${lab.ports().http}`, contracts) };
}

describeEachDialect('gateway resilience', (server) => {
  const simulators: SmscSimulator[] = [];
  const labs: RouteLab[] = [];
  let client: ApiClient;

  beforeAll(async () => {
    client = await server().signedInClient('resilient@example.com');
  });

  afterAll(async () => {
    for (const lab of labs) await lab.stop();
    for (const simulator of simulators) await simulator.stop();
  });

  it('rebinds after the SMSC is killed mid-traffic; no message reaches it twice', async () => {
    const smsc = await startSmsc();
    simulators.push(smsc);
    const window = 10;
    const gateway = await createGateway(client, smsc.port, { window_size: window });
    await waitForState(client, gateway.id, 'bound');
    const targets = destinations('49170', 400);
    const killed = smsc.killAfter(100);
    await sendSms(client, {
      gateway: gateway.id,
      destinations: targets,
      text: 'kill test',
      registered_delivery: 0,
    });
    await killed;
    await new Promise((resolve) => setTimeout(resolve, 300));
    await smsc.listen();

    const messages = await eventually(
      'every message to leave the queue',
      async () => {
        const list = await allMessages(client, `&gateway=${gateway.id}`);
        return list.length === targets.length && list.every((m) => m.status !== 'queued')
          ? list
          : undefined;
      },
      30_000,
    );
    expect(smsc.binds.filter((bind) => bind.accepted).length).toBeGreaterThanOrEqual(2);
    const counts = smsc.countsByDestination();
    for (const message of messages) {
      const count = counts.get(message.destination_addr) ?? 0;
      if (message.status === 'submitted') expect(count, message.destination_addr).toBe(1);
      else {
        // Written but unanswered when the connection died: flagged, never resent.
        expect(message.status).toBe('unknown');
        expect(count).toBeLessThanOrEqual(1);
      }
    }
    expect(Math.max(...counts.values())).toBe(1);
    expect(messages.filter((m) => m.status === 'unknown').length).toBeLessThanOrEqual(window);
    expect(messages.filter((m) => m.status === 'submitted').length).toBeGreaterThanOrEqual(
      targets.length - window,
    );
  });

  it('never sends faster than the throughput limit (10 % margin)', async () => {
    const smsc = await startSmsc();
    simulators.push(smsc);
    const gateway = await createGateway(client, smsc.port, { throughput_limit: 25 });
    await waitForState(client, gateway.id, 'bound');
    const targets = destinations('49171', 76);
    await sendSms(client, {
      gateway: gateway.id,
      destinations: targets,
      text: 'rate',
      registered_delivery: 0,
    });
    await eventually(
      'every submit',
      async () => (smsc.submits.length >= targets.length ? true : undefined),
      20_000,
    );
    const first = smsc.submits[0]!.at;
    const last = smsc.submits[smsc.submits.length - 1]!.at;
    const rate = ((smsc.submits.length - 1) * 1000) / (last - first);
    // A loaded machine can only make it slower: the pace itself is rate-pacer.test.ts's, on a
    // clock the test moves.
    expect(rate).toBeLessThan(25 * 1.1);
  });

  it('keeps queued messages across a restart and sends each exactly once', async () => {
    const smsc = await startSmsc();
    simulators.push(smsc);
    const port = smsc.port;
    await smsc.stop();
    const gateway = await createGateway(client, port);
    await waitForState(client, gateway.id, 'error');
    const targets = destinations('49172', 30);
    await sendSms(client, {
      gateway: gateway.id,
      destinations: targets,
      text: 'queued',
      registered_delivery: 0,
    });
    const queued = await allMessages(client, `&gateway=${gateway.id}`);
    expect(queued.map((m) => m.status)).toEqual(targets.map(() => 'queued'));

    await server().lab.stop();
    await smsc.listen(port);
    const restarted = await restartOn(server());
    labs.push(restarted.lab);
    restarted.client.cookies.clear();
    for (const [name, value] of client.cookies) restarted.client.cookies.set(name, value);
    client = restarted.client;

    await eventually('every queued message to be submitted', async () => {
      const list = await allMessages(client, `&gateway=${gateway.id}`);
      return list.every((m) => m.status === 'submitted') ? list : undefined;
    });
    const counts = smsc.countsByDestination();
    expect(targets.map((t) => counts.get(t))).toEqual(targets.map(() => 1));
  });

  it('marks parts interrupted on the wire by a crash as unknown and never resends them', async () => {
    const smsc = await startSmsc({ reply: () => ({ silent: true }) });
    simulators.push(smsc);
    const gateway = await createGateway(client, smsc.port, { window_size: 5 });
    await waitForState(client, gateway.id, 'bound');
    const targets = destinations('49173', 5);
    await sendSms(client, {
      gateway: gateway.id,
      destinations: targets,
      text: 'crash',
      registered_delivery: 0,
    });
    await eventually('the SMSC to hold every submit', async () =>
      smsc.submits.length === 5 ? true : undefined,
    );
    await eventually('every part to be claimed (state sending)', async () => {
      const rows = await server()
        .db.selectFrom('smsc_message_parts')
        .select('state')
        .where('gateway_id', '=', gateway.id)
        .execute();
      return rows.every((row) => row.state === 'sending') ? rows : undefined;
    });
    // A crash leaves the parts 'sending'; stopping this app normally would settle them, so the
    // next process is started beside it on the same database, as a restart after a crash would.
    const restarted = await restartOn(server());
    labs.push(restarted.lab);
    for (const [name, value] of client.cookies) restarted.client.cookies.set(name, value);
    // The new process settles interrupted parts as it starts (the gateways step of start()).
    const messages = await eventually('the interrupted parts to be settled', async () => {
      const list = await allMessages(restarted.client, `&gateway=${gateway.id}`);
      return list.every((m) => m.status === 'unknown') ? list : undefined;
    });
    expect(messages.map((m) => [m.status, m.error])).toEqual(
      targets.map(() => ['unknown', AMBIGUOUS_RESTART]),
    );
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(smsc.submits).toHaveLength(5);
  });
});
