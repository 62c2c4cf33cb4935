import type { Page } from 'playwright-core';
import type { ConsoleServer } from './console-server';
import { readMailLink } from './mail-outbox';

/** Registers a new user through the console, confirms the address by mail and signs in. */
export async function signUp(
  page: Page,
  server: ConsoleServer,
  account: { email: string; password: string },
  stepTimeout: number,
): Promise<void> {
  await page.goto(`${server.baseUrl}/register`);
  await page.getByLabel('E-mail').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign up' }).click();
  await page.getByTestId('register-sent').waitFor({ timeout: stepTimeout });
  const link = await readMailLink(server.dataDir, account.email, '/register/confirm');
  await page.goto(`${server.baseUrl}${link}`);
  await page.getByTestId('confirm-success').waitFor({ timeout: stepTimeout });
  await page.goto(`${server.baseUrl}/login`);
  await page.getByLabel('E-mail').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByTestId('user-menu-button').waitFor({ timeout: stepTimeout });
}
