import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { openBrowser, type TestBrowser } from './support/browser';
import { callConsoleApi } from './support/console-api';
import { startConsoleServer, type ConsoleServer } from './support/console-server';
import { signUp } from './support/sign-up';
import { bindTestEsme, type TestEsme } from './support/test-esme';

const PASSWORD = 'route-Lab-2026';
const STEP_TIMEOUT = 15_000;

let server: ConsoleServer;
let browser: TestBrowser | undefined;
let esme: TestEsme | undefined;

beforeAll(async () => {
  server = await startConsoleServer();
});

afterAll(async () => {
  await esme?.close();
  await server?.stop();
});

afterEach(async () => {
  const errors = browser?.errors ?? [];
  await browser?.close();
  browser = undefined;
  expect(errors, 'errors in the browser console').toEqual([]);
});

/** Lets dialogs finish moving before a screenshot. */
const settle = (page: Page) => page.waitForTimeout(400);

/** The command cells of the log's rows, top (newest) first. */
const commands = (page: Page) =>
  page.locator('[role="gridcell"][data-field="command"]').allTextContents();

describe('PDU log tools in Chromium', () => {
  it('searches decoded text, goes from a response to its request and lists injected MOs', async () => {
    browser = await openBrowser(1440);
    const { page } = browser;
    await signUp(
      page,
      server,
      { email: `log.tools.${Date.now()}@example.com`, password: PASSWORD },
      STEP_TIMEOUT,
    );
    const account = {
      name: 'Tools shop',
      system_id: `tools${Date.now() % 1_000_000}`,
      password: 'tools-1',
      dlr_policy: { mode: 'off', weights: {} },
    };
    const created = await callConsoleApi(page, 'POST', '/api/client/create/', account);
    expect(created.status).toBe(201);
    const clientId = (created.body as { id: number }).id;
    esme = await bindTestEsme(Number(server.env.SMPP_PORT), account);
    const alpha = await esme.client.submitSm({
      source_addr: 'Shop',
      destination_addr: '4915112345001',
      short_message: Buffer.from('Alpha order shipped', 'latin1'),
    });
    await esme.client.submitSm({
      source_addr: 'Shop',
      destination_addr: '4915112345002',
      data_coding: 8,
      short_message: Buffer.from('Бета заказ', 'utf16le').swap16(),
    });
    const mo = await callConsoleApi(page, 'POST', '/api/message/esme/mo/', {
      client: clientId,
      source_addr: '4917000000001',
      destination_addr: 'Shop',
      text: 'Reply STOP',
    });
    expect(mo.status).toBe(201);

    // Search over the decoded text, in any case: only the Cyrillic submit.
    await page.goto(`${server.baseUrl}/esme/logs`);
    await page.getByTestId('live-tail-state').waitFor({ timeout: STEP_TIMEOUT });
    await page.getByRole('searchbox', { name: 'Search' }).fill('БЕТА');
    await expect.poll(() => commands(page), { timeout: STEP_TIMEOUT }).toEqual(['submit_sm']);
    await settle(page);
    await browser.screenshot('esme-log-search-1440');

    // By message id (a substring, as the addresses are): its response is among the rows; from
    // it, one click to its request and back.
    await page.getByRole('searchbox', { name: 'Search' }).fill(alpha.message_id);
    const response = page
      .getByRole('row')
      .filter({ has: page.getByRole('gridcell', { name: 'submit_sm_resp', exact: true }) })
      .filter({ has: page.getByRole('gridcell', { name: alpha.message_id, exact: true }) });
    await response.waitFor({ timeout: STEP_TIMEOUT });
    expect(await commands(page)).not.toContain('bind_transceiver');
    await response.getByTestId('pdu-open').click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: 'submit_sm_resp' }).waitFor();
    // Each PDU opened is in the address (?pdu=), so a link or a reload shows it.
    const opened = () => new URL(page.url()).searchParams.get('pdu');
    await expect.poll(opened).not.toBeNull();
    const responseId = opened();
    await dialog.getByRole('button', { name: 'Go to request' }).click();
    await dialog.getByRole('heading', { name: 'submit_sm', exact: true }).waitFor();
    await expect.poll(opened).not.toBe(responseId);
    const requestId = opened();
    expect(await dialog.getByTestId('pdu-detail').textContent()).toContain('Alpha order shipped');
    await settle(page);
    expect(await seriousViolations(page)).toEqual([]);
    await browser.screenshot('esme-log-request-1440');
    await dialog.getByRole('button', { name: 'Go to response' }).click();
    await dialog.getByRole('heading', { name: 'submit_sm_resp' }).waitFor();
    await expect.poll(opened).toBe(responseId);
    await dialog.getByRole('button', { name: 'Go to request' }).click();
    await dialog.getByRole('heading', { name: 'submit_sm', exact: true }).waitFor();
    await expect.poll(opened).toBe(requestId);

    // This session only: the filter takes the PDU's session; without the search, its bind shows.
    await dialog.getByRole('button', { name: 'This session only' }).click();
    await dialog.waitFor({ state: 'detached', timeout: STEP_TIMEOUT });
    expect(await page.getByRole('textbox', { name: 'Session' }).inputValue()).not.toBe('');
    await page.getByRole('searchbox', { name: 'Search' }).fill('');
    await expect
      .poll(async () => (await commands(page)).includes('bind_transceiver'), {
        timeout: STEP_TIMEOUT,
      })
      .toBe(true);

    // The account's row lists the MO with the deliver_sm_resp its ESME gave.
    await page.goto(`${server.baseUrl}/esme`);
    const row = page.getByTestId(`esme-client-${account.system_id}`);
    await row.getByRole('button', { name: 'Show sessions' }).click();
    const list = page.getByTestId('injected-mos');
    const answer = list.getByTestId('injected-mo-answer').first();
    await expect
      .poll(() => answer.textContent(), { timeout: STEP_TIMEOUT })
      .toContain('AnsweredESME_ROK');
    expect(await list.textContent()).toContain('Reply STOP');
    expect(await list.textContent()).toContain('4917000000001 → Shop');
    await settle(page);
    expect(await seriousViolations(page)).toEqual([]);
    await browser.screenshot('esme-injected-mos-1440');
    await page.setViewportSize({ width: 390, height: 844 });
    await settle(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    await browser.screenshot('esme-injected-mos-390');
  });
});
