import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openBrowser, type TestBrowser } from './support/browser';
import { startConsoleServer, type ConsoleServer } from './support/console-server';
import { signUp } from './support/sign-up';

const PASSWORD = 'route-Lab-2026';
const STEP_TIMEOUT = 15_000;

let server: ConsoleServer;
let browser: TestBrowser | undefined;

beforeAll(async () => {
  // From $0: the chip shows exactly what the sandbox payment credits.
  server = await startConsoleServer({ SIGNUP_CREDIT_USD: '0' });
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

/** Records every window.open of the console (and still opens it), to read the URLs it asked for. */
async function recordOpenedTabs(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const opened: string[] = [];
    const open = window.open.bind(window);
    Object.assign(window, { openedTabs: opened });
    window.open = (url?: string | URL, ...rest: [string?, string?]) => {
      opened.push(String(url));
      return open(url, ...rest);
    };
  });
}

const openedTabs = (page: Page) =>
  page.evaluate(() => (window as unknown as { openedTabs: string[] }).openedTabs);

const chipText = (page: Page) => page.getByTestId('balance-chip').textContent();

async function openTopUp(page: Page) {
  await page.getByTestId('balance-chip').click();
  await page.getByText('Add funds to your account online, at your convenience.').waitFor();
  await page.getByRole('button', { name: 'Top up balance' }).click();
  await page.getByRole('dialog', { name: 'Top up balance' }).waitFor();
}

describe('top-up in Chromium', () => {
  it('shows the balance in the top bar of a phone, compact, and opens the top-up from it', async () => {
    browser = await openBrowser(390);
    const { page } = browser;
    await signUp(
      page,
      server,
      { email: `phone.${Date.now()}@example.com`, password: PASSWORD },
      STEP_TIMEOUT,
    );
    const balance = page.getByRole('button', { name: 'Balance: $0.000' });
    await balance.waitFor({ timeout: STEP_TIMEOUT });
    expect(await balance.textContent()).toBe('$0.000');
    await browser.screenshot('top-bar-balance-390');
    await balance.click();
    await page.getByTestId('balance-top-up').click();
    await page.getByRole('dialog', { name: 'Top up balance' }).waitFor({ timeout: STEP_TIMEOUT });
  });

  it('checks the amount on blur, opens the payment in a new tab, and a sandbox payment reaches the chip live and /payments', async () => {
    browser = await openBrowser(1440);
    const { page, context } = browser;
    await recordOpenedTabs(page);
    await signUp(
      page,
      server,
      { email: `payer.${Date.now()}@example.com`, password: PASSWORD },
      STEP_TIMEOUT,
    );
    await expect.poll(() => chipText(page), { timeout: STEP_TIMEOUT }).toBe('Balance: $0.000');
    // Gone if the page reloads: the new balance must arrive without one.
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));

    await openTopUp(page);
    const dialog = page.getByRole('dialog', { name: 'Top up balance' });
    const amount = dialog.getByRole('textbox', { name: 'Amount' });
    expect(await amount.inputValue()).toBe('100');
    await browser.screenshot('top-up-dialog-1440');

    // Spec section 5: each message appears once the field loses focus.
    for (const [text, message] of [
      ['abc', 'Amount must be a number'],
      ['', 'Amount is required'],
      ['2.5', 'Amount must be an integer'],
      ['0', 'Amount must be greater than or equal to 1'],
      ['1001', 'The amount cannot exceed $1000. Please contact support to issue an invoice'],
    ] as const) {
      await amount.fill(text);
      await amount.press('Tab');
      await dialog.getByText(message, { exact: true }).waitFor({ timeout: STEP_TIMEOUT });
    }

    // While the error shows, both providers do nothing.
    await dialog.getByTestId('top-up-wayforpay').click();
    await dialog.getByTestId('top-up-binance').click();
    expect(await openedTabs(page)).toEqual([]);
    expect(context.pages()).toHaveLength(1);
    await dialog.waitFor();

    // Binance Pay: no language in the URL; the dialog closes.
    await amount.fill('7');
    const [binanceTab] = await Promise.all([
      context.waitForEvent('page', { timeout: STEP_TIMEOUT }),
      dialog.getByTestId('top-up-binance').click(),
    ]);
    await dialog.waitFor({ state: 'detached', timeout: STEP_TIMEOUT });
    expect(await openedTabs(page)).toEqual(['/api/payment/create/?provider=binance&amount=7']);
    await binanceTab.close();

    // WayForPay: the UI language in upper case; its sandbox checkout has a Pay button.
    await openTopUp(page);
    await amount.fill('25');
    const [checkout] = await Promise.all([
      context.waitForEvent('page', { timeout: STEP_TIMEOUT }),
      dialog.getByTestId('top-up-wayforpay').click(),
    ]);
    expect((await openedTabs(page)).at(-1)).toBe(
      '/api/payment/create/?provider=wayforpay&amount=25&lang=EN',
    );
    const pay = checkout.getByRole('button', { name: 'Pay', exact: true });
    await pay.waitFor({ timeout: STEP_TIMEOUT });
    await checkout
      .getByText(/sandbox/i)
      .first()
      .waitFor();
    await pay.click();

    // The provider returns that tab to /payments?payment={id}, which shows the payment accepted.
    await checkout.waitForURL(/\/payments\?payment=\d+$/, { timeout: STEP_TIMEOUT });
    const returned = checkout.getByTestId('payment-return');
    await returned.waitFor({ timeout: STEP_TIMEOUT });
    await expect
      .poll(() => returned.getByTestId('payment-status').getAttribute('data-status'), {
        timeout: STEP_TIMEOUT,
      })
      .toBe('accepted');
    expect(await returned.textContent()).toContain('$25 via WayForPay');
    await checkout.close();

    // The console's own tab was never reloaded: the chip follows balance.changed.
    await expect.poll(() => chipText(page), { timeout: STEP_TIMEOUT }).toBe('Balance: $25.000');
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
    await browser.screenshot('balance-after-top-up-1440');

    await page.getByRole('link', { name: 'Payments' }).click();
    await page.waitForURL(/\/payments$/, { timeout: STEP_TIMEOUT });
    const statuses = page.getByTestId('payment-status');
    await expect
      .poll(() => statuses.evaluateAll((chips) => chips.map((chip) => chip.dataset.status)), {
        timeout: STEP_TIMEOUT,
      })
      .toEqual(['accepted', 'created']);
    await page.getByRole('gridcell', { name: '$25' }).waitFor();
    await browser.screenshot('payments-1440');

    await page.getByRole('tab', { name: 'Balance history' }).click();
    await page.getByRole('gridcell', { name: '+$25.000' }).waitFor({ timeout: STEP_TIMEOUT });
    // exact: the note "WayForPay top-up (sandbox)" contains the words too.
    await page.getByRole('gridcell', { name: 'Top-up', exact: true }).waitFor();
    await browser.screenshot('balance-history-1440');
  });
});
