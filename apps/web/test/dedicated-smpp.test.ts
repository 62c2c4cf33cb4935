import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../packages/smpp/test/interop/support/ports.js';
import { openBrowser, type TestBrowser } from './support/browser';
import { startConsoleServer, type ConsoleServer } from './support/console-server';
import { signUp } from './support/sign-up';
import { bindTestEsme, type TestEsme } from './support/test-esme';

const PASSWORD = 'route-Lab-2026';
const STEP_TIMEOUT = 15_000;

let server: ConsoleServer;
let browser: TestBrowser | undefined;
let esme: TestEsme | undefined;

beforeAll(async () => {
  const port = await freePort();
  // One free port is the whole range: this server gives out a single dedicated listener.
  server = await startConsoleServer({ DEDICATED_SMPP_PORTS: `${port}-${port}` });
});

afterAll(async () => {
  await server?.stop();
});

afterEach(async () => {
  await esme?.close();
  esme = undefined;
  const errors = browser?.errors ?? [];
  await browser?.close();
  browser = undefined;
  expect(errors, 'errors in the browser console').toEqual([]);
});

describe('Dedicated SMPP in Chromium', () => {
  it('subscribes after the preview, shows a bound session live, cancels', async () => {
    // Until the user subscribes, the page reads "none" without a failed request: afterEach finds
    // no console error (Chromium logs every 4xx answer as one).
    browser = await openBrowser(1440);
    const { page, context } = browser;
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: server.baseUrl,
    });
    await signUp(
      page,
      server,
      { email: `dedicated.${Date.now()}@example.com`, password: PASSWORD },
      STEP_TIMEOUT,
    );
    // The user's ESME account, made as the console makes it.
    const systemId = `ded${Date.now() % 1_000_000}`;
    const created = await page.evaluate(
      async (body) => {
        const csrf = /(?:^|; )csrftoken=([^;]+)/.exec(document.cookie)?.[1] ?? '';
        const response = await fetch('/api/client/create/', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-csrftoken': csrf },
          body: JSON.stringify(body),
        });
        return response.status;
      },
      {
        name: 'Dedicated test',
        system_id: systemId,
        password: 'pw123456',
        dlr_policy: { mode: 'off', weights: {} },
      },
    );
    expect(created).toBe(201);

    // From the menu (with its 'new' badge): the offer with the user's price.
    const menuEntry = page.getByRole('link', { name: /Dedicated SMPP/ });
    await expect.poll(() => menuEntry.textContent()).toContain('new');
    await menuEntry.click();
    await page.waitForURL(`${server.baseUrl}/dedicated-smpp`);
    await page.getByTestId('dedicated-price').waitFor({ timeout: STEP_TIMEOUT });
    expect(await page.getByTestId('dedicated-price').textContent()).toContain(
      '$10.000 per IP address per 30 days',
    );
    const addresses = page.getByRole('combobox', { name: 'IP addresses' });
    await addresses.fill('127.0.0.1');
    await addresses.press('Enter');
    await browser.screenshot('dedicated-smpp-offer-1440');
    await page.getByRole('button', { name: 'Preview' }).click();

    const confirm = page.getByRole('dialog', { name: 'Subscribe to dedicated SMPP' });
    await confirm.waitFor({ timeout: STEP_TIMEOUT });
    expect(await confirm.getByTestId('dedicated-preview').textContent()).toMatch(
      /^You will be charged \$10\.000 now for 1 IP address; it renews on \d{4}-\d\d-\d\d for \$10\.000 unless cancelled\.$/,
    );
    await browser.screenshot('dedicated-smpp-preview-1440');
    await confirm.getByRole('button', { name: 'Subscribe' }).click();
    await confirm.waitFor({ state: 'detached', timeout: STEP_TIMEOUT });

    // The port, to copy; an ESME binds to it and its session shows up live.
    const endpoint = page.getByTestId('dedicated-endpoint');
    await endpoint.waitFor({ timeout: STEP_TIMEOUT });
    const port = Number(/Port: (\d+)/.exec((await endpoint.textContent()) ?? '')?.[1]);
    expect(port).toBe(Number(/^(\d+)/.exec(server.env.DEDICATED_SMPP_PORTS ?? '')?.[1]));
    await page.getByRole('button', { name: 'Copy host and ports' }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(`Port: ${port}`);
    esme = await bindTestEsme(port, { system_id: systemId, password: 'pw123456' });
    const session = page.getByTestId('dedicated-session');
    await session.waitFor({ timeout: STEP_TIMEOUT });
    expect(await session.textContent()).toContain(systemId);
    await browser.screenshot('dedicated-smpp-active-1440');

    // Cancel: the preview, then the listener closes and the session ends.
    const closed = new Promise((resolve) => esme?.client.once('disconnected', resolve));
    await page.getByRole('button', { name: 'Cancel subscription' }).click();
    const cancel = page.getByRole('dialog', { name: 'Cancel dedicated SMPP' });
    await cancel.getByText(/The subscription ends now and its listener closes\./).waitFor({
      timeout: STEP_TIMEOUT,
    });
    await cancel.getByRole('button', { name: 'End subscription' }).click();
    await closed;
    await page.getByText('Your own SMPP endpoint').waitFor({ timeout: STEP_TIMEOUT });
  });
});
