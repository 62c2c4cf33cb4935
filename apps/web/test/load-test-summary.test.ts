import type { Page } from 'playwright-core';
import { CommandStatus } from '@routelab/smpp';
import { SmscSimulator } from '@routelab/smpp/testing';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { openBrowser, type TestBrowser } from './support/browser';
import { callConsoleApi } from './support/console-api';
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
      // Destinations ending in 14 are refused: the summary has failures to explain.
      reply: (submit) =>
        submit.pdu.destination_addr.endsWith('14')
          ? { status: CommandStatus.ESME_RSUBMITFAIL }
          : {},
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

const noSidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

describe('load-test summary in Chromium', () => {
  it('sums up a finished load test, lists it and opens its summary at 1440 and 390 px', async () => {
    browser = await openBrowser(1440);
    const { page } = browser;
    await signUp(
      page,
      server,
      { email: `summary.${Date.now()}@example.com`, password: PASSWORD },
      STEP_TIMEOUT,
    );
    const created = await callConsoleApi(page, 'POST', '/api/gateway/create/', {
      name: 'Summary SMSC',
      host: '127.0.0.1',
      port: smsc.port,
      system_id: SMSC_SYSTEM_ID,
      password: SMSC_PASSWORD,
    });
    expect(created.status).toBe(201);
    await page.goto(`${server.baseUrl}/`);
    const row = page.getByTestId('gateway-row').filter({ hasText: 'Summary SMSC' });
    await row.locator('[data-state="bound"]').waitFor({ timeout: STEP_TIMEOUT });

    // Ten messages, every second one refused: the summary shows once the test ends.
    await row.getByTestId('gateway-load-test').click();
    const form = page.getByTestId('load-test-form');
    await form.getByLabel('Messages').fill('10');
    await form.getByLabel('Rate, msg/s').fill('20');
    await form.getByLabel('Destinations').fill('447700900200\n447700900214');
    await form.getByTestId('load-test-start').click();
    const summary = form.getByTestId('load-test-summary');
    const noAnswer = summary.getByTestId('summary-no_answer');
    await expect
      .poll(() => noAnswer.textContent(), { timeout: STEP_TIMEOUT })
      .toBe('No answer yet0');
    expect(await summary.getByTestId('summary-delivered').textContent()).toBe('Delivered5');
    expect(await summary.getByTestId('summary-failed').textContent()).toBe('Failed5');
    const failures = summary.getByTestId('load-test-summary-failures');
    expect(await failures.textContent()).toContain('ESME_RSUBMITFAIL (0x00000045)');
    expect(await failures.textContent()).toContain('5 parts');
    const latencies = await summary
      .getByTestId('load-test-summary-latency-values')
      .locator('dd')
      .allTextContents();
    expect(latencies).toHaveLength(6);
    for (const value of latencies) expect(value).toMatch(/^\d[\d,]*$/);
    expect(await seriousViolations(page)).toEqual([]);
    await browser.screenshot('load-test-summary-dialog-1440');
    await form.getByRole('button', { name: 'Close' }).click();
    await form.waitFor({ state: 'detached' });

    // Sent SMS leads to the list of load tests; its row opens the same summary.
    await page.goto(`${server.baseUrl}/smsc/messages`);
    await page.getByRole('link', { name: 'Load tests' }).click();
    await page.waitForURL(/\/smsc\/load-tests$/);
    const open = page.getByRole('button', { name: /^Open the summary of the test started/ });
    await open.waitFor({ timeout: STEP_TIMEOUT });
    expect(await open.count()).toBe(1);
    expect(await page.getByRole('gridcell', { name: 'Summary SMSC' }).count()).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);
    await browser.screenshot('load-tests-1440');
    await open.click();
    const dialog = page.getByRole('dialog');
    const opened = dialog.getByTestId('load-test-summary');
    await opened.waitFor({ timeout: STEP_TIMEOUT });
    expect(await opened.getByTestId('summary-failed').textContent()).toBe('Failed5');
    expect(await dialog.getByRole('link', { name: 'Export CSV' }).getAttribute('href')).toMatch(
      /^\/api\/message\/smsc\/load-test\/[0-9a-f-]{36}\/export\/$/,
    );
    expect(await seriousViolations(page)).toEqual([]);

    // On a phone: the dialog fills the screen, nothing scrolls sideways.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect.poll(() => noSidewaysScroll(page), { timeout: STEP_TIMEOUT }).toBe(true);
    expect(await opened.getByTestId('summary-delivered').isVisible()).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    await browser.screenshot('load-test-summary-390');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });
    await open.waitFor({ timeout: STEP_TIMEOUT });
    expect(await noSidewaysScroll(page)).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    await browser.screenshot('load-tests-390');
  });
});
