import { once } from 'node:events';
import { createServer as createHttpServer, type Server } from 'node:http';
import { createServer as createTcpServer, connect, type AddressInfo } from 'node:net';
import { webhookDeliveryPageSchema, type CreatedApiKey } from '@routelab/shared';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DLR_URL_JOB } from '../src/modules/sendsms/dlr-url-job.js';
import type { ApiClient } from './support/api-client.js';
import { describeEachDialect } from './support/dialects.js';
import {
  createGateway,
  eventually,
  SMSC_PASSWORD,
  SMSC_SYSTEM_ID,
  waitForState,
} from './support/smsc-api.js';
import { SmscSimulator } from '@routelab/smpp/testing';

// Issue 35, the dlr-url SSRF: with GATEWAY_DENIED_NETWORKS covering loopback, dlr-url still
// called 12 loopback spellings and [::1], and followed a 302 into the denied range.

/** The one loopback address left allowed: the SMSC's way in and an allowed redirector. */
const ALLOWED = '127.0.0.3';

/** All of 127.0.0.0/8 but one address: for each bit below /8, the other half at that bit. */
function loopbackExcept(address: string): string[] {
  const value = address.split('.').reduce((sum, octet) => sum * 256 + Number(octet), 0);
  const dotted = (n: number) => [24, 16, 8, 0].map((shift) => Math.floor(n / 2 ** shift) % 256);
  const blocks: string[] = [];
  for (let prefix = 9; prefix <= 32; prefix += 1) {
    const size = 2 ** (32 - prefix);
    const half = Math.floor(value / size);
    const other = (half % 2 === 0 ? half + 1 : half - 1) * size;
    blocks.push(`${dotted(other).join('.')}/${prefix}`);
  }
  return blocks;
}

/** An HTTP server on several addresses that records each request's path and query. */
async function recorder(hosts: string[], answer: (path: URL) => [number, Record<string, string>]) {
  const received: string[] = [];
  const servers: Server[] = [];
  let port = 0;
  for (const host of hosts) {
    const server = createHttpServer((request, response) => {
      received.push(request.url ?? '');
      request.resume();
      const [status, headers] = answer(new URL(request.url ?? '/', 'http://x'));
      response.writeHead(status, headers).end('ok');
    });
    server.listen(port, host);
    await once(server, 'listening');
    port = (server.address() as AddressInfo).port;
    servers.push(server);
  }
  return {
    received,
    port,
    close: () =>
      Promise.all(
        servers.map((server) => {
          server.closeAllConnections();
          return new Promise((resolve) => server.close(resolve));
        }),
      ),
  };
}

/** A TCP port on ALLOWED that leads to a port on 127.0.0.1 (the SMSC simulator's address). */
async function forwarder(toPort: number) {
  const server = createTcpServer((socket) => {
    const upstream = connect(toPort, '127.0.0.1');
    socket.pipe(upstream).pipe(socket);
    const cut = () => {
      socket.destroy();
      upstream.destroy();
    };
    socket.on('error', cut).on('close', cut);
    upstream.on('error', cut).on('close', cut);
  });
  server.listen(0, ALLOWED);
  await once(server, 'listening');
  return {
    port: (server.address() as AddressInfo).port,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

const EMAIL = 'outbound-networks@example.com';
/** Generous: the machine is shared; no assertion is on time. */
const WAIT_MS = 45_000;

describeEachDialect(
  'user-given URLs under GATEWAY_DENIED_NETWORKS',
  (server) => {
    let smsc: SmscSimulator;
    let way: Awaited<ReturnType<typeof forwarder>>;
    /** On 127.0.0.1 and ::1, both denied: must never be called. */
    let target: Awaited<ReturnType<typeof recorder>>;
    /** On ALLOWED: /to?url=… answers 302 to it; anything else 200. */
    let redirector: Awaited<ReturnType<typeof recorder>>;
    let api: ApiClient;
    let key: string;
    let gatewayId: number;
    let receiverNumber = 4915112360000;

    const sendsms = async (parameters: Record<string, string>) => {
      receiverNumber += 1;
      const query = new URLSearchParams({
        username: EMAIL,
        password: key,
        to: String(receiverNumber),
        text: 'dlr please',
        from: 'Shop',
        ...parameters,
      });
      const response = await fetch(new URL(`/cgi-bin/sendsms?${query}`, server().baseUrl));
      return { status: response.status, text: await response.text() };
    };
    const redirectTo = (url: string) =>
      `http://${ALLOWED}:${redirector.port}/to?url=${encodeURIComponent(url)}`;
    /** The dlr-url job whose URL holds `marker`, once it has finished. */
    const finishedJob = (marker: string) =>
      eventually(
        `the dlr-url job of ${marker}`,
        async () => {
          const jobs = await server()
            .db.selectFrom('jobs')
            .select(['payload', 'attempts', 'finished_at', 'last_error'])
            .where('name', '=', DLR_URL_JOB.name)
            .execute();
          const job = jobs.find((row) => row.payload.includes(marker));
          return job?.finished_at == null ? undefined : job;
        },
        WAIT_MS,
      );
    const lastDelivery = (webhookId: number) =>
      eventually(
        'the delivery, settled',
        async () => {
          const page = webhookDeliveryPageSchema.parse(
            (await api.get(`/api/webhook/${webhookId}/deliveries/`)).body,
          );
          const delivery = page.results[0];
          return delivery && delivery.status !== 'pending' ? delivery : undefined;
        },
        WAIT_MS,
      );

    beforeAll(async () => {
      smsc = await SmscSimulator.start({
        credentials: { systemId: SMSC_SYSTEM_ID, password: SMSC_PASSWORD },
      });
      way = await forwarder(smsc.port);
      target = await recorder(['127.0.0.1', '::1'], () => [200, {}]);
      redirector = await recorder([ALLOWED], (url) => {
        const to = url.searchParams.get('url');
        return url.pathname === '/to' && to !== null ? [302, { location: to }] : [200, {}];
      });
      api = await server().signedInClient(EMAIL);
      const gateway = await createGateway(api, way.port, { host: ALLOWED });
      gatewayId = gateway.id;
      await waitForState(api, gateway.id, 'bound');
      const created = await api.post<CreatedApiKey>('/api/user/api-key/create/', {
        name: 'dlr app',
        permissions: ['send_sms'],
      });
      key = created.body.key;
    });

    afterAll(async () => {
      await Promise.all([target.close(), redirector.close()]);
      await smsc.stop();
      await way.close();
    });

    it('answers a dlr-url written as a denied address at once, however it is spelt', async () => {
      const v4 = target.port;
      const spellings: [string, string][] = [
        [`http://127.0.0.1:${v4}/dlr`, '127.0.0.1'],
        [`http://2130706433:${v4}/dlr`, '127.0.0.1'],
        [`http://0177.0.0.1:${v4}/dlr`, '127.0.0.1'],
        [`http://0x7f.1:${v4}/dlr`, '127.0.0.1'],
        [`http://127.1:${v4}/dlr`, '127.0.0.1'],
        [`http://0x7f000001:${v4}/dlr`, '127.0.0.1'],
        [`http://[::ffff:127.0.0.1]:${v4}/dlr`, '::ffff:7f00:1'],
        [`http://[::ffff:7f00:1]:${v4}/dlr`, '::ffff:7f00:1'],
        [`http://[::1]:${v4}/dlr`, '::1'],
        [`http://[0:0:0:0:0:0:0:1]:${v4}/dlr`, '::1'],
      ];
      for (const [url, address] of spellings) {
        expect(await sendsms({ 'dlr-mask': '31', 'dlr-url': `${url}?type=%d` }), url).toEqual({
          status: 400,
          text: `DLR-URL not allowed (Address not allowed: ${address}), rejected`,
        });
      }
      const withPassword = `http://user:secret@${ALLOWED}:${redirector.port}/dlr`;
      expect(await sendsms({ 'dlr-mask': '8', 'dlr-url': withPassword })).toEqual({
        status: 400,
        text: 'DLR-URL not allowed (URLs with a user name or password are not called), rejected',
      });
      expect(target.received).toEqual([]);
      expect(redirector.received).toEqual([]);
    });

    it('never calls a denied address reached by an escape code, a name or a redirect', async () => {
      const v4 = target.port;
      const refused: string[] = [];
      // %P is the sender: the host is known only once the URL is filled, at the call.
      for (const from of ['2130706433', '0177.0.0.1', '0x7f.1', '127.1', '127.0.0.1']) {
        const marker = `escape-${from}`;
        const answer = await sendsms({
          from,
          'dlr-mask': '8',
          'dlr-url': `http://%P:${v4}/?m=${marker}`,
        });
        expect(answer.status, from).toBe(202);
        refused.push(marker);
      }
      const byName = `http://localhost:${v4}/?m=by-name`;
      expect((await sendsms({ 'dlr-mask': '8', 'dlr-url': byName })).status).toBe(202);
      refused.push('by-name');
      for (const [marker, url] of [
        ['redirect-v4', `http://127.0.0.1:${v4}/`],
        ['redirect-name', `http://localhost:${v4}/`],
        ['redirect-v6', `http://[::1]:${v4}/`],
        ['redirect-mapped', `http://[::ffff:127.0.0.1]:${v4}/`],
      ] as const) {
        const dlrUrl = `${redirectTo(url)}&m=${marker}`;
        expect((await sendsms({ 'dlr-mask': '8', 'dlr-url': dlrUrl })).status).toBe(202);
        refused.push(marker);
      }
      for (const marker of refused) {
        const job = await finishedJob(marker);
        // Failed for good at the first attempt, with the reason.
        expect(job.attempts, marker).toBe(1);
        expect(job.last_error, marker).toMatch(/^dlr-url not called: .*not allowed/);
      }
      expect(redirector.received.filter((path) => path.startsWith('/to?'))).toHaveLength(4);
      expect(target.received).toEqual([]);
    }, 120_000);

    it("still follows a dlr-url's redirects inside the allowed networks", async () => {
      const landing = `http://${ALLOWED}:${redirector.port}/landed`;
      expect((await sendsms({ 'dlr-mask': '8', 'dlr-url': redirectTo(landing) })).status).toBe(202);
      const job = await finishedJob('landed');
      expect(job.last_error).toBeNull();
      expect(redirector.received).toContain('/landed');
    });

    it('refuses webhook URLs at denied addresses or with credentials when they are written', async () => {
      for (const url of [
        `http://2130706433:${target.port}/hook`,
        `http://0x7f.1:${target.port}/hook`,
        `http://[::ffff:7f00:1]:${target.port}/hook`,
        `http://[0:0:0:0:0:0:0:1]:${target.port}/hook`,
      ]) {
        const refused = await api.post('/api/webhook/create/', {
          gateway_id: gatewayId,
          url,
          events: ['mo.received'],
        });
        expect(refused.status, url).toBe(400);
        expect(refused.body, url).toEqual({
          url: ['This server does not call webhooks at this address'],
        });
      }
      const withPassword = await api.post('/api/webhook/create/', {
        gateway_id: gatewayId,
        url: `http://user:secret@${ALLOWED}:${redirector.port}/hook`,
        events: ['mo.received'],
      });
      expect(withPassword.status).toBe(400);
      expect(withPassword.body).toEqual({
        url: ['A webhook URL cannot hold a user name or password'],
      });
    });

    it('never posts a webhook to a denied address, and fails its delivery at once', async () => {
      const create = async (url: string) => {
        const created = await api.post<{ id: number }>('/api/webhook/create/', {
          gateway_id: gatewayId,
          url,
          events: ['mo.received'],
        });
        expect(created.status, url).toBe(201);
        return created.body.id;
      };
      const byName = await create(`http://localhost:${target.port}/hook`);
      const redirected = await create(redirectTo(`http://127.0.0.1:${target.port}/hook`));
      // Stored before the address was denied: written as an address, checked at the call too.
      const stored = await create(`http://${ALLOWED}:${redirector.port}/hook`);
      await server()
        .db.updateTable('webhooks')
        .set({ url: `http://2130706433:${target.port}/hook` })
        .where('id', '=', stored)
        .execute();
      for (const id of [byName, stored]) {
        expect((await api.post(`/api/webhook/${id}/test/`)).status).toBe(202);
        const delivery = await lastDelivery(id);
        expect(delivery).toMatchObject({ status: 'failed', http_status: null });
        expect(delivery.response_excerpt).toContain('not allowed');
      }
      // A POST's redirect is its answer: not followed.
      expect((await api.post(`/api/webhook/${redirected}/test/`)).status).toBe(202);
      expect(await lastDelivery(redirected)).toMatchObject({ status: 'failed', http_status: 302 });

      // An event's delivery to a refused URL is not retried.
      for (const id of [redirected, stored]) await api.delete(`/api/webhook/${id}/`);
      expect(await smsc.sendMo({ source: '491711111111', destination: '123', text: 'Hi' })).toEqual(
        [0],
      );
      const event = await eventually(
        'the mo.received delivery',
        async () => {
          const page = webhookDeliveryPageSchema.parse(
            (await api.get(`/api/webhook/${byName}/deliveries/`)).body,
          );
          const found = page.results.find((row) => row.event === 'mo.received');
          return found && found.attempts > 0 ? found : undefined;
        },
        WAIT_MS,
      );
      expect(event).toMatchObject({ status: 'failed', attempts: 1 });
      expect(target.received).toEqual([]);
    }, 120_000);
  },
  {
    env: { GATEWAY_DENIED_NETWORKS: [...loopbackExcept(ALLOWED), '::1/128'].join(',') },
  },
);
