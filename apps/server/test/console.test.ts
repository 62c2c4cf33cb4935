import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSOLE_NOT_BUILT } from '../src/http/console.js';
import { TestServer } from './support/test-server.js';

const INDEX = '<!doctype html><title>RouteLab</title><div id="root"></div>';
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

  it('keeps 404 for missing files and JSON 404 for unknown API paths', async () => {
    const client = server.client();
    expect((await client.get('/assets/missing.js')).status).toBe(404);
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
