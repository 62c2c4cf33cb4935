import type { Locator, Page } from 'playwright-core';
import { SmscSimulator } from '@routelab/smpp/testing';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { openBrowser, type TestBrowser } from './support/browser';
import { callConsoleApi } from './support/console-api';
import { createAdmin, startConsoleServer, type ConsoleServer } from './support/console-server';
import { bindTestEsme, type TestEsme } from './support/test-esme';

const PASSWORD = 'route-Lab-2026';
const STEP_TIMEOUT = 20_000;
const SMSC_SYSTEM_ID = 'routelab';
const SMSC_PASSWORD = 'smsc-pw1';
const SENT_TEXT = 'Hello from the accessibility test';
const RECEIVED_TEXT = 'Hello from the test ESME';
const ESME = {
  name: 'Shop gateway',
  system_id: `a11y${Date.now() % 1_000_000}`,
  password: 'esme-pw1',
};
const MODES = ['light', 'dark'] as const;
type Mode = (typeof MODES)[number];
/** The key and shape zustand keeps the UI settings under (lib/settings-store.ts). */
const SETTINGS_KEY = 'routelab-settings';

interface DialogCheck {
  name: string;
  /** Opens a dialog or drawer on the ready page and returns what is visible once it is open. */
  open: (page: Page) => Promise<Locator>;
}

interface PageCheck {
  name: string;
  path: string;
  /** Visible once the page has its content (and its chips) in place. */
  ready: (page: Page) => Locator;
  /** Checked one after another on the page once it is checked itself, each closed before the next. */
  dialogs?: DialogCheck[];
}

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

const byText = (text: string | RegExp) => (page: Page) => page.getByText(text).first();

const guestPages: PageCheck[] = [
  { name: 'login', path: '/login', ready: (page) => page.getByRole('button', { name: 'Sign in' }) },
  {
    name: 'register',
    path: '/register',
    ready: (page) => page.getByRole('button', { name: 'Sign up' }),
  },
  { name: 'forgot password', path: '/forgot-password', ready: byText('Forgot your password?') },
  {
    name: 'reset password, bad link',
    path: '/reset-password',
    ready: byText(/This reset link is incomplete or invalid/),
  },
  {
    name: 'register confirm, bad link',
    path: '/register/confirm',
    ready: byText(/This link is incomplete or invalid/),
  },
  {
    name: 'e-mail change confirm, bad link',
    path: '/email-change/confirm',
    ready: byText(/This link is incomplete or invalid/),
  },
  { name: 'not found', path: '/404', ready: byText('Page not found') },
  { name: 'server error', path: '/500', ready: byText('Something went wrong') },
];

const gatewayRow = (page: Page) =>
  page.getByTestId('gateway-row').filter({ hasText: 'Local SMSC' });
const esmeRow = (page: Page) => page.getByTestId(`esme-client-${ESME.system_id}`);

const consolePages = (adminEmail: string): PageCheck[] => [
  {
    name: 'SMSC list',
    path: '/',
    ready: (page) => gatewayRow(page).locator('[data-state="bound"]'),
    dialogs: [
      {
        name: 'SMSC new',
        open: async (page) => {
          await page.getByTestId('gateway-create').first().click();
          return page.getByTestId('gateway-form');
        },
      },
      {
        name: 'SMSC edit',
        open: async (page) => {
          await gatewayRow(page).getByTestId('gateway-edit').click();
          return page.getByTestId('gateway-form');
        },
      },
      {
        name: 'SMSC send SMS',
        open: async (page) => {
          await gatewayRow(page).getByTestId('gateway-send').click();
          return page.getByTestId('send-sms-form');
        },
      },
    ],
  },
  {
    name: 'sent SMS',
    path: '/smsc/messages',
    ready: (page) =>
      page.getByRole('row').filter({ hasText: SENT_TEXT }).getByText('Delivered', { exact: true }),
    dialogs: [
      {
        name: 'sent SMS message',
        open: async (page) => {
          await page.getByRole('gridcell', { name: SENT_TEXT }).click();
          return page.getByTestId('message-pdu').first();
        },
      },
    ],
  },
  {
    name: 'SMSC PDU logs',
    path: '/smsc/logs',
    ready: (page) => page.getByRole('gridcell', { name: 'submit_sm', exact: true }).first(),
  },
  {
    name: 'ESME list',
    path: '/esme',
    ready: (page) => esmeRow(page).getByText('Bound: 1'),
    dialogs: [
      {
        name: 'ESME new',
        open: async (page) => {
          await page.getByRole('button', { name: 'New account' }).first().click();
          return page.getByRole('dialog').getByLabel('System ID');
        },
      },
      {
        name: 'ESME edit',
        open: async (page) => {
          await esmeRow(page).getByRole('button', { name: 'Edit' }).click();
          return page.getByRole('dialog', { name: `Edit ${ESME.name}` });
        },
      },
      {
        name: 'ESME webhooks',
        open: async (page) => {
          await esmeRow(page).getByRole('button', { name: 'Webhooks' }).click();
          return page.getByRole('dialog').getByText('127.0.0.1:9/hook');
        },
      },
    ],
  },
  {
    name: 'received SMS',
    path: '/esme/messages',
    ready: (page) => page.getByRole('gridcell', { name: RECEIVED_TEXT }),
  },
  {
    name: 'ESME PDU logs',
    path: '/esme/logs',
    ready: (page) => page.getByRole('gridcell', { name: 'submit_sm', exact: true }).first(),
  },
  {
    name: 'routes',
    path: '/routing/routes',
    ready: (page) => page.getByRole('button', { name: 'Explain', exact: true }),
  },
  {
    name: 'price lists',
    path: '/routing/prices',
    ready: (page) => page.getByRole('button', { name: 'Import CSV' }),
  },
  { name: 'payments', path: '/payments', ready: (page) => page.getByTestId('payments-top-up') },
  { name: 'dedicated SMPP', path: '/dedicated-smpp', ready: byText('Your own SMPP endpoint') },
  { name: 'API keys', path: '/api-keys', ready: byText('CI key') },
  {
    name: 'settings, account',
    path: '/settings?tab=account',
    ready: (page) => page.getByRole('button', { name: 'Save changes' }),
  },
  {
    name: 'settings, security',
    path: '/settings?tab=security',
    ready: (page) => page.getByLabel('New password', { exact: true }),
  },
  {
    name: 'settings, appearance',
    path: '/settings?tab=appearance',
    ready: (page) => page.getByTestId('setting-mode'),
  },
  {
    name: 'admin users',
    path: '/admin/users',
    ready: (page) => page.getByRole('row', { name: new RegExp(adminEmail) }),
  },
  {
    name: 'admin pricing',
    path: '/admin/pricing',
    ready: (page) => page.getByRole('textbox', { name: 'VIP 1: Segment sent through a gateway' }),
  },
  { name: 'not found, signed in', path: '/404', ready: byText('Page not found') },
];

/** Stores UI settings as the settings store keeps them; the next page load starts with them. */
async function storeSettings(page: Page, settings: { mode: Mode; skin?: string }) {
  await page.evaluate(
    ({ key, settings }) => {
      const stored = JSON.parse(localStorage.getItem(key) ?? '{"state":{},"version":1}') as {
        state: Record<string, unknown>;
      };
      stored.state = { ...stored.state, ...settings };
      localStorage.setItem(key, JSON.stringify(stored));
    },
    { key: SETTINGS_KEY, settings },
  );
}

/**
 * Opens each page, then each of its dialogs in turn, and collects their serious and critical
 * violations. A dialog opens on the page already loaded (a page load per dialog took about a
 * fifth of the test) and is closed with Escape, and gone, before the next one opens.
 */
async function checkPages(page: Page, mode: Mode, checks: PageCheck[]): Promise<string[]> {
  const found: string[] = [];
  const check = async (name: string) => {
    const violations = await seriousViolations(page);
    found.push(...violations.map((violation) => `[${mode}] ${name}: ${violation}`));
  };
  for (const { name, path, ready, dialogs = [] } of checks) {
    await page.goto(`${server.baseUrl}${path}`);
    await ready(page).waitFor({ timeout: STEP_TIMEOUT });
    await check(name);
    for (const dialog of dialogs) {
      const opened = await dialog.open(page);
      await opened.waitFor({ timeout: STEP_TIMEOUT });
      await check(dialog.name);
      await page.keyboard.press('Escape');
      await opened.waitFor({ state: 'hidden', timeout: STEP_TIMEOUT });
    }
  }
  return found;
}

/** An SMSC connection bound to the local SMSC, one delivered SMS through it, an ESME account
 * bound with one message received, a webhook and an API key: every list has rows and chips. */
async function createData(page: Page) {
  const gateway = await callConsoleApi(page, 'POST', '/api/gateway/create/', {
    name: 'Local SMSC',
    host: '127.0.0.1',
    port: smsc.port,
    system_id: SMSC_SYSTEM_ID,
    password: SMSC_PASSWORD,
  });
  expect(gateway.status).toBeLessThan(300);
  const gatewayId = (gateway.body as { id: number }).id;
  await page.goto(`${server.baseUrl}/`);
  await gatewayRow(page).locator('[data-state="bound"]').waitFor({ timeout: STEP_TIMEOUT });
  const sent = await callConsoleApi(page, 'POST', '/api/message/smsc/create/', {
    gateway: gatewayId,
    destinations: ['447700900123'],
    text: SENT_TEXT,
  });
  expect(sent.status).toBeLessThan(300);

  const client = await callConsoleApi(page, 'POST', '/api/client/create/', ESME);
  expect(client.status).toBeLessThan(300);
  const webhook = await callConsoleApi(page, 'POST', '/api/webhook/create/', {
    client_id: (client.body as { id: number }).id,
    url: 'http://127.0.0.1:9/hook',
    events: ['message.received'],
  });
  expect(webhook.status).toBeLessThan(300);
  esme = await bindTestEsme(Number(server.env.SMPP_PORT), ESME);
  await esme.client.submitSm({
    source_addr: 'Shop',
    destination_addr: '4915112345678',
    short_message: Buffer.from(RECEIVED_TEXT, 'latin1'),
  });

  const key = await callConsoleApi(page, 'POST', '/api/user/api-key/create/', {
    name: 'CI key',
    permissions: ['send_sms'],
  });
  expect(key.status).toBeLessThan(300);
}

describe('accessibility (axe-core, WCAG 2.1 A and AA) in Chromium', () => {
  it('finds no serious or critical violation on any console page, light or dark', async () => {
    browser = await openBrowser(1440);
    const { page } = browser;
    const violations: string[] = [];

    // Signed out: the guest and error pages, and the state after registering (a user left
    // unconfirmed, whose chip the admin's list shows).
    await page.goto(`${server.baseUrl}/login`);
    for (const mode of MODES) {
      await storeSettings(page, { mode });
      violations.push(...(await checkPages(page, mode, guestPages)));
      await page.goto(`${server.baseUrl}/register`);
      await page.getByLabel('E-mail').fill(`new.${mode}.${Date.now()}@example.com`);
      await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
      await page.getByRole('button', { name: 'Sign up' }).click();
      await page.getByTestId('register-sent').waitFor({ timeout: STEP_TIMEOUT });
      violations.push(...(await seriousViolations(page)).map((v) => `[${mode}] registered: ${v}`));
    }

    const adminEmail = `ada.${Date.now()}@example.com`;
    await createAdmin(server, adminEmail, PASSWORD);
    await page.goto(`${server.baseUrl}/login`);
    await page.getByLabel('E-mail').fill(adminEmail);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByTestId('user-menu-button').waitFor({ timeout: STEP_TIMEOUT });
    await createData(page);

    for (const mode of MODES) {
      await storeSettings(page, { mode });
      violations.push(...(await checkPages(page, mode, consolePages(adminEmail))));
    }
    // The semi-dark skin draws the navigation with the dark palette inside a light page.
    await storeSettings(page, { mode: 'light', skin: 'semi-dark' });
    const smscList = consolePages(adminEmail)
      .slice(0, 1)
      .map((check) => ({ ...check, dialogs: [] }));
    violations.push(...(await checkPages(page, 'light', smscList)));

    expect(violations.join('\n')).toBe('');
    // About 55 page loads and 14 dialogs, each checked by axe: more than the browser project's
    // 2 minutes.
  }, 300_000);
});
