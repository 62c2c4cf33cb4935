import { readFileSync } from 'node:fs';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openBrowser, type TestBrowser } from './support/browser';
import { startConsoleServer, type ConsoleServer } from './support/console-server';
import { startLocalSmsc, type LocalSmsc } from './support/local-smsc';
import { signUp } from './support/sign-up';

const PASSWORD = 'route-Lab-2026';
const SMSC_SYSTEM_ID = 'routelab';
const SMSC_PASSWORD = 'smsc-pw1';
const STEP_TIMEOUT = 20_000;

let server: ConsoleServer;
let smsc: LocalSmsc;
let browser: TestBrowser | undefined;

beforeAll(async () => {
  [server, smsc] = await Promise.all([
    startConsoleServer(),
    startLocalSmsc(SMSC_SYSTEM_ID, SMSC_PASSWORD),
  ]);
});

afterAll(async () => {
  await smsc?.stop();
  await server?.stop();
});

afterEach(async () => {
  const errors = browser?.errors ?? [];
  await browser?.close();
  browser = undefined;
  expect(errors, 'errors in the browser console').toEqual([]);
});

describe('SMPP client console in Chromium', () => {
  it('connects to a local SMSC, sends an SMS, sees it delivered with its PDUs, downloads logs', async () => {
    browser = await openBrowser(1440);
    const { page } = browser;
    await signUp(
      page,
      server,
      { email: `smsc.${Date.now()}@example.com`, password: PASSWORD },
      STEP_TIMEOUT,
    );

    // The SMSC list holds '/', empty at first.
    await page.getByTestId('gateways-empty').waitFor({ timeout: STEP_TIMEOUT });
    await browser.screenshot('smsc-list-empty-1440');

    await page.getByTestId('gateway-create').first().click();
    const form = page.getByTestId('gateway-form');
    await form.getByLabel('Name').fill('Local SMSC');
    await form.getByLabel('Host').fill('127.0.0.1');
    await form.getByLabel('Port').fill(String(smsc.port));
    await form.getByLabel('System ID').fill(SMSC_SYSTEM_ID);
    await form.getByLabel('Password', { exact: true }).fill(SMSC_PASSWORD);
    await browser.screenshot('smsc-gateway-dialog-1440');
    await form.getByRole('button', { name: 'Add SMSC' }).click();
    await form.waitFor({ state: 'detached', timeout: STEP_TIMEOUT });

    const row = page.getByTestId('gateway-row').filter({ hasText: 'Local SMSC' });
    await row.locator('[data-state="bound"]').waitFor({ timeout: STEP_TIMEOUT });
    await browser.screenshot('smsc-list-bound-1440');

    // The enable toggle unbinds and rebinds at once.
    await row.getByTestId('gateway-enabled').locator('input').click();
    await row.locator('[data-state="disconnected"]').waitFor({ timeout: STEP_TIMEOUT });
    await row.getByTestId('gateway-enabled').locator('input').click();
    await row.locator('[data-state="bound"]').waitFor({ timeout: STEP_TIMEOUT });

    await row.getByTestId('gateway-send').click();
    const send = page.getByTestId('send-sms-form');
    await send.getByLabel('Destinations').fill('447700900123');
    await send.getByLabel('Text', { exact: true }).fill('Hello from RouteLab [ok]');
    await expect.poll(() => send.getByTestId('counter-coding').textContent()).toBe('GSM 7-bit');
    expect(await send.getByTestId('counter-length').textContent()).toBe('26 / 160 septets');
    expect(await send.getByTestId('counter-parts').textContent()).toBe('Parts: 1');
    await browser.screenshot('smsc-send-dialog-1440');
    await send.getByTestId('send-submit').click();
    await send.waitFor({ state: 'detached', timeout: STEP_TIMEOUT });
    await expect.poll(() => smsc.submitted, { timeout: STEP_TIMEOUT }).toEqual(['447700900123']);

    await page.getByRole('link', { name: 'Sent SMS' }).click();
    await page.waitForURL(/\/smsc\/messages$/);
    const status = page.getByTestId('message-status').first();
    await expect
      .poll(() => status.getAttribute('data-status'), { timeout: STEP_TIMEOUT })
      .toBe('delivered');
    await browser.screenshot('smsc-sent-1440');

    await page.getByRole('gridcell', { name: /Hello from RouteLab/ }).click();
    const drawer = page.getByTestId('message-drawer');
    await expect
      .poll(() => drawer.getByTestId('message-receipt').textContent(), { timeout: STEP_TIMEOUT })
      .toContain('stat:DELIVRD');
    const pdus = drawer.getByTestId('message-pdu');
    await expect.poll(() => pdus.count(), { timeout: STEP_TIMEOUT }).toBeGreaterThanOrEqual(3);
    const commands = await drawer.getByTestId('message-pdus').textContent();
    expect(commands).toContain('submit_sm');
    expect(commands).toContain('deliver_sm');
    await browser.screenshot('smsc-message-drawer-1440');

    await drawer.locator('[data-command="submit_sm"]').first().click();
    const detail = page.getByTestId('pdu-detail');
    await detail.getByTestId('hex-dump').waitFor({ timeout: STEP_TIMEOUT });
    expect(await detail.textContent()).toContain('447700900123');
    await browser.screenshot('smsc-pdu-detail-1440');
    await page.getByRole('button', { name: 'Close', exact: true }).click();
    await detail.waitFor({ state: 'detached' });
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'detached' });

    await page.goto(`${server.baseUrl}/smsc/logs`);
    await page.getByTestId('pdu-open').first().waitFor({ timeout: STEP_TIMEOUT });
    await browser.screenshot('smsc-logs-1440');
    await page.getByTestId('log-download').click();
    const [download] = await Promise.all([
      page.waitForEvent('download', { timeout: STEP_TIMEOUT }),
      page.getByTestId('log-download-csv').click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^smsc-pdus-.*\.csv$/);
    const csv = readFileSync(await download.path(), 'utf8');
    expect(csv).toContain('submit_sm');
    expect(csv).toContain('deliver_sm');

    // Load test: progress and the live chart, pushed by the event stream.
    await page.goto(`${server.baseUrl}/`);
    await row.getByTestId('gateway-load-test').click();
    const loadTest = page.getByTestId('load-test-form');
    await loadTest.getByLabel('Messages').fill('20');
    await loadTest.getByLabel('Rate, msg/s').fill('10');
    await loadTest.getByLabel('Destinations').fill('447700900200');
    await loadTest.getByTestId('load-test-start').click();
    const progress = loadTest.getByTestId('load-test-progress');
    await expect
      .poll(() => progress.getAttribute('data-done'), { timeout: STEP_TIMEOUT })
      .toBe('true');
    expect(await progress.textContent()).toContain('20 of 20 answered');
    const lines = loadTest.getByTestId('load-test-throughput').locator('.MuiLineChart-line');
    await expect.poll(() => lines.count(), { timeout: STEP_TIMEOUT }).toBe(3);
    await browser.screenshot('smsc-load-test-1440');
    await loadTest.getByRole('button', { name: 'Close' }).click();
    await loadTest.waitFor({ state: 'detached' });
    await expect.poll(() => smsc.submitted.length, { timeout: STEP_TIMEOUT }).toBe(21);

    await page.setViewportSize({ width: 800, height: 900 });
    await page.goto(`${server.baseUrl}/`);
    await page.getByTestId('gateway-row').first().waitFor({ timeout: STEP_TIMEOUT });
    await browser.screenshot('smsc-list-800');
    await page.goto(`${server.baseUrl}/smsc/messages`);
    await page.getByTestId('message-status').first().waitFor({ timeout: STEP_TIMEOUT });
    await browser.screenshot('smsc-sent-800');
    await page.goto(`${server.baseUrl}/smsc/logs`);
    await page.getByTestId('pdu-open').first().waitFor({ timeout: STEP_TIMEOUT });
    await browser.screenshot('smsc-logs-800');
  });
});
