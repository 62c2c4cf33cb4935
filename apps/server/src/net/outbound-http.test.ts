import { once } from 'node:events';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Resolve } from './checked-lookup.js';
import { NetworkPolicy } from './network-policy.js';
import { EXCERPT_BYTES, OutboundHttp, type OutboundRequest } from './outbound-http.js';

interface Received {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/** A local HTTP server that records each request and answers as its path says. */
async function recorder(host: string) {
  const received: Received[] = [];
  const arrived: (() => void)[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://x');
      received.push({
        method: request.method ?? '',
        path: url.pathname,
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      });
      for (const wake of arrived.splice(0)) wake();
      const to = url.searchParams.get('to');
      if (url.pathname === '/hang') return;
      if (url.pathname === '/redirect' && to !== null) {
        response.writeHead(302, { location: to, 'set-cookie': 'session=secret; Path=/' }).end();
      } else if (url.pathname === '/loop') {
        response.writeHead(307, { location: '/loop' }).end();
      } else if (url.pathname === '/big') {
        response.writeHead(500).end('x'.repeat(10_000));
      } else if (url.pathname === '/endless') {
        response.writeHead(200);
        const more = () => {
          if (!response.destroyed) response.write('y'.repeat(1024), () => setImmediate(more));
        };
        more();
      } else {
        response.writeHead(url.pathname === '/ok' ? 204 : 200).end();
      }
    });
  });
  server.listen(0, host);
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  const origin = host.includes(':') ? `http://[${host}]:${port}` : `http://${host}:${port}`;
  return {
    received,
    port,
    url: (path: string) => `${origin}${path}`,
    paths: (path: string) => received.filter((entry) => entry.path === path),
    /** Resolves with the next request's arrival. */
    nextArrival: () => new Promise<void>((resolve) => arrived.push(resolve)),
    close: async () => {
      server.closeAllConnections();
      server.close();
      await once(server, 'close');
    },
  };
}

type Recorder = Awaited<ReturnType<typeof recorder>>;

/** Generous: the machine is shared; no assertion is on time. */
const TIMEOUT_MS = 20_000;

describe('OutboundHttp', { timeout: 60_000 }, () => {
  /** Allowed: 127.0.0.1. Denied: 127.0.0.2 and ::1. */
  let allowed: Recorder;
  let denied: Recorder;
  let deniedV6: Recorder;
  const resolved: string[] = [];
  const names: Record<string, string[]> = {
    'allowed.test': ['127.0.0.1'],
    'denied.test': ['127.0.0.2'],
    'mixed.test': ['127.0.0.2', '::1', '127.0.0.1'],
  };
  const resolve: Resolve = (hostname) => {
    resolved.push(hostname);
    const addresses = names[hostname] ?? [];
    return Promise.resolve(
      addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 })),
    );
  };
  const policy = new NetworkPolicy({
    allowed: ['0.0.0.0/0', '::/0'],
    denied: ['127.0.0.2/32', '::1/128'],
  });
  const http = new OutboundHttp({ allows: policy.allows, resolve });
  const get = (url: string, more: Partial<OutboundRequest> = {}) =>
    http.request({ method: 'GET', url, timeoutMs: TIMEOUT_MS, ...more } as OutboundRequest);

  beforeAll(async () => {
    allowed = await recorder('127.0.0.1');
    denied = await recorder('127.0.0.2');
    deniedV6 = await recorder('::1');
  });

  afterAll(async () => {
    await Promise.all([allowed.close(), denied.close(), deniedV6.close()]);
  });

  it('calls an allowed address and answers the status and the start of the body', async () => {
    expect(await get(allowed.url('/ok'))).toEqual({ kind: 'response', status: 204, excerpt: '' });
    const posted = await http.request({
      method: 'POST',
      url: allowed.url('/posted'),
      body: '{"a":1}',
      headers: { 'Content-Type': 'application/json' },
      timeoutMs: TIMEOUT_MS,
    });
    expect(posted).toEqual({ kind: 'response', status: 200, excerpt: '' });
    expect(allowed.paths('/posted')[0]).toMatchObject({ method: 'POST', body: '{"a":1}' });
  });

  it('calls no denied address, however the URL spells it', async () => {
    const { port } = denied;
    const v6 = deniedV6.port;
    const spellings = [
      `http://127.0.0.2:${port}/`,
      `http://2130706434:${port}/`,
      `http://0177.0.0.2:${port}/`,
      `http://0x7f.2:${port}/`,
      `http://127.2:${port}/`,
      `http://0x7f000002:${port}/`,
      `http://0177.0.0x2:${port}/`,
      `http://127.0.0.2.:${port}/`,
      `http://[::ffff:127.0.0.2]:${port}/`,
      `http://[::ffff:7f00:2]:${port}/`,
      `http://[::127.0.0.2]:${port}/`,
      `http://[64:ff9b::127.0.0.2]:${port}/`,
      `http://[::1]:${v6}/`,
      `http://[0:0:0:0:0:0:0:1]:${v6}/`,
      `http://[0000::0001]:${v6}/`,
      `https://[::1]:${v6}/`,
    ];
    for (const url of spellings) {
      const result = await get(url);
      expect(result, url).toMatchObject({ kind: 'error', refused: true });
      expect(result.kind === 'error' && result.message, url).toMatch(/^Address not allowed: /);
    }
    expect(denied.received).toEqual([]);
    expect(deniedV6.received).toEqual([]);
  });

  it('resolves a name once and connects only to the addresses it allows', async () => {
    expect(await get(`http://denied.test:${denied.port}/by-name`)).toMatchObject({
      kind: 'error',
      refused: true,
      message: expect.stringContaining('denied.test resolves only to addresses') as unknown,
    });
    resolved.length = 0;
    // 127.0.0.2 and ::1 come first and are passed over; only 127.0.0.1 is connected to.
    const mixed = await get(`http://mixed.test:${allowed.port}/mixed`);
    expect(mixed).toMatchObject({ kind: 'response', status: 200 });
    expect(resolved).toEqual(['mixed.test']);
    expect(allowed.paths('/mixed')[0]?.headers.host).toBe(`mixed.test:${allowed.port}`);
    expect(denied.received).toEqual([]);
    expect(deniedV6.received).toEqual([]);
  });

  it('refuses localhost through the system resolver when loopback is denied', async () => {
    const loopbackDenied = new NetworkPolicy({
      allowed: ['0.0.0.0/0', '::/0'],
      denied: ['127.0.0.0/8', '::1/128'],
    });
    const strict = new OutboundHttp({ allows: loopbackDenied.allows });
    const result = await strict.request({
      method: 'GET',
      url: `http://localhost:${allowed.port}/localhost`,
      timeoutMs: TIMEOUT_MS,
    });
    expect(result).toMatchObject({ kind: 'error', refused: true });
    expect(allowed.paths('/localhost')).toEqual([]);
  });

  it('checks each redirect as the first URL, and never reaches a denied one', async () => {
    for (const target of [denied.url('/via-redirect'), `http://denied.test:${denied.port}/`]) {
      const result = await get(allowed.url(`/redirect?to=${encodeURIComponent(target)}`), {
        maxRedirects: 5,
      });
      expect(result, target).toMatchObject({ kind: 'error', refused: true });
      expect(result.kind === 'error' && result.message).toContain('not allowed');
    }
    expect(allowed.paths('/redirect')).toHaveLength(2);
    expect(denied.received).toEqual([]);
  });

  it('follows allowed redirects up to the limit; a POST and a GET without one get the 3xx', async () => {
    const to = encodeURIComponent(allowed.url('/ok'));
    expect(await get(allowed.url(`/redirect?to=${to}`), { maxRedirects: 5 })).toEqual({
      kind: 'response',
      status: 204,
      excerpt: '',
    });
    expect(await get(allowed.url('/loop'), { maxRedirects: 2 })).toMatchObject({ status: 307 });
    expect(allowed.paths('/loop')).toHaveLength(3);
    const before = allowed.paths('/ok').length;
    expect(await get(allowed.url(`/redirect?to=${to}`))).toMatchObject({ status: 302 });
    const posted = await http.request({
      method: 'POST',
      url: allowed.url(`/redirect?to=${to}`),
      body: '{}',
      timeoutMs: TIMEOUT_MS,
    });
    expect(posted).toMatchObject({ kind: 'response', status: 302 });
    expect(allowed.paths('/ok')).toHaveLength(before);
  });

  it('sends no cookie a receiver set, and no credential to another origin', async () => {
    const sameOrigin = encodeURIComponent(allowed.url('/same-origin'));
    await get(allowed.url(`/redirect?to=${sameOrigin}`), { maxRedirects: 5 });
    const [sameHop] = allowed.paths('/same-origin');
    expect(sameHop).toBeDefined();
    expect(sameHop?.headers.cookie).toBeUndefined();
    const otherOrigin = encodeURIComponent(`http://allowed.test:${allowed.port}/other-origin`);
    await get(allowed.url(`/redirect?to=${otherOrigin}`), {
      maxRedirects: 5,
      headers: { Authorization: 'Bearer secret', 'X-Event': 'kept' },
    });
    const [first] = allowed.paths('/redirect').slice(-1);
    expect(first?.headers.authorization).toBe('Bearer secret');
    const [hop] = allowed.paths('/other-origin');
    expect(hop?.headers['x-event']).toBe('kept');
    expect(hop?.headers.authorization).toBeUndefined();
  });

  it('calls no URL with credentials, and only http and https', async () => {
    const withCredentials = allowed.url('/credentials').replace('http://', 'http://user:pw@');
    expect(await get(withCredentials)).toMatchObject({ kind: 'error', refused: true });
    const redirected = encodeURIComponent(withCredentials);
    expect(await get(allowed.url(`/redirect?to=${redirected}`), { maxRedirects: 5 })).toMatchObject(
      { kind: 'error', refused: true },
    );
    expect(allowed.paths('/credentials')).toEqual([]);
    expect(await get(`ftp://127.0.0.1:${allowed.port}/`)).toMatchObject({ refused: true });
    expect(await get('not a url')).toMatchObject({ kind: 'error', message: 'Invalid URL' });
  });

  it('reads at most the excerpt of an answer, however long it goes on', async () => {
    const big = await get(allowed.url('/big'));
    expect(big).toMatchObject({ kind: 'response', status: 500 });
    expect(big.kind === 'response' && big.excerpt).toBe('x'.repeat(EXCERPT_BYTES));
    const endless = await get(allowed.url('/endless'));
    expect(endless).toMatchObject({ kind: 'response', status: 200 });
    expect(endless.kind === 'response' && endless.excerpt.length).toBe(EXCERPT_BYTES);
  });

  it('gives up on a receiver that never answers once the time is up', async () => {
    const arrived = allowed.nextArrival();
    // Room for a loaded machine to get the request to the receiver before the time is up: what is
    // proven is giving up on the answer, not on the connection.
    const result = get(allowed.url('/hang'), { timeoutMs: 5_000 });
    await Promise.race([
      arrived,
      result.then(() => Promise.reject(new Error('gave up before the request arrived'))),
    ]);
    expect(await result).toEqual({
      kind: 'error',
      message: 'Timed out after 5000 ms',
      timedOut: true,
    });
  });
});
