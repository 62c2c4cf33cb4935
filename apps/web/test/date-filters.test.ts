import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openBrowser, type TestBrowser } from './support/browser';
import { startConsoleServer, type ConsoleServer } from './support/console-server';
import { signUp } from './support/sign-up';

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

describe('date filters in Chromium', () => {
  it('follow the UI language, not the browser locale (en-US)', async () => {
    browser = await openBrowser(1440);
    const { page } = browser;
    await signUp(
      page,
      server,
      { email: `dates.${Date.now()}@example.com`, password: 'route-Lab-2026' },
      STEP_TIMEOUT,
    );
    await page.goto(`${server.baseUrl}/esme/messages?from=2026-03-05T08:07`);
    const from = page.getByLabel('From', { exact: true });
    await from.waitFor({ timeout: STEP_TIMEOUT });
    expect(await from.inputValue()).toBe('03/05/2026, 08:07');

    await page.getByRole('button', { name: 'Language' }).click();
    await page.getByRole('menuitem', { name: 'Русский' }).click();
    const fromRu = page.getByLabel('С', { exact: true });
    await fromRu.waitFor({ timeout: STEP_TIMEOUT });
    expect(await fromRu.inputValue()).toBe('05.03.2026, 08:07');
    expect(await page.getByLabel('По', { exact: true }).getAttribute('placeholder')).toBe(
      'дд.мм.гггг, чч:мм',
    );
    // Typed in Russian order, the bound reaches the URL as the same local time.
    await page.getByLabel('По', { exact: true }).fill('06.03.2026, 23:59');
    await page.waitForURL(/to=2026-03-06T23(%3A|:)59/, { timeout: STEP_TIMEOUT });
    await browser.screenshot('received-sms-dates-ru-1440');

    await page.getByRole('button', { name: 'Язык' }).click();
    await page.getByRole('menuitem', { name: 'Українська' }).click();
    const fromUk = page.getByLabel('З', { exact: true });
    await fromUk.waitFor({ timeout: STEP_TIMEOUT });
    expect(await fromUk.inputValue()).toBe('05.03.2026, 08:07');

    // Sent SMS and the Logs use the same field.
    await page.goto(`${server.baseUrl}/smsc/logs?from=2026-03-05T08:07`);
    await page.getByLabel('З', { exact: true }).waitFor({ timeout: STEP_TIMEOUT });
    expect(await page.getByLabel('З', { exact: true }).inputValue()).toBe('05.03.2026, 08:07');
  });
});
