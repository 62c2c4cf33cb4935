import { once } from 'node:events';
import { createServer } from 'node:net';
import type { Gateway, GatewayList } from '@routelab/shared';
import type { SmscSimulator } from '@routelab/smpp/testing';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { HOST_NOT_ALLOWED } from '../src/modules/gateways/network-policy.js';
import type { ApiClient } from './support/api-client.js';
import { describeEachDialect } from './support/dialects.js';
import {
  createGateway,
  eventually,
  SMSC_PASSWORD,
  SMSC_SYSTEM_ID,
  startSmsc,
  waitForState,
} from './support/smsc-api.js';

// Issue 20, defect 13: gateways could connect anywhere and their errors told a closed port from
// an open one, so a user could scan every network the server reaches.

/** A loopback port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  server.close();
  await once(server, 'close');
  return port;
}

let closed: number;
beforeAll(async () => {
  closed = await closedPort();
});

/** What every gateway whose connection never opened shows, however it failed. */
const couldNotConnect = (host: string, port: number) =>
  `connect-failed: Could not connect to ${host}:${port}`;

/** The server's log lines (JSON) whose message matches. */
function logged(lines: string[], msg: string): { level: number; err?: { message: string } }[] {
  return lines
    .map((line) => JSON.parse(line) as { msg?: string; level: number; err?: { message: string } })
    .filter((entry) => entry.msg === msg);
}

describeEachDialect(
  'gateway networks on a hosted server (https PUBLIC_URL)',
  (server) => {
    let smsc: SmscSimulator;
    let alice: ApiClient;

    beforeAll(async () => {
      smsc = await startSmsc();
      alice = await server().signedInClient('alice-networks@example.com');
    });

    afterAll(async () => {
      await smsc.stop();
    });

    it('refuses loopback, link-local and metadata addresses on create, in the UI language', async () => {
      for (const host of ['127.0.0.1', '::1', '169.254.169.254', '0.0.0.0', 'fe80::1']) {
        const refused = await alice.post('/api/gateway/create/', {
          name: 'Scan',
          host,
          port: smsc.port,
          system_id: SMSC_SYSTEM_ID,
          password: SMSC_PASSWORD,
        });
        expect(refused.status, host).toBe(400);
        expect(refused.body, host).toEqual({ host: [HOST_NOT_ALLOWED] });
      }
      const inRussian = await alice.post(
        '/api/gateway/create/',
        { name: 'Scan', host: '127.0.0.1', port: 22, system_id: 'x', password: 'y' },
        { headers: { 'accept-language': 'ru' } },
      );
      expect(inRussian.body).toEqual({
        host: ['Этот сервер не разрешает шлюзам подключаться к этому адресу'],
      });
      const list = await alice.get<GatewayList>('/api/gateway/list/');
      expect(list.body.gateways).toEqual([]);
      expect(smsc.connections).toHaveLength(0);
    });

    it('never opens a connection to a host name that resolves to loopback', async () => {
      const gateway = await createGateway(alice, smsc.port, { host: 'localhost' });
      const failed = await waitForState(alice, gateway.id, 'error');
      expect(failed.last_error).toBe(couldNotConnect('localhost', smsc.port));
      expect(smsc.connections).toHaveLength(0);
      expect(smsc.binds).toEqual([]);
      // The reason is the operator's to read.
      const denials = await eventually('the denial in the server log', () => {
        const entries = logged(
          server().logLines,
          'gateway connection refused by GATEWAY_*_NETWORKS',
        );
        return entries.length > 0 ? entries : undefined;
      });
      expect(denials[0]?.err?.message).toContain(
        'localhost resolves only to addresses that are not allowed',
      );

      const edit = await alice.put<Gateway>('/api/gateway/update/', {
        ...gateway,
        host: '127.0.0.1',
      });
      expect(edit.status).toBe(400);
      expect(edit.body).toEqual({ host: [HOST_NOT_ALLOWED] });
    });

    it('shows a denied address exactly as a closed port (local start, below)', async () => {
      const gateway = await createGateway(alice, closed, { host: 'localhost' });
      const failed = await waitForState(alice, gateway.id, 'error');
      expect(failed.last_error).toBe(couldNotConnect('localhost', closed));
    });
  },
  { env: { PUBLIC_URL: 'https://console.test' }, logLevel: 'info' },
);

describeEachDialect(
  'gateway networks on a local start',
  (server) => {
    let smsc: SmscSimulator;
    let bob: ApiClient;

    beforeAll(async () => {
      smsc = await startSmsc();
      bob = await server().signedInClient('bob-networks@example.com');
    });

    afterAll(async () => {
      await smsc.stop();
    });

    it('still binds to an SMSC on loopback', async () => {
      const gateway = await createGateway(bob, smsc.port);
      await waitForState(bob, gateway.id, 'bound');
      expect(smsc.connections).toHaveLength(1);
    });

    it('says only "Could not connect" for a closed port; the log has the reason', async () => {
      const byName = await createGateway(bob, closed, { host: 'localhost' });
      const failed = await waitForState(bob, byName.id, 'error');
      expect(failed.last_error).toBe(couldNotConnect('localhost', closed));

      const byAddress = await createGateway(bob, closed);
      const refused = await waitForState(bob, byAddress.id, 'error');
      expect(refused.last_error).toBe(couldNotConnect('127.0.0.1', closed));
      const entries = logged(server().logLines, 'gateway could not connect');
      expect(entries.some((entry) => entry.err?.message.includes('ECONNREFUSED'))).toBe(true);
    });
  },
  { logLevel: 'info' },
);
