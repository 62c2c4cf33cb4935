import { readFileSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { SmscSimulator } from '@routelab/smpp/testing';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { chooseOption, openBrowser, type TestBrowser } from './support/browser';
import { startConsoleServer, type ConsoleServer } from './support/console-server';
import { signUp } from './support/sign-up';

const PASSWORD = 'route-Lab-2026';
const SMSC_SYSTEM_ID = 'routelab';
const SMSC_PASSWORD = 'smsc-pw1';
const STEP_TIMEOUT = 20_000;

let server: ConsoleServer;
let smsc: SmscSimulator;
let browser: TestBrowser | undefined;

beforeAll(async () => {
  [server, smsc] = await Promise.all([
    startConsoleServer(),
    SmscSimulator.start({
      credentials: { systemId: SMSC_SYSTEM_ID, password: SMSC_PASSWORD },
      receiptDelayMs: 300,
      receiptTlvs: false,
    }),
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

/** The whole of `locator` is on screen: not scrolled away, not cut off at an edge. */
async function expectOnScreen(page: Page, locator: Locator) {
  const box = await locator.boundingBox();
  const viewport = page.viewportSize();
  expect(box, 'element is rendered').not.toBeNull();
  expect(viewport).not.toBeNull();
  if (!box || !viewport) return;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
  expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
}

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
    const addSmsc = form.getByRole('button', { name: 'Add SMSC' });
    // Name has focus: the first click must submit and flag every missing field at once.
    await addSmsc.click();
    for (const error of ['Name is required', 'Host is required', 'System ID is required']) {
      await form.getByText(error).waitFor({ timeout: STEP_TIMEOUT });
    }
    // The content scrolls between a fixed title and fixed actions.
    await expectOnScreen(page, page.getByRole('heading', { name: 'Add an SMSC connection' }));
    await expectOnScreen(page, addSmsc);
    await form.getByLabel('Name').fill('Local SMSC');
    await form.getByLabel('Host').fill('127.0.0.1');
    await form.getByLabel('Port').fill(String(smsc.port));
    await form.getByLabel('System ID').fill(SMSC_SYSTEM_ID);
    await form.getByLabel('Password', { exact: true }).fill(SMSC_PASSWORD);
    await browser.screenshot('smsc-gateway-dialog-1440');
    await addSmsc.click();
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
    expect(await send.getByTestId('counter-length').textContent()).toBe(
      '26 septets · up to 160 septets a part',
    );
    expect(await send.getByTestId('counter-parts').textContent()).toBe('1 part');
    await browser.screenshot('smsc-send-dialog-1440');
    // A bad value left behind must not swallow the next click.
    await send.getByText('Advanced', { exact: true }).click();
    await chooseOption(page, send.getByLabel('Scheduled delivery'), 'SMPP format');
    const schedule = send.locator('input[name="schedule_delivery_time.smpp"]');
    await schedule.fill('123');
    await send.getByRole('button', { name: 'Add TLV' }).click();
    await send.getByLabel('Tag').waitFor({ timeout: STEP_TIMEOUT });
    await expectOnScreen(page, page.getByRole('heading', { name: /^Send SMS/ }));
    await expectOnScreen(page, send.getByTestId('send-submit'));
    await browser.screenshot('smsc-send-dialog-advanced-1440');
    await send.getByRole('button', { name: 'Remove TLV' }).click();
    await schedule.fill('');
    await send.getByTestId('send-submit').click();
    await send.waitFor({ state: 'detached', timeout: STEP_TIMEOUT });
    await expect
      .poll(() => smsc.submits.map((submit) => submit.pdu.destination_addr), {
        timeout: STEP_TIMEOUT,
      })
      .toEqual(['447700900123']);

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

    // A mobile-originated message is listed as received, not as one we sent.
    await smsc.sendMo({
      source: '447700900999',
      destination: 'RouteLab',
      text: 'Reply from a phone',
    });
    const moCell = page.getByRole('gridcell', { name: /Reply from a phone/ });
    // It shows up live: the server publishes the stored MO message on the event stream.
    await moCell.waitFor({ timeout: STEP_TIMEOUT });
    await page.getByRole('combobox', { name: 'Direction' }).click();
    await page.getByRole('option', { name: 'Received (MO)' }).click();
    const directions = page.getByTestId('message-direction');
    await expect
      .poll(() => directions.evaluateAll((chips) => chips.map((chip) => chip.dataset.direction)), {
        timeout: STEP_TIMEOUT,
      })
      .toEqual(['mo']);
    await browser.screenshot('smsc-sent-mo-1440');
    await moCell.click();
    await page
      .getByRole('heading', { name: 'From 447700900999' })
      .waitFor({ timeout: STEP_TIMEOUT });
    // Its deliver_sm and our answer, found by the part's session and sequence number.
    await expect
      .poll(() => drawer.getByTestId('message-pdu').allTextContents(), { timeout: STEP_TIMEOUT })
      .toEqual([expect.stringContaining('deliver_sm'), expect.stringContaining('deliver_sm_resp')]);
    expect(await drawer.getByTestId('message-receipt').count()).toBe(0);
    expect(await drawer.getByTestId('message-parts').count()).toBe(0);
    await browser.screenshot('smsc-message-drawer-mo-1440');
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
    await expect.poll(() => smsc.submits.length, { timeout: STEP_TIMEOUT }).toBe(21);

    // Reopened, the dialog shows that test; a new one can be started, and stopped.
    await row.getByTestId('gateway-load-test').click();
    await progress.waitFor({ timeout: STEP_TIMEOUT });
    expect(await progress.getAttribute('data-done')).toBe('true');
    await loadTest.getByTestId('load-test-new').click();
    await loadTest.getByLabel('Messages').fill('1000');
    await loadTest.getByLabel('Rate, msg/s').fill('5');
    await loadTest.getByLabel('Destinations').fill('447700900201');
    await loadTest.getByTestId('load-test-start').click();
    await progress.waitFor({ timeout: STEP_TIMEOUT });
    await loadTest.getByTestId('load-test-stop').click();
    await expect
      .poll(() => progress.getAttribute('data-done'), { timeout: STEP_TIMEOUT })
      .toBe('true');
    expect(await progress.textContent()).toContain('Stopped');
    await browser.screenshot('smsc-load-test-stopped-1440');
    await loadTest.getByRole('button', { name: 'Close' }).click();
    await loadTest.waitFor({ state: 'detached' });

    // A receiver bind cannot send: the list says so before any Send is tried.
    await page.getByTestId('gateway-create').first().click();
    await form.getByLabel('Name').fill('Receive only');
    await form.getByLabel('Host').fill('127.0.0.1');
    await form.getByLabel('Port').fill(String(smsc.port));
    await form.getByLabel('System ID').fill(SMSC_SYSTEM_ID);
    await form.getByLabel('Password', { exact: true }).fill(SMSC_PASSWORD);
    await form.getByRole('combobox', { name: 'Bind type' }).click();
    await page.getByRole('option', { name: 'Receiver' }).click();
    await addSmsc.click();
    await form.waitFor({ state: 'detached', timeout: STEP_TIMEOUT });
    const receiver = page.getByTestId('gateway-row').filter({ hasText: 'Receive only' });
    await receiver.waitFor({ timeout: STEP_TIMEOUT });
    expect(await receiver.getByTestId('gateway-send').isDisabled()).toBe(true);
    expect(await receiver.getByTestId('gateway-load-test').isDisabled()).toBe(true);
    expect(await row.getByTestId('gateway-send').isDisabled()).toBe(false);

    // A new page size starts from the first page rather than keeping the page index.
    await page.goto(`${server.baseUrl}/smsc/messages`);
    await page.getByTestId('message-status').first().waitFor({ timeout: STEP_TIMEOUT });
    const displayed = page.locator('.MuiTablePagination-displayedRows');
    await page.getByRole('combobox', { name: /Rows per page/ }).click();
    await page.getByRole('option', { name: '10', exact: true }).click();
    await page.getByRole('button', { name: 'Go to next page' }).click();
    await expect.poll(() => displayed.textContent()).toMatch(/^11–20 of \d+$/);
    await page.getByRole('combobox', { name: /Rows per page/ }).click();
    await page.getByRole('option', { name: '25', exact: true }).click();
    await expect.poll(() => displayed.textContent()).toMatch(/^1–\d+ of \d+$/);

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

    // A phone: every row's actions stay on screen, behind one menu button.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${server.baseUrl}/`);
    await page.getByTestId('gateway-row').first().waitFor({ timeout: STEP_TIMEOUT });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    for (const actions of await page.getByTestId('gateway-actions').all()) {
      await expectOnScreen(page, actions);
    }
    await browser.screenshot('smsc-list-390');
    await receiver.getByTestId('gateway-actions').click();
    const menu = page.getByRole('menu');
    expect(await menu.getByTestId('gateway-send').getAttribute('aria-disabled')).toBe('true');
    await browser.screenshot('smsc-list-actions-390');
    await menu.getByTestId('gateway-edit').click();
    await page.getByRole('heading', { name: 'Edit Receive only' }).waitFor();
    await page.keyboard.press('Escape');
  });
});
