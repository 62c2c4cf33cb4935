import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openBrowser, type TestBrowser } from './support/browser';
import { createAdmin, startConsoleServer, type ConsoleServer } from './support/console-server';

const PASSWORD = 'route-Lab-2026';
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

async function signIn(page: Page, email: string) {
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByTestId('user-menu-button').waitFor({ timeout: STEP_TIMEOUT });
}

describe('admin money screens in Chromium', () => {
  it('an admin adjusts a balance exactly and edits the price list', async () => {
    const email = `ada.${Date.now()}@example.com`;
    await createAdmin(server, email, PASSWORD);
    browser = await openBrowser(1440);
    const { page } = browser;
    await page.goto(`${server.baseUrl}/admin/users`);
    await signIn(page, email);
    await page.waitForURL(/\/admin\/users$/, { timeout: STEP_TIMEOUT });
    const row = page.getByRole('row', { name: new RegExp(email) });
    await row.waitFor({ timeout: STEP_TIMEOUT });
    const before = await page.getByTestId('balance-chip').textContent();

    // Adjust balance: an amount with more than 6 decimals is refused on the field, then 2.5 goes in.
    await row.getByRole('button', { name: 'Adjust balance' }).click();
    const dialog = page.getByRole('dialog', { name: 'Adjust balance' });
    await dialog.getByRole('textbox', { name: 'Amount, USD' }).fill('0.0000001');
    await dialog.getByRole('button', { name: 'Adjust' }).click();
    await dialog
      .getByText('Enter a signed amount in USD with up to 6 decimals, e.g. -2.5 or 0.004')
      .waitFor();
    await dialog.getByText('Note is required').waitFor();
    await dialog.getByRole('textbox', { name: 'Amount, USD' }).fill('2.5');
    await dialog.getByRole('textbox', { name: 'Note' }).fill('Browser test credit');
    await browser.screenshot('admin-adjust-balance-1440');
    await dialog.getByRole('button', { name: 'Adjust' }).click();
    await dialog.waitFor({ state: 'detached', timeout: STEP_TIMEOUT });
    await page.getByText(new RegExp(`Balance of ${email.replace('.', '\\.')} is now`)).waitFor();
    // The admin's own chip follows the ledger (live or with the profile poll).
    await expect
      .poll(() => page.getByTestId('balance-chip').textContent(), { timeout: STEP_TIMEOUT })
      .not.toBe(before);

    // Pricing: the shipped list, a bad price refused, a new VIP 1 price saved and kept.
    await page.getByRole('link', { name: 'Pricing' }).click();
    await page.waitForURL(/\/admin\/pricing$/, { timeout: STEP_TIMEOUT });
    const vip1 = page.getByRole('textbox', { name: 'VIP 1: Segment sent through a gateway' });
    await vip1.waitFor({ timeout: STEP_TIMEOUT });
    expect(await vip1.inputValue()).toBe('0.0015');
    await vip1.fill('0.0000001');
    await page.getByRole('button', { name: 'Save prices' }).click();
    await page.getByText('Enter a price in USD with up to 6 decimals, e.g. 0.0015').waitFor();
    await vip1.fill('0.0012');
    await page.getByRole('button', { name: 'Save prices' }).click();
    await page.getByText('Prices saved').waitFor({ timeout: STEP_TIMEOUT });
    await browser.screenshot('admin-pricing-1440');
    await page.reload();
    await vip1.waitFor({ timeout: STEP_TIMEOUT });
    expect(await vip1.inputValue()).toBe('0.0012');
  });
});
