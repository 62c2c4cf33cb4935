import type { Page } from 'playwright-core';
import { SmscSimulator } from '@routelab/smpp/testing';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { chooseOption, openBrowser, type TestBrowser } from './support/browser';
import { callConsoleApi } from './support/console-api';
import { startConsoleServer, type ConsoleServer } from './support/console-server';
import { signUp } from './support/sign-up';

const PASSWORD = 'route-Lab-2026';
const SMSC_SYSTEM_ID = 'routelab';
const SMSC_PASSWORD = 'smsc-pw1';
const STEP_TIMEOUT = 20_000;

let server: ConsoleServer;
let smsc: SmscSimulator;
let browser: TestBrowser | undefined;

beforeAll(async () => {
  [server, smsc] = await Promise.all([
    startConsoleServer(),
    SmscSimulator.start({ credentials: { systemId: SMSC_SYSTEM_ID, password: SMSC_PASSWORD } }),
  ]);
});

afterAll(async () => {
  await smsc?.stop();
  await server?.stop();
});

afterEach(async () => {
  const errors = browser?.errors ?? [];
  await browser?.close();
  browser = undefined;
  expect(errors, 'errors in the browser console').toEqual([]);
});

/** A signed-in user with one gateway, its Send SMS dialog open. */
async function openSendDialog(page: Page, name: string) {
  await signUp(
    page,
    server,
    { email: `${name}.${Date.now()}@example.com`, password: PASSWORD },
    STEP_TIMEOUT,
  );
  const created = await callConsoleApi(page, 'POST', '/api/gateway/create/', {
    name: 'Checks SMSC',
    host: '127.0.0.1',
    port: smsc.port,
    system_id: SMSC_SYSTEM_ID,
    password: SMSC_PASSWORD,
    source_addr: '12345',
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  await page.reload();
  const row = page.getByTestId('gateway-row').filter({ hasText: 'Checks SMSC' });
  await row.waitFor({ timeout: STEP_TIMEOUT });
  // A phone folds the row's actions into a menu.
  const actions = row.getByTestId('gateway-actions');
  if ((await actions.count()) > 0) {
    await actions.click();
    await page.getByRole('menuitem', { name: 'Send SMS', exact: true }).click();
  } else {
    await row.getByTestId('gateway-send').click();
  }
  return page.getByTestId('send-sms-form');
}

/** Nothing on the page is wider than the viewport. */
const scrollsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

describe('Send SMS checks in Chromium', () => {
  it('warns of `abc` as it is typed, shows what is sent as, previews the PDUs, refuses Cyrillic in GSM 7-bit', async () => {
    browser = await openBrowser(1440);
    const { page } = browser;
    const send = await openSendDialog(page, 'send-checks');
    const destinations = send.getByLabel('Destinations');

    await destinations.fill('abc');
    const helper = send.getByRole('alert').filter({ hasText: 'Line 1 (abc)' });
    await helper.waitFor({ timeout: STEP_TIMEOUT });
    expect(await helper.textContent()).toContain('Not a phone number');
    await send.getByLabel('Send to alphanumeric addresses').check();
    await send.getByTestId('alphanumeric-warning').waitFor({ timeout: STEP_TIMEOUT });
    expect(await send.getByTestId('alphanumeric-warning').textContent()).toContain(
      'goes as alphanumeric (TON 5, NPI 0): abc',
    );
    await browser.screenshot('smsc-send-alphanumeric-1440');

    await destinations.fill('+44 7700 900123\n447700900124');
    await send.getByLabel('Text', { exact: true }).fill('x'.repeat(200));
    await expect
      .poll(() => send.getByTestId('sent-as-destination').textContent())
      .toBe(
        '447700900123 · TON 1 International · NPI 1 ISDN (E.164) · the other destination alike',
      );
    expect(await send.getByTestId('sent-as-source').textContent()).toBe(
      '12345 · TON 3 Network specific · NPI 0 Unknown · detected',
    );
    expect(await send.getByTestId('sent-as-data-coding').textContent()).toBe('0x00 · GSM 7-bit');
    expect(await send.getByTestId('counter-length').textContent()).toBe(
      '200 septets · up to 153 septets a part',
    );
    expect(await send.getByTestId('counter-parts').textContent()).toBe('2 parts');
    expect(await seriousViolations(page)).toEqual([]);

    await send.getByTestId('send-preview').click();
    const preview = page.getByTestId('pdu-preview');
    const first = preview.getByRole('region', { name: 'submit_sm 1 of 2' });
    await first.waitFor({ timeout: STEP_TIMEOUT });
    const fields = await first
      .getByRole('table', { name: 'submit_sm 1 of 2: Fields' })
      .textContent();
    expect(fields).toContain('destination_addr447700900123');
    expect(fields).toContain('esm_class64 (0x40)');
    expect(await first.getByTestId('preview-udh').textContent()).toMatch(/part 1 of 2/);
    expect(await first.getByTestId('hex-dump').textContent()).toContain('00 00 00 04');
    await preview.getByRole('region', { name: 'submit_sm 2 of 2' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await browser.screenshot('smsc-send-preview-1440');
    await page.getByRole('button', { name: 'Close', exact: true }).click();
    await preview.waitFor({ state: 'detached' });
    expect(smsc.submits).toHaveLength(0);

    await chooseOption(page, send.getByLabel('Coding'), 'GSM 7-bit');
    await send.getByLabel('Text', { exact: true }).fill('Привет');
    await send.getByTestId('counter-unencodable').waitFor({ timeout: STEP_TIMEOUT });
    expect(await send.getByTestId('counter-unencodable').textContent()).toContain(
      'GSM 7-bit cannot carry these characters: П р и в е т',
    );
    await send.getByTestId('send-submit').click();
    await send
      .getByText(/GSM 7-bit cannot carry these characters/)
      .first()
      .waitFor({ timeout: STEP_TIMEOUT });
    expect(await send.isVisible()).toBe(true);
    expect(smsc.submits).toHaveLength(0);
  });

  it('fits the checks and the preview on a phone', async () => {
    browser = await openBrowser(390, { height: 844 });
    const { page } = browser;
    const send = await openSendDialog(page, 'send-checks-phone');
    await send.getByLabel('Destinations').fill('abc');
    await send.getByLabel('Send to alphanumeric addresses').check();
    await send.getByLabel('Text', { exact: true }).fill('Hello');
    await send.getByTestId('sent-as-data-coding').waitFor({ timeout: STEP_TIMEOUT });
    expect(await scrollsSideways(page)).toBe(false);
    await browser.screenshot('smsc-send-checks-390');
    await send.getByTestId('send-preview').click();
    await page
      .getByTestId('pdu-preview')
      .getByRole('region', { name: 'submit_sm 1 of 1' })
      .waitFor({ timeout: STEP_TIMEOUT });
    expect(await scrollsSideways(page)).toBe(false);
    expect(await seriousViolations(page)).toEqual([]);
    await browser.screenshot('smsc-send-preview-390');
  });
});
