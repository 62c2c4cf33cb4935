import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openBrowser, type TestBrowser } from './support/browser';
import { startConsoleServer, type ConsoleServer } from './support/console-server';
import { signUp } from './support/sign-up';

const PASSWORD = 'route-Lab-2026';
const STEP_TIMEOUT = 15_000;

let server: ConsoleServer;
let browser: TestBrowser | undefined;
let receiver: Server;
const received: { headers: IncomingHttpHeaders; body: string }[] = [];

beforeAll(async () => {
  server = await startConsoleServer();
  // The webhook's endpoint: answers every call with 200 and keeps what it got.
  receiver = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      received.push({ headers: request.headers, body });
      response.end('thanks');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
});

afterAll(async () => {
  await new Promise((resolve) => receiver?.close(resolve));
  await server?.stop();
});

afterEach(async () => {
  const errors = browser?.errors ?? [];
  await browser?.close();
  browser = undefined;
  expect(errors, 'errors in the browser console').toEqual([]);
});

describe('Webhooks in Chromium', () => {
  it('adds a webhook to an ESME account, sees its secret once and a test delivery in the log', async () => {
    browser = await openBrowser(1440);
    const { page } = browser;
    const systemId = `hook${Date.now() % 1_000_000}`;
    await signUp(
      page,
      server,
      { email: `hooks.${Date.now()}@example.com`, password: PASSWORD },
      STEP_TIMEOUT,
    );

    await page.goto(`${server.baseUrl}/esme`);
    await page.getByRole('button', { name: 'New account' }).first().click();
    const accountDialog = page.getByRole('dialog');
    await accountDialog.getByLabel('Name').fill('Shop gateway');
    await accountDialog.getByLabel('System ID').fill(systemId);
    await accountDialog.getByRole('button', { name: 'Generate' }).click();
    await accountDialog.getByRole('button', { name: 'Create account' }).click();
    await accountDialog.waitFor({ state: 'detached', timeout: STEP_TIMEOUT });
    const row = page.getByTestId(`esme-client-${systemId}`);
    await row.getByRole('button', { name: 'Webhooks' }).click();

    // One dialog; its title follows the view (list, form, secret, log).
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Webhooks: Shop gateway').waitFor({ timeout: STEP_TIMEOUT });
    await dialog.getByText('No webhooks yet').waitFor({ timeout: STEP_TIMEOUT });
    await dialog.getByRole('button', { name: 'Add webhook' }).click();
    const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
    await dialog.getByLabel('URL').fill(url);
    await dialog.getByLabel('Received messages').check();
    await dialog.getByTestId('webhook-form').getByRole('button', { name: 'Add webhook' }).click();

    const secret = await dialog.getByTestId('webhook-secret-value').textContent({
      timeout: STEP_TIMEOUT,
    });
    expect(secret?.length).toBeGreaterThanOrEqual(16);
    await browser.screenshot('webhook-secret-1440');
    await dialog.getByRole('button', { name: 'Done' }).click();
    await dialog.getByTestId('webhook-row').getByText(url).waitFor({ timeout: STEP_TIMEOUT });

    await dialog.getByRole('button', { name: 'Delivery log' }).click();
    await dialog.getByRole('button', { name: 'Send test' }).click();
    // Polling while pending: the row settles without a manual refresh.
    const status = dialog.getByTestId('delivery-status').first();
    await expect
      .poll(() => status.getAttribute('data-status'), { timeout: STEP_TIMEOUT })
      .toBe('delivered');
    const logRow = dialog.locator('[role="row"][data-id]').first();
    await expect.poll(() => logRow.textContent()).toContain('Test');
    expect(await logRow.textContent()).toContain('200');
    expect(await logRow.getByTestId('delivery-response').textContent()).toBe('thanks');
    await browser.screenshot('webhook-deliveries-1440');

    const call = received.find((entry) => entry.body.includes('webhook.test'));
    expect(call?.headers['x-routelab-signature']).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
  });
});
