import type { Request } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { FIRST_LOAD_BUDGET_BYTES } from '../first-load';
import { openBrowser, type TestBrowser } from './support/browser';
import { startConsoleServer, type ConsoleServer } from './support/console-server';

const STEP_TIMEOUT = 15_000;

let server: ConsoleServer;
let browser: TestBrowser | undefined;

beforeAll(async () => {
  server = await startConsoleServer();
});

afterAll(async () => {
  await server?.stop();
});

afterEach(async () => {
  const errors = browser?.errors ?? [];
  await browser?.close();
  browser = undefined;
  expect(errors, 'errors in the browser console').toEqual([]);
});

interface Transfer {
  path: string;
  bytes: number;
  encoding: string | null;
  cacheControl: string | null;
  contentType: string;
}

describe('a cold first load of /login in Chromium', () => {
  it('transfers at most the budget, compressed, with hashed files cached for a year', async () => {
    browser = await openBrowser(1440);
    const { page } = browser;
    // Chromium sends `Accept-Encoding: gzip, deflate, br, zstd` itself; a fresh profile is cold.
    const pending = new Set<Request>();
    const finished: Request[] = [];
    let settle: () => void = () => {};
    const settled = () =>
      new Promise<void>((resolve) => {
        settle = () => pending.size === 0 && resolve();
        settle();
      });
    page.on('request', (request) => pending.add(request));
    page.on('requestfinished', (request) => {
      pending.delete(request);
      finished.push(request);
      settle();
    });
    page.on('requestfailed', (request) => {
      pending.delete(request);
      settle();
    });

    await page.goto(`${server.baseUrl}/login`);
    await page.getByRole('button', { name: 'Sign in' }).waitFor({ timeout: STEP_TIMEOUT });
    await settled();

    const transfers: Transfer[] = await Promise.all(
      finished.map(async (request) => {
        const response = await request.response();
        const sizes = await request.sizes();
        const headers = (await response?.allHeaders()) ?? {};
        return {
          path: new URL(request.url()).pathname,
          // What came over the wire: the headers and the body as sent (compressed).
          bytes: sizes.responseHeadersSize + sizes.responseBodySize,
          encoding: headers['content-encoding'] ?? null,
          cacheControl: headers['cache-control'] ?? null,
          contentType: headers['content-type'] ?? '',
        };
      }),
    );
    const total = transfers.reduce((sum, { bytes }) => sum + bytes, 0);
    const scripts = transfers.filter(({ path }) => path.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(1);
    expect(total, JSON.stringify(transfers, null, 1)).toBeLessThanOrEqual(FIRST_LOAD_BUDGET_BYTES);

    for (const transfer of transfers) {
      if (transfer.path.startsWith('/assets/')) {
        expect(transfer.encoding, transfer.path).toBe('br');
        expect(transfer.cacheControl, transfer.path).toBe('public, max-age=31536000, immutable');
      }
    }
    const shell = transfers.find(({ path }) => path === '/login');
    expect(shell?.contentType).toMatch(/^text\/html/);
    expect(shell?.encoding).toBe('br');
    expect(shell?.cacheControl).toBe('no-cache');
  });
});
