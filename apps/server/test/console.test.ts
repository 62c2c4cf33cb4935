import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSOLE_NOT_BUILT, IMMUTABLE, REVALIDATE } from '../src/http/console.js';
import { TestServer } from './support/test-server.js';

const INDEX = '<!doctype html><title>RouteLab</title><div id="root"></div>';
const INDEX_BR = `${INDEX}<!-- br -->`;
const html = { accept: 'text/html,application/xhtml+xml' };

describe('serving the built console', () => {
  let server: TestServer;
  let webDir: string;

  beforeAll(async () => {
    webDir = await mkdtemp(join(tmpdir(), 'routelab-web-'));
    await mkdir(join(webDir, 'assets'));
    await mkdir(join(webDir, 'images'));
    await writeFile(join(webDir, 'index.html'), INDEX);
    await writeFile(join(webDir, 'assets', 'app-1234.js'), 'console.log(1)');
    // The build's twins, each with its own text so that a test sees which file was sent.
    await writeFile(join(webDir, 'assets', 'app-1234.js.br'), brotliCompressSync('br twin'));
    await writeFile(join(webDir, 'assets', 'app-1234.js.gz'), gzipSync('gzip twin'));
    await writeFile(join(webDir, 'index.html.br'), brotliCompressSync(INDEX_BR));
    await writeFile(join(webDir, 'images', 'logo.svg'), '<svg/>');
    server = await TestServer.start('sqlite', { webDir });
  });

  afterAll(async () => {
    await server.stop();
    await rm(webDir, { recursive: true, force: true });
  });

  it('serves index.html at / and for client routes', async () => {
    const client = server.client();
    for (const path of ['/', '/login', '/admin/users', '/register/confirm?token=abc']) {
      const response = await client.get(path, { headers: html });
      expect(response.status, path).toBe(200);
      expect(response.body).toBe(INDEX);
    }
  });

  it('serves assets and console images as files', async () => {
    const client = server.client();
    const script = await client.get('/assets/app-1234.js');
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toMatch(/javascript/);
    expect((await client.get('/images/logo.svg')).body).toBe('<svg/>');
  });

  it('serves index.html for client routes whatever the Accept header, HEAD too', async () => {
    const client = server.client();
    for (const accept of [undefined, '*/*', 'application/json']) {
      const headers: Record<string, string> = accept === undefined ? {} : { accept };
      const page = await client.get('/login', { headers });
      expect(page.status, accept).toBe(200);
      expect(page.body, accept).toBe(INDEX);
      expect(page.headers.get('cache-control'), accept).toBe(REVALIDATE);
      expect(page.headers.get('content-type'), accept).toMatch(/^text\/html/);
    }
    const head = await client.request('HEAD', '/sms/logs');
    expect(head.status).toBe(200);
    expect(head.headers.get('content-type')).toMatch(/^text\/html/);
  });

  it('sends the precompressed twin the browser accepts, with Vary and cache headers', async () => {
    const client = server.client();
    const brotli = await client.get('/assets/app-1234.js', {
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(brotli.headers.get('content-encoding')).toBe('br');
    expect(brotli.body).toBe('br twin');
    expect(brotli.headers.get('content-type')).toMatch(/javascript/);
    expect(brotli.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(brotli.headers.get('cache-control')).toBe(IMMUTABLE);

    const gzip = await client.get('/assets/app-1234.js', {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(gzip.body).toBe('gzip twin');
    expect(gzip.headers.get('cache-control')).toBe(IMMUTABLE);

    const plain = await client.get('/assets/app-1234.js', {
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.body).toBe('console.log(1)');
    expect(plain.headers.get('vary')).toMatch(/accept-encoding/i);

    // The page shell, as itself and as the fallback of a client route: compressed, never cached.
    for (const path of ['/', '/index.html', '/smsc/list']) {
      const page = await client.get(path, { headers: { 'accept-encoding': 'br, gzip' } });
      expect(page.status, path).toBe(200);
      expect(page.headers.get('content-encoding'), path).toBe('br');
      expect(page.body, path).toBe(INDEX_BR);
      expect(page.headers.get('cache-control'), path).toBe(REVALIDATE);
      expect(page.headers.get('vary'), path).toMatch(/accept-encoding/i);
    }
    // A file outside assets/ keeps its name across builds: revalidated.
    const logo = await client.get('/images/logo.svg');
    expect(logo.headers.get('cache-control')).toBe(REVALIDATE);
  });

  it('keeps 404 for missing files and JSON 404 for unknown API paths', async () => {
    const client = server.client();
    for (const path of ['/assets/missing.js', '/favicon.ico', '/images/missing', '/robots.txt']) {
      expect((await client.get(path, { headers: html })).status, path).toBe(404);
      expect((await client.get(path)).status, path).toBe(404);
    }
    expect((await client.post('/login', {})).status).toBe(404);
    const api = await client.get('/api/unknown/', { headers: html });
    expect(api.status).toBe(404);
    expect(api.body).toEqual({ detail: 'Not found.' });
  });
});

describe('without a built console', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await TestServer.start('sqlite', { webDir: null });
  });
  afterAll(() => server.stop());

  it('still answers the API and explains that the console is not built', async () => {
    const client = server.client();
    expect((await client.get('/api/health/')).status).toBe(200);
    for (const path of ['/login', '/', '/assets/app.js']) {
      const page = await client.get(path, { headers: html });
      expect(page.status, path).toBe(404);
      expect(page.body).toBe(CONSOLE_NOT_BUILT);
    }
  });
});
