import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openBrowser, type TestBrowser } from './support/browser';
import { createAdmin, startConsoleServer, type ConsoleServer } from './support/console-server';

const EMAIL = 'ada.next@example.com';
const PASSWORD = 'route-Lab-2026';
const STEP_TIMEOUT = 15_000;

/** `next` values of crafted login links, as written in the link (issue 20, defect 12). */
const CRAFTED = ['/%09/evil.example', '//evil.example', '/%5Cevil.example', '/.//evil.example'];

let server: ConsoleServer;
let browser: TestBrowser | undefined;

beforeAll(async () => {
  server = await startConsoleServer();
  await createAdmin(server, EMAIL, PASSWORD);
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

/** On the console's home page, signed in, and not on the error page. */
async function expectHome(page: Page) {
  await page.getByTestId('user-menu-button').waitFor({ timeout: STEP_TIMEOUT });
  const url = new URL(page.url());
  expect(url.origin).toBe(server.baseUrl);
  expect(url.pathname).toBe('/');
  expect(await page.getByRole('heading', { name: /^500/ }).count()).toBe(0);
}

describe('crafted login links in Chromium', () => {
  it('land on the home page after signing in and when already signed in', async () => {
    browser = await openBrowser(1280);
    const { page } = browser;
    for (const next of CRAFTED) {
      await page.goto(`${server.baseUrl}/login?next=${next}`);
      await page.getByLabel('E-mail').fill(EMAIL);
      await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await expectHome(page);

      await page.goto(`${server.baseUrl}/login?next=${next}`);
      await expectHome(page);

      await page.getByTestId('user-menu-button').click();
      await page.getByTestId('logout').click();
      await page.waitForURL(`${server.baseUrl}/login`, { timeout: STEP_TIMEOUT });
    }
  });
});
