import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openBrowser, type TestBrowser } from './support/browser';
import { startConsoleServer, type ConsoleServer } from './support/console-server';
import { signUp } from './support/sign-up';

const PASSWORD = 'route-Lab-2026';
const STEP_TIMEOUT = 15_000;
const NAME = 'CI sender';

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

/** A script's plain request with the key, as curl would make it. */
const callWithKey = (path: string, key: string, header: 'x-api-key' | 'bearer' = 'x-api-key') =>
  fetch(`${server.baseUrl}${path}`, {
    headers: header === 'x-api-key' ? { 'X-API-Key': key } : { Authorization: `Bearer ${key}` },
  });

describe('API keys in Chromium', () => {
  it('creates a key, copies it from the once-shown dialog, uses it over HTTP, revokes it', async () => {
    browser = await openBrowser(1440);
    const { page, context } = browser;
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: server.baseUrl,
    });
    await signUp(
      page,
      server,
      { email: `keys.${Date.now()}@example.com`, password: PASSWORD },
      STEP_TIMEOUT,
    );

    // From the menu: API keys, empty at first.
    await page.getByRole('link', { name: 'API keys' }).click();
    await page.waitForURL(`${server.baseUrl}/api-keys`);
    await page.getByText('No API keys yet').waitFor({ timeout: STEP_TIMEOUT });
    await browser.screenshot('api-keys-empty-1440');

    await page.getByRole('button', { name: 'New API key' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'New API key' });
    await dialog.getByLabel('Name').fill(NAME);
    await dialog.getByLabel('Send SMS').check();
    await dialog.getByLabel('Read sent SMS').check();
    const ips = dialog.getByLabel('Allowed IP addresses');
    for (const entry of ['127.0.0.0/8', '::1']) {
      await ips.fill(entry);
      await ips.press('Enter');
    }
    await browser.screenshot('api-key-dialog-1440');
    await dialog.getByRole('button', { name: 'Create key' }).click();

    // Shown once: read it, copy it, close it.
    const shown = page.getByRole('dialog', { name: `API key ${NAME} created` });
    await shown.waitFor({ timeout: STEP_TIMEOUT });
    await shown.getByText('it will not be shown again').waitFor();
    const key = await shown.getByTestId('created-api-key').inputValue();
    expect(key).toMatch(/^rl_/);
    await shown.getByRole('button', { name: 'Copy key' }).click();
    await page.getByText('API key copied').waitFor({ timeout: STEP_TIMEOUT });
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key);
    await shown.getByRole('button', { name: 'Done' }).click();
    await shown.waitFor({ state: 'detached', timeout: STEP_TIMEOUT });
    const row = page.locator('tr', { hasText: NAME });
    await row.waitFor({ timeout: STEP_TIMEOUT });
    // Keys are base64url: '-' is one of their characters.
    const prefix = (await row.getByText(/^rl_[\w-]+…$/).textContent())?.replace('…', '');
    expect(prefix && key.startsWith(prefix)).toBe(true);
    expect(await page.locator('body').textContent()).not.toContain(key);
    await row.getByText('Never used').waitFor();

    // The key works from a script within its permissions, and only there.
    expect((await callWithKey('/api/message/smsc/list/', key)).status).toBe(200);
    expect((await callWithKey('/api/message/smsc/list/', key, 'bearer')).status).toBe(200);
    const refused = await callWithKey('/api/client/list/', key);
    expect(refused.status).toBe(403);
    expect(JSON.stringify(await refused.json())).toContain('manage_esme');

    // Its last use shows once the list is read again.
    await page.reload();
    await row.getByText('from 127.0.0.1').waitFor({ timeout: STEP_TIMEOUT });
    await browser.screenshot('api-keys-list-1440');

    // Revoked after the confirmation: the same request is refused.
    await row.getByRole('button', { name: `Revoke ${NAME}` }).click();
    const confirm = page.getByRole('dialog', { name: `Revoke ${NAME}?` });
    await confirm.getByRole('button', { name: 'Revoke' }).click();
    await confirm.waitFor({ state: 'detached', timeout: STEP_TIMEOUT });
    await row.waitFor({ state: 'detached', timeout: STEP_TIMEOUT });
    await page.getByText('No API keys yet').waitFor({ timeout: STEP_TIMEOUT });
    expect((await callWithKey('/api/message/smsc/list/', key)).status).toBe(401);
  });
});
