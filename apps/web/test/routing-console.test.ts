import { SmscSimulator } from '@routelab/smpp/testing';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { chooseOption, openBrowser, type TestBrowser } from './support/browser';
import { callConsoleApi } from './support/console-api';
import { startConsoleServer, type ConsoleServer } from './support/console-server';
import { signUp } from './support/sign-up';
import { bindTestEsme, type TestEsme } from './support/test-esme';

const PASSWORD = 'route-Lab-2026';
const SMSC_SYSTEM_ID = 'routelab';
const SMSC_PASSWORD = 'smsc-pw1';
const STEP_TIMEOUT = 20_000;
const TEXT = 'Routed through the console test';

let server: ConsoleServer;
let smsc: SmscSimulator;
let browser: TestBrowser | undefined;
let esme: TestEsme | undefined;

beforeAll(async () => {
  [server, smsc] = await Promise.all([
    startConsoleServer(),
    SmscSimulator.start({ credentials: { systemId: SMSC_SYSTEM_ID, password: SMSC_PASSWORD } }),
  ]);
});

afterAll(async () => {
  await esme?.close();
  await smsc?.stop();
  await server?.stop();
});

afterEach(async () => {
  const errors = browser?.errors ?? [];
  await browser?.close();
  browser = undefined;
  expect(errors, 'errors in the browser console').toEqual([]);
});

/** Lets drawers, dialogs and toasts finish moving before a screenshot. */
const settle = (page: Page) => page.waitForTimeout(400);

async function created<T>(page: Page, path: string, body: unknown): Promise<T> {
  const response = await callConsoleApi(page, 'POST', path, body);
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body as T;
}

describe('Gateway mode in Chromium', () => {
  it('creates a route, explains a decision, follows a routed message from Received SMS to Sent SMS', async () => {
    browser = await openBrowser(1440);
    const { page } = browser;
    await signUp(
      page,
      server,
      { email: `routing.${Date.now()}@example.com`, password: PASSWORD },
      STEP_TIMEOUT,
    );
    // An SMSC connection and a routing account in place; the route is made in the console.
    await created(page, '/api/gateway/create/', {
      name: 'Local SMSC',
      host: '127.0.0.1',
      port: smsc.port,
      system_id: SMSC_SYSTEM_ID,
      password: SMSC_PASSWORD,
    });
    const systemId = `rt${Date.now() % 1_000_000}`;
    await created(page, '/api/client/create/', {
      name: 'Shop',
      system_id: systemId,
      password: 'shop-pw1',
      dlr_policy: { mode: 'off', weights: {} },
      routing: 'on',
    });

    await page.goto(`${server.baseUrl}/routing/routes`);
    await page.getByText('No MT routes yet').waitFor({ timeout: STEP_TIMEOUT });
    await page.getByRole('button', { name: 'New route' }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(/^Name/).fill('Everything to Local SMSC');
    await chooseOption(
      page,
      dialog.getByRole('combobox', { name: 'Add an SMSC connection' }),
      'Local SMSC',
    );
    await dialog.getByRole('button', { name: 'Create route' }).click();
    await dialog.waitFor({ state: 'detached', timeout: STEP_TIMEOUT });
    await page.getByText('Everything to Local SMSC').first().waitFor({ timeout: STEP_TIMEOUT });

    // Explain: the account's submit to any number takes the route to the bound connection.
    const explain = page.getByRole('region', { name: 'Explain' });
    await chooseOption(page, explain.getByRole('combobox', { name: 'ESME account' }), 'Shop');
    await explain.getByLabel('Destination').fill('4915100000901');
    await expect
      .poll(
        async () => {
          await explain.getByRole('button', { name: 'Explain' }).click();
          return explain.getByTestId('explain-outcome').textContent();
        },
        { timeout: STEP_TIMEOUT },
      )
      .toBe('Routed via route Everything to Local SMSC to Local SMSC.');
    await settle(page);
    await browser.screenshot('routing-routes-explain-1440');

    // The account submits; Received SMS shows where the message went, and links to it.
    esme = await bindTestEsme(Number(server.env.SMPP_PORT), {
      system_id: systemId,
      password: 'shop-pw1',
    });
    const submitted = await esme.client.submitSm({
      source_addr: 'Shop',
      destination_addr: '4915100000901',
      registered_delivery: 1,
      short_message: Buffer.from(TEXT, 'latin1'),
    });
    await smsc.waitForMessage('4915100000901');
    await page.goto(`${server.baseUrl}/esme/messages`);
    const cell = page.getByRole('gridcell', { name: TEXT });
    await cell.waitFor({ timeout: STEP_TIMEOUT });
    await cell.click();
    const routed = page.getByTestId('routed-parts');
    await routed.waitFor({ timeout: STEP_TIMEOUT });
    expect(await routed.textContent()).toContain('Everything to Local SMSC');
    await settle(page);
    await browser.screenshot('routing-received-drawer-1440');
    await routed.getByRole('link', { name: /^Message #\d+$/ }).click();

    // Sent SMS: the message that carried it, linking back to the received one.
    await page.waitForURL(/\/smsc\/messages\?message=\d+/, { timeout: STEP_TIMEOUT });
    const back = page.getByTestId('routed-from');
    await back.waitFor({ timeout: STEP_TIMEOUT });
    expect(await back.textContent()).toContain(`(message ID ${submitted.message_id})`);
    await settle(page);
    await browser.screenshot('routing-sent-drawer-1440');
  });
});
