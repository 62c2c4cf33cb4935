import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openBrowser, type TestBrowser } from './support/browser';
import { createAdmin, startConsoleServer, type ConsoleServer } from './support/console-server';
import { readMailLink } from './support/mail-outbox';

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

async function signIn(page: Page, email: string, password = PASSWORD) {
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByTestId('user-menu-button').waitFor({ timeout: STEP_TIMEOUT });
}

async function signOut(page: Page) {
  await page.getByTestId('user-menu-button').click();
  await page.getByTestId('logout').click();
  await page.waitForURL(`${server.baseUrl}/login`, { timeout: STEP_TIMEOUT });
}

const path = (page: Page) => {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
};

describe('account screens in Chromium', () => {
  it('register, confirm by mail, sign in, keep settings, guard pages, sign out', async () => {
    browser = await openBrowser(1440);
    const { page } = browser;
    const email = `grace.${Date.now()}@example.com`;

    // The e-mail field has focus on load; the first click on a link must not be lost to a
    // blur error that moves the link (it used to only show "E-mail is required").
    await page.goto(`${server.baseUrl}/login`);
    await page.getByRole('link', { name: 'Create an account' }).click();
    await page.waitForURL(/\/register$/, { timeout: STEP_TIMEOUT });
    expect(await page.getByText('E-mail is required').count()).toBe(0);
    await page.getByLabel('First name').fill('Grace');
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await browser.screenshot('register-1440');
    await page.getByRole('button', { name: 'Sign up' }).click();
    await page.getByTestId('register-sent').waitFor({ timeout: STEP_TIMEOUT });

    const link = await readMailLink(server.dataDir, email, '/register/confirm');
    await page.goto(`${server.baseUrl}${link}`);
    await page.getByTestId('confirm-success').waitFor({ timeout: STEP_TIMEOUT });

    await page.getByRole('link', { name: 'Go to sign in' }).click();
    await page.waitForURL(/\/login$/);
    await browser.screenshot('login-1440');
    await signIn(page, email);
    expect(path(page)).toBe('/');
    await expect
      .poll(() => page.getByTestId('balance-chip').textContent())
      .toMatch(/^Balance: \$(\d+\.\d{3}|N\/A)$/);
    await browser.screenshot('home-1440');

    await page.getByTestId('user-menu-button').click();
    await expect.poll(() => page.getByTestId('user-menu-name').textContent()).toBe('Grace');
    await expect.poll(() => page.getByRole('menu').textContent()).toContain(email);
    await browser.screenshot('avatar-menu-1440');
    await page.keyboard.press('Escape');

    // Mode is persisted; layout and app bar are not (spec section 3).
    await page.getByTestId('mode-toggle').click();
    await page.goto(`${server.baseUrl}/settings?tab=appearance`);
    await page.getByTestId('setting-layout').getByRole('button', { name: 'Horizontal' }).click();
    await page.getByTestId('setting-app-bar').getByRole('button', { name: 'Static' }).click();
    await page.getByTestId('setting-content-width').getByRole('button', { name: 'Full' }).click();
    await page.locator('[data-layout="horizontal"]').waitFor();
    expect(await page.evaluate(() => document.documentElement.style.colorScheme)).toBe('dark');
    await browser.screenshot('settings-dark-horizontal-1440');

    await page.reload();
    await page.getByTestId('setting-layout').waitFor({ timeout: STEP_TIMEOUT });
    const pressed = (group: string) =>
      page.getByTestId(group).locator('[aria-pressed="true"]').textContent();
    expect(await page.evaluate(() => document.documentElement.style.colorScheme)).toBe('dark');
    expect(await pressed('setting-mode')).toBe('Dark');
    expect(await pressed('setting-content-width')).toBe('Full');
    expect(await pressed('setting-layout')).toBe('Vertical');
    expect(await pressed('setting-app-bar')).toBe('Fixed');
    expect(await page.locator('[data-layout="vertical"]').count()).toBe(1);
    await browser.screenshot('settings-after-reload-1440');

    await page.getByRole('button', { name: 'Language' }).click();
    await page.getByRole('menuitem', { name: 'Русский' }).click();
    await page.getByRole('heading', { name: 'Настройки' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('ru');
    await browser.screenshot('settings-ru-1440');
    await page.getByRole('button', { name: 'Язык' }).click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    await page.getByRole('heading', { name: 'Settings' }).waitFor();

    await signOut(page);
    await page.goto(`${server.baseUrl}/settings?tab=security`);
    await page.waitForURL(/\/login\?next=/, { timeout: STEP_TIMEOUT });
    expect(path(page)).toBe('/login?next=%2Fsettings%3Ftab%3Dsecurity');
    await signIn(page, email);
    await page.waitForURL(/\/settings\?tab=security$/, { timeout: STEP_TIMEOUT });

    await page.goto(`${server.baseUrl}/admin/users`);
    await page
      .getByRole('heading', { name: '401 You are not authorized' })
      .waitFor({ timeout: STEP_TIMEOUT });
    await expect
      .poll(() => page.getByRole('link', { name: 'Back to Home' }).getAttribute('href'))
      .toBe('/login');
    await browser.screenshot('not-authorized-1440');

    // The error pages are open to everyone and each tells its own code.
    await page.goto(`${server.baseUrl}/500`);
    await page
      .getByRole('heading', { name: '500 Something went wrong' })
      .waitFor({ timeout: STEP_TIMEOUT });
    await browser.screenshot('server-error-1440');

    const newEmail = `grace.new.${Date.now()}@example.com`;
    await page.goto(`${server.baseUrl}/settings?tab=security`);
    await page.locator('input[name="email"]').fill(newEmail);
    await page.locator('input[name="password"]').fill(PASSWORD);
    await page.getByRole('button', { name: 'Send confirmation link' }).click();
    await page.getByText(`We sent a confirmation link to ${newEmail}`).waitFor({
      timeout: STEP_TIMEOUT,
    });
    const emailLink = await readMailLink(server.dataDir, newEmail, '/email-change/confirm');
    await page.goto(`${server.baseUrl}${emailLink}`);
    await page.getByTestId('confirm-success').waitFor({ timeout: STEP_TIMEOUT });
    await page.getByRole('link', { name: 'Back to settings' }).click();
    await page.getByTestId('user-menu-button').click();
    await expect.poll(() => page.getByRole('menu').textContent()).toContain(newEmail);
    await page.keyboard.press('Escape');

    await signOut(page);
    expect(path(page)).toBe('/login');
  });

  it('an admin lists, searches and edits users', async () => {
    const adminEmail = `ada.${Date.now()}@example.com`;
    await createAdmin(server, adminEmail, PASSWORD);
    browser = await openBrowser(1440);
    const { page } = browser;

    await page.goto(`${server.baseUrl}/admin/users`);
    await page.waitForURL(/\/login\?next=%2Fadmin%2Fusers$/, { timeout: STEP_TIMEOUT });
    await signIn(page, adminEmail);
    await page.waitForURL(/\/admin\/users$/, { timeout: STEP_TIMEOUT });
    await page.getByRole('link', { name: 'Users' }).waitFor();
    await page.getByRole('gridcell', { name: new RegExp(adminEmail) }).waitFor();
    await browser.screenshot('admin-users-1440');

    await page.getByRole('textbox', { name: 'Search by e-mail or name' }).fill('grace.');
    await expect
      .poll(() => page.getByRole('gridcell', { name: new RegExp(adminEmail) }).count(), {
        timeout: STEP_TIMEOUT,
      })
      .toBe(0);
    await page.getByRole('button', { name: 'Edit groups and tier' }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('combobox', { name: 'Tier' }).click();
    await page.getByRole('option', { name: 'VIP 2' }).click();
    await browser.screenshot('admin-edit-user-1440');
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await dialog.waitFor({ state: 'detached', timeout: STEP_TIMEOUT });
    await page.getByRole('gridcell', { name: 'VIP 2' }).waitFor({ timeout: STEP_TIMEOUT });

    await page.setViewportSize({ width: 800, height: 900 });
    await browser.screenshot('admin-users-800');
    await page.goto(`${server.baseUrl}/`);
    await page.getByTestId('user-menu-button').waitFor({ timeout: STEP_TIMEOUT });
    await browser.screenshot('home-800');
    await page.getByRole('button', { name: 'Open navigation' }).click();
    await page.getByRole('link', { name: 'Settings' }).waitFor();
    // The temporary drawer slides in; wait until it has arrived.
    await page.waitForFunction(() => {
      const paper = document.querySelector('.MuiDrawer-paper');
      return paper !== null && Math.round(paper.getBoundingClientRect().left) === 0;
    });
    await browser.screenshot('nav-drawer-800');
    await page.keyboard.press('Escape');
    await signOut(page);
    await browser.screenshot('login-800');
  });
});
