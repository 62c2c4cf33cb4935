import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXCERPT_BYTES, postWebhook } from './post-webhook.js';

describe('postWebhook', () => {
  let server: Server;
  let base: string;

  beforeAll(async () => {
    server = createServer((request, response) => {
      if (request.url === '/hang') return;
      response.writeHead(request.url === '/big' ? 500 : 204);
      response.end(request.url === '/big' ? 'x'.repeat(10_000) : undefined);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  const post = (url: string, options: { timeoutMs?: number; allows?: () => boolean } = {}) =>
    postWebhook({
      url,
      body: '{}',
      headers: { 'Content-Type': 'application/json' },
      timeoutMs: options.timeoutMs ?? 2_000,
      allows: options.allows ?? (() => true),
    });

  it('answers the status and the first 500 bytes of the body', async () => {
    expect(await post(`${base}/ok`)).toEqual({ kind: 'response', status: 204, excerpt: '' });
    const big = await post(`${base}/big`);
    expect(big).toMatchObject({ kind: 'response', status: 500 });
    expect(big.kind === 'response' && big.excerpt.length).toBe(EXCERPT_BYTES);
  });

  it('gives up after the timeout', async () => {
    expect(await post(`${base}/hang`, { timeoutMs: 100 })).toMatchObject({
      kind: 'error',
      timedOut: true,
    });
  });

  it('calls no address the policy refuses, and only http(s)', async () => {
    expect(await post(`${base}/ok`, { allows: () => false })).toMatchObject({ kind: 'error' });
    const byName = base.replace('127.0.0.1', 'localhost');
    expect(await post(`${byName}/ok`, { allows: () => false })).toMatchObject({ kind: 'error' });
    expect(await post('ftp://127.0.0.1/')).toMatchObject({ kind: 'error' });
  });
});
