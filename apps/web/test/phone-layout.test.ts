import { CSRF_COOKIE, CSRF_HEADER } from '@routelab/shared';
import type { Locator, Page } from 'playwright-core';
import { SmscSimulator } from '@routelab/smpp/testing';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../packages/smpp/test/interop/support/ports.js';
import { openBrowser, type TestBrowser } from './support/browser';
import { createAdmin, startConsoleServer, type ConsoleServer } from './support/console-server';
import { bindTestEsme, type TestEsme } from './support/test-esme';

const WIDTH = 390;
const HEIGHT = 844;
const PASSWORD = 'route-Lab-2026';
const SMSC_SYSTEM_ID = 'routelab';
const SMSC_PASSWORD = 'smsc-pw1';
const ESME_PASSWORD = 'esme-pw1';
const STEP_TIMEOUT = 20_000;

let server: ConsoleServer;
let smsc: SmscSimulator;
let browser: TestBrowser | undefined;
let esme: TestEsme | undefined;

beforeAll(async () => {
  const dedicatedPort = await freePort();
  [server, smsc] = await Promise.all([
    // One free port is the whole range: this server gives out a single dedicated listener.
    startConsoleServer({ DEDICATED_SMPP_PORTS: `${dedicatedPort}-${dedicatedPort}` }),
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

/** The whole of `locator` is on the 390 × 844 screen, not cut off at an edge. */
async function expectOnScreen(locator: Locator, what: string) {
  const box = await locator.boundingBox({ timeout: STEP_TIMEOUT });
  expect(box, `${what} is rendered`).not.toBeNull();
  if (!box) return;
  expect(box.x, `${what}: left edge`).toBeGreaterThanOrEqual(0);
  expect(box.y, `${what}: top edge`).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, `${what}: right edge`).toBeLessThanOrEqual(WIDTH);
  expect(box.y + box.height, `${what}: bottom edge`).toBeLessThanOrEqual(HEIGHT);
}

/**
 * Nothing is cut off sideways: the page does not scroll sideways, no table scrolls within its
 * container, and every grid column ends inside its grid (the last column's resize handle may
 * stick out a few pixels, so a grid's scroll width says nothing).
 */
async function expectNoSideScroll(page: Page, what: string) {
  const cut = await page.evaluate(() => {
    const found: string[] = [];
    for (const element of [
      document.documentElement,
      ...document.querySelectorAll('.MuiTableContainer-root'),
    ]) {
      if (element.scrollWidth > element.clientWidth + 1) {
        found.push(`${element.className} ${element.scrollWidth} > ${element.clientWidth}`);
      }
    }
    for (const grid of document.querySelectorAll('.MuiDataGrid-root')) {
      const right = grid.getBoundingClientRect().right;
      for (const cell of grid.querySelectorAll('.MuiDataGrid-columnHeader, .MuiDataGrid-cell')) {
        const end = cell.getBoundingClientRect().right;
        if (end > right + 1) found.push(`${cell.getAttribute('data-field')} ends at ${end}`);
      }
    }
    return found;
  });
  expect(cut, `${what}: cut off sideways`).toEqual([]);
}

/** A dialog fits the screen, with `buttons` (its confirm and cancel) in view. */
async function expectDialogFits(page: Page, name: string | RegExp, buttons: string[]) {
  const dialog = page.getByRole('dialog', { name });
  await dialog.waitFor({ timeout: STEP_TIMEOUT });
  // Dialogs grow in (a transform): measure them once they have settled.
  await page.waitForTimeout(300);
  await expectOnScreen(dialog, `dialog ${name}`);
  for (const button of buttons) {
    await expectOnScreen(
      dialog.getByRole('button', { name: button, exact: true }),
      `${name}: ${button}`,
    );
  }
  return dialog;
}

/** Clicks a row's action (or the menu item of it) after checking it is on screen. */
async function clickOnScreen(locator: Locator, what: string) {
  await locator.waitFor({ timeout: STEP_TIMEOUT });
  await expectOnScreen(locator, what);
  await locator.click();
}

/** Opens a row's action menu (phones fold the actions into one) and picks `item`. */
async function chooseRowAction(page: Page, menuButton: Locator, item: string) {
  await clickOnScreen(menuButton, 'row actions');
  await clickOnScreen(page.getByRole('menuitem', { name: item, exact: true }), item);
}

/** A POST to the API as the signed-in user (the dialogs that make these are tested elsewhere). */
async function post<T>(page: Page, path: string, body: unknown): Promise<T> {
  const answer = await page.evaluate(
    async ({ path, body, cookie, header }) => {
      const token = document.cookie
        .split('; ')
        .find((part) => part.startsWith(`${cookie}=`))
        ?.slice(cookie.length + 1);
      const response = await fetch(path, {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json', [header]: decodeURIComponent(token ?? '') },
        body: JSON.stringify(body),
      });
      return { status: response.status, json: (await response.json()) as unknown };
    },
    { path, body, cookie: CSRF_COOKIE, header: CSRF_HEADER },
  );
  expect(answer.status, `POST ${path}`).toBeLessThan(300);
  return answer.json as T;
}

async function open(page: Page, path: string, ready: Locator) {
  await page.goto(`${server.baseUrl}${path}`);
  await ready.waitFor({ timeout: STEP_TIMEOUT });
}

describe('the console on a 390 × 844 phone', () => {
  it('reaches the balance, every list, every row action and every dialog without cutting them off', async () => {
    const email = `phone.${Date.now()}@example.com`;
    await createAdmin(server, email, PASSWORD);
    browser = await openBrowser(WIDTH, { height: HEIGHT });
    const { page, context } = browser;
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: server.baseUrl,
    });
    await page.goto(`${server.baseUrl}/login`);
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByTestId('user-menu-button').waitFor({ timeout: STEP_TIMEOUT });

    // Users (admin): the user and both row actions; Edit and Adjust balance fit.
    const userRow = page.getByRole('row', { name: new RegExp(email) });
    await open(page, '/admin/users', userRow);
    await expectOnScreen(page.getByRole('columnheader', { name: 'User' }), 'Users: User');
    await browser.screenshot('phone-admin-users');
    await expectNoSideScroll(page, 'Users');
    await clickOnScreen(userRow.getByRole('button', { name: 'Edit' }), 'Users: Edit');
    const editUser = await expectDialogFits(page, 'Edit user', ['Cancel', 'Save changes']);
    await editUser.getByRole('button', { name: 'Cancel' }).click();
    await editUser.waitFor({ state: 'detached', timeout: STEP_TIMEOUT });
    await clickOnScreen(
      userRow.getByRole('button', { name: 'Adjust balance' }),
      'Users: Adjust balance',
    );
    const adjust = await expectDialogFits(page, 'Adjust balance', ['Cancel', 'Adjust']);
    await adjust.getByRole('textbox', { name: 'Amount, USD' }).fill('100');
    await adjust.getByRole('textbox', { name: 'Note' }).fill('Phone test credit');
    await browser.screenshot('phone-adjust-balance');
    await adjust.getByRole('button', { name: 'Adjust' }).click();
    await adjust.waitFor({ state: 'detached', timeout: STEP_TIMEOUT });

    // The balance is in the top bar, the amount alone, and opens the top-up, which fits.
    const balance = page.getByTestId('balance-chip');
    await expect
      .poll(() => balance.textContent(), { timeout: STEP_TIMEOUT })
      .toMatch(/^\$\d+\.\d{3}$/);
    expect(await balance.getAttribute('aria-label')).toMatch(/^Balance: \$\d+\.\d{3}$/);
    await clickOnScreen(balance, 'balance');
    await clickOnScreen(page.getByTestId('balance-top-up'), 'balance: Top up');
    const topUp = await expectDialogFits(page, 'Top up balance', ['Cancel']);
    await browser.screenshot('phone-top-up');
    await topUp.getByRole('button', { name: 'Cancel' }).click();
    await topUp.waitFor({ state: 'detached', timeout: STEP_TIMEOUT });

    // Pricing (admin): the table scrolls inside its card; Save stays on the page.
    await open(page, '/admin/pricing', page.getByRole('button', { name: 'Save prices' }));
    await expectOnScreen(page.getByRole('button', { name: 'Save prices' }), 'Save prices');

    // One of everything that has row actions.
    const gateway = await post<{ id: number }>(page, '/api/gateway/create/', {
      name: 'Local SMSC',
      host: '127.0.0.1',
      port: smsc.port,
      system_id: SMSC_SYSTEM_ID,
      password: SMSC_PASSWORD,
    });
    const systemId = `ph${Date.now() % 1_000_000}`;
    const client = await post<{ id: number }>(page, '/api/client/create/', {
      name: 'Shop gateway',
      system_id: systemId,
      password: ESME_PASSWORD,
    });
    await post(page, '/api/webhook/create/', {
      client_id: client.id,
      url: 'http://127.0.0.1:9/hook',
      events: ['message.received'],
    });
    await post(page, '/api/webhook/create/', {
      gateway_id: gateway.id,
      url: 'http://127.0.0.1:9/receipts',
      events: ['dlr.received'],
    });

    // SMSC list: name, state, switch and the actions menu; each action's dialog fits.
    const gatewayRow = page.getByTestId('gateway-row').filter({ hasText: 'Local SMSC' });
    await open(page, '/', gatewayRow.locator('[data-state="bound"]'));
    await expectOnScreen(gatewayRow.getByTestId('gateway-enabled'), 'SMSC: enabled');
    await expectNoSideScroll(page, 'SMSC list');
    await browser.screenshot('phone-smsc-list');
    const gatewayActions = gatewayRow.getByTestId('gateway-actions');
    for (const [item, title, buttons] of [
      ['Load test', /^Load test/, ['Cancel', 'Start']],
      ['Edit', 'Edit Local SMSC', ['Cancel', 'Save changes']],
      ['Delete', 'Delete this SMSC connection?', ['Cancel', 'Delete']],
      ['Webhooks', /^Webhooks/, ['Close']],
    ] as const) {
      await chooseRowAction(page, gatewayActions, item);
      const dialog = await expectDialogFits(page, title, [...buttons]);
      await browser.screenshot(`phone-smsc-${item.toLowerCase().replace(' ', '-')}`);
      await dialog.getByRole('button', { name: buttons[0], exact: true }).click();
      await dialog.waitFor({ state: 'detached', timeout: STEP_TIMEOUT });
    }
    await chooseRowAction(page, gatewayActions, 'Send SMS');
    const send = await expectDialogFits(page, /^Send SMS/, ['Cancel', 'Send']);
    await send.getByLabel('Destinations').fill('447700900123');
    await send.getByLabel('Text', { exact: true }).fill('Hello from a phone');
    await browser.screenshot('phone-send-sms');
    await send.getByRole('button', { name: 'Send', exact: true }).click();
    await send.waitFor({ state: 'detached', timeout: STEP_TIMEOUT });

    // Sent SMS: one card a message (time, status, destination, text); a card opens the drawer,
    // a PDU there its detail.
    const sentStatus = page.getByTestId('message-status').first();
    await open(page, '/smsc/messages', sentStatus);
    await expect
      .poll(() => sentStatus.getAttribute('data-status'), { timeout: STEP_TIMEOUT })
      .toBe('delivered');
    const sentCard = page.getByRole('gridcell').filter({ hasText: '447700900123' });
    await expectOnScreen(sentCard, 'Sent: card');
    await expectOnScreen(sentCard.getByText('Hello from a phone'), 'Sent: text');
    await expectOnScreen(sentStatus, 'Sent: status');
    await expectNoSideScroll(page, 'Sent SMS');
    await browser.screenshot('phone-sent-sms');
    await sentCard.click();
    const drawer = page.getByTestId('message-drawer');
    const submitPdu = drawer.locator('[data-command="submit_sm"]').first();
    await submitPdu.waitFor({ timeout: STEP_TIMEOUT });
    await page.waitForTimeout(300);
    await expectOnScreen(page.getByRole('button', { name: 'Close' }), 'drawer: Close');
    await expectNoSideScroll(page, 'message drawer');
    await browser.screenshot('phone-sent-drawer');
    await submitPdu.click();
    const pduDetail = await expectDialogFits(page, /submit_sm/, ['Close']);
    await pduDetail.getByRole('button', { name: 'Close', exact: true }).click();
    await pduDetail.waitFor({ state: 'detached', timeout: STEP_TIMEOUT });
    await page.keyboard.press('Escape');

    // SMPP logs: the command opens the PDU.
    const pduLink = page.getByTestId('pdu-open').first();
    await open(page, '/smsc/logs', pduLink);
    await expectNoSideScroll(page, 'SMSC logs');
    await browser.screenshot('phone-smsc-logs');
    await clickOnScreen(pduLink, 'logs: command');
    const logDetail = await expectDialogFits(page, /_/, ['Close']);
    await logDetail.getByRole('button', { name: 'Close', exact: true }).click();
    await logDetail.waitFor({ state: 'detached', timeout: STEP_TIMEOUT });

    // ESME list: account, sessions and switch; the menu holds copy, webhooks, edit, delete.
    esme = await bindTestEsme(Number(server.env.SMPP_PORT), {
      system_id: systemId,
      password: ESME_PASSWORD,
    });
    const clientRow = page.getByTestId(`esme-client-${systemId}`);
    await open(page, '/esme', clientRow);
    await expect
      .poll(() => clientRow.getByTestId('esme-session-count').textContent(), {
        timeout: STEP_TIMEOUT,
      })
      .toBe('Bound: 1');
    await expectOnScreen(clientRow.getByText('Shop gateway'), 'ESME: account');
    await expectOnScreen(clientRow.getByRole('switch'), 'ESME: enabled');
    await expectNoSideScroll(page, 'ESME list');
    await browser.screenshot('phone-esme-list');
    const clientActions = clientRow.getByRole('button', { name: 'Actions: Shop gateway' });
    await chooseRowAction(page, clientActions, 'Copy connection details');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(systemId);
    for (const [item, title, buttons] of [
      ['Edit', 'Edit Shop gateway', ['Cancel', 'Save changes']],
      ['Delete', 'Delete Shop gateway?', ['Cancel', 'Delete']],
    ] as const) {
      await chooseRowAction(page, clientActions, item);
      const dialog = await expectDialogFits(page, title, [...buttons]);
      await browser.screenshot(`phone-esme-${item.toLowerCase()}`);
      await dialog.getByRole('button', { name: buttons[0], exact: true }).click();
      await dialog.waitFor({ state: 'detached', timeout: STEP_TIMEOUT });
    }
    await clickOnScreen(clientRow.getByRole('button', { name: 'Show sessions' }), 'sessions');
    await page.getByTestId('esme-session').first().waitFor({ timeout: STEP_TIMEOUT });
    await expectNoSideScroll(page, 'ESME sessions');

    // Webhooks of the account: the row's actions, the form, the log with Redeliver, Delete.
    await chooseRowAction(page, clientActions, 'Webhooks');
    const hooks = await expectDialogFits(page, /^Webhooks/, ['Close', 'Add webhook']);
    const hookRow = hooks.getByTestId('webhook-row');
    const hookActions = hookRow.getByRole('button', { name: /^Actions: / });
    await browser.screenshot('phone-webhooks');
    await chooseRowAction(page, hookActions, 'Edit');
    const editHook = await expectDialogFits(page, /Edit webhook/, ['Cancel', 'Save changes']);
    await editHook.getByRole('button', { name: 'Cancel', exact: true }).click();
    await hookRow.waitFor({ timeout: STEP_TIMEOUT });
    await clickOnScreen(hooks.getByRole('button', { name: 'Add webhook' }), 'Add webhook');
    const newHook = await expectDialogFits(page, /New webhook/, ['Cancel', 'Add webhook']);
    await newHook.getByRole('button', { name: 'Cancel', exact: true }).click();
    await hookRow.waitFor({ timeout: STEP_TIMEOUT });
    await chooseRowAction(page, hookActions, 'Delete');
    const deleteHook = await expectDialogFits(page, 'Delete this webhook?', ['Cancel', 'Delete']);
    await deleteHook.getByRole('button', { name: 'Cancel', exact: true }).click();
    await deleteHook.waitFor({ state: 'detached', timeout: STEP_TIMEOUT });
    await chooseRowAction(page, hookActions, 'Delivery log');
    // The dialog's title follows its view: from here on it names the log.
    const log = page.getByRole('dialog');
    await log.getByRole('button', { name: 'Send test' }).click();
    const redeliver = log.getByTestId('delivery-redeliver').first();
    await redeliver.waitFor({ timeout: STEP_TIMEOUT });
    await expectOnScreen(redeliver, 'deliveries: Redeliver');
    await expectOnScreen(log.getByTestId('delivery-status').first(), 'deliveries: status');
    await expectNoSideScroll(page, 'webhook deliveries');
    await browser.screenshot('phone-webhook-deliveries');
    await expect.poll(() => redeliver.isEnabled(), { timeout: STEP_TIMEOUT }).toBe(true);
    await redeliver.click();
    await page.getByText('Delivery queued again').waitFor({ timeout: STEP_TIMEOUT });
    await page.keyboard.press('Escape');
    await log.waitFor({ state: 'detached', timeout: STEP_TIMEOUT });

    // Received SMS: a card a message and Send report; the drawer and both dialogs fit.
    await esme.client.submitSm({
      source_addr: 'Shop',
      destination_addr: '4915112345678',
      registered_delivery: 1,
      short_message: Buffer.from('Hello from the phone ESME', 'latin1'),
    });
    const received = page.getByRole('gridcell').filter({ hasText: '4915112345678' });
    await open(page, '/esme/messages', received);
    const receivedRow = page.getByRole('row').filter({ has: received });
    await expectOnScreen(received, 'Received: card');
    await expectOnScreen(received.getByText('Hello from the phone ESME'), 'Received: text');
    await expectOnScreen(receivedRow.getByTestId('message-status'), 'Received: status');
    await expectNoSideScroll(page, 'Received SMS');
    await browser.screenshot('phone-received-sms');
    await clickOnScreen(
      receivedRow.getByRole('button', { name: 'Send delivery report' }),
      'Received: Send report',
    );
    const report = await expectDialogFits(page, 'Send delivery report', ['Cancel', 'Send report']);
    await report.getByRole('button', { name: 'Cancel' }).click();
    await report.waitFor({ state: 'detached', timeout: STEP_TIMEOUT });
    await clickOnScreen(page.getByRole('button', { name: 'Send MO' }), 'Send MO');
    const mo = await expectDialogFits(page, 'Send MO message', ['Cancel', 'Send MO']);
    await browser.screenshot('phone-mo');
    await mo.getByRole('button', { name: 'Cancel' }).click();
    await mo.waitFor({ state: 'detached', timeout: STEP_TIMEOUT });
    await received.click();
    const esmeDrawer = page
      .getByRole('presentation')
      .filter({ has: page.getByTestId('message-text') });
    await esmeDrawer.getByTestId('message-text').waitFor({ timeout: STEP_TIMEOUT });
    await page.waitForTimeout(300);
    await expectOnScreen(
      esmeDrawer.getByRole('button', { name: 'Send delivery report' }),
      'drawer: Send report',
    );
    await expectNoSideScroll(page, 'received message drawer');
    await browser.screenshot('phone-received-drawer');
    await page.keyboard.press('Escape');

    // API keys: name, status, Edit and Revoke; the new-key, shown-once, edit and revoke dialogs.
    await open(page, '/api-keys', page.getByText('No API keys yet'));
    await page.getByRole('button', { name: 'New API key' }).first().click();
    const newKey = await expectDialogFits(page, 'New API key', ['Cancel', 'Create key']);
    await newKey.getByLabel('Name').fill('Phone key');
    await newKey.getByLabel('Send SMS').check();
    await newKey.getByRole('button', { name: 'Create key' }).click();
    const shown = await expectDialogFits(page, 'API key Phone key created', ['Done']);
    await shown.getByRole('button', { name: 'Done' }).click();
    await shown.waitFor({ state: 'detached', timeout: STEP_TIMEOUT });
    const keyRow = page.locator('tr', { hasText: 'Phone key' });
    await keyRow.waitFor({ timeout: STEP_TIMEOUT });
    await expectOnScreen(keyRow.getByText('Active'), 'API key: status');
    await expectNoSideScroll(page, 'API keys');
    await browser.screenshot('phone-api-keys');
    await clickOnScreen(keyRow.getByRole('button', { name: 'Edit Phone key' }), 'API key: Edit');
    const editKey = await expectDialogFits(page, 'Edit Phone key', ['Cancel', 'Save changes']);
    await editKey.getByRole('button', { name: 'Cancel' }).click();
    await editKey.waitFor({ state: 'detached', timeout: STEP_TIMEOUT });
    await clickOnScreen(
      keyRow.getByRole('button', { name: 'Revoke Phone key' }),
      'API key: Revoke',
    );
    const revoke = await expectDialogFits(page, 'Revoke Phone key?', ['Cancel', 'Revoke']);
    await revoke.getByRole('button', { name: 'Cancel' }).click();
    await revoke.waitFor({ state: 'detached', timeout: STEP_TIMEOUT });

    // Payments: the balance history (the credit above) in columns that fit.
    await open(page, '/payments', page.getByTestId('tab-history'));
    await expectNoSideScroll(page, 'Payments');
    await browser.screenshot('phone-payments');
    await clickOnScreen(page.getByTestId('tab-history'), 'Balance history');
    await page.getByText('+$100.000').waitFor({ timeout: STEP_TIMEOUT });
    await expectNoSideScroll(page, 'Balance history');
    await browser.screenshot('phone-ledger');

    // Dedicated SMPP: the subscribe, change and cancel previews fit, and so does the endpoint.
    const addresses = page.getByRole('combobox', { name: 'IP addresses' });
    await open(page, '/dedicated-smpp', addresses);
    await addresses.fill('127.0.0.1');
    await addresses.press('Enter');
    await clickOnScreen(page.getByRole('button', { name: 'Preview' }), 'Dedicated: Preview');
    const subscribe = await expectDialogFits(page, 'Subscribe to dedicated SMPP', [
      'Back',
      'Subscribe',
    ]);
    await subscribe.getByRole('button', { name: 'Subscribe', exact: true }).click();
    await subscribe.waitFor({ state: 'detached', timeout: STEP_TIMEOUT });
    await page.getByTestId('dedicated-endpoint').waitFor({ timeout: STEP_TIMEOUT });
    await expectNoSideScroll(page, 'Dedicated SMPP');
    await browser.screenshot('phone-dedicated-smpp');
    await clickOnScreen(page.getByRole('button', { name: 'Edit addresses' }), 'Edit addresses');
    await addresses.fill('10.0.0.0/8');
    await addresses.press('Enter');
    await clickOnScreen(page.getByRole('button', { name: 'Preview' }), 'Dedicated: Preview');
    const change = await expectDialogFits(page, 'Change the addresses', ['Back', 'Save addresses']);
    await change.getByRole('button', { name: 'Back', exact: true }).click();
    await change.waitFor({ state: 'detached', timeout: STEP_TIMEOUT });
    await clickOnScreen(page.getByRole('button', { name: 'Back' }), 'Dedicated: Back');
    await clickOnScreen(
      page.getByRole('button', { name: 'Cancel subscription' }),
      'Cancel subscription',
    );
    const cancel = await expectDialogFits(page, 'Cancel dedicated SMPP', [
      'Back',
      'End subscription',
    ]);
    await cancel.getByRole('button', { name: 'End subscription', exact: true }).click();
    await page.getByText('Your own SMPP endpoint').waitFor({ timeout: STEP_TIMEOUT });
  });
});
