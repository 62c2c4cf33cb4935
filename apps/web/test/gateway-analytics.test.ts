import { SmscSimulator } from '@routelab/smpp/testing';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { openBrowser, type TestBrowser } from './support/browser';
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
    SmscSimulator.start({
      credentials: { systemId: SMSC_SYSTEM_ID, password: SMSC_PASSWORD },
      // A handset that is off: its receipt says UNDELIV.
      reply: (submit) => ({
        receipt: submit.pdu.destination_addr.endsWith('666') ? 'UNDELIV' : 'DELIVRD',
      }),
    }),
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

describe('gateway delivery analytics in Chromium', () => {
  for (const width of [1440, 390]) {
    it(`charts the receipts of what the gateway sent, and says when a period has none (${width} px)`, async () => {
      browser = await openBrowser(width);
      const { page } = browser;
      await signUp(
        page,
        server,
        { email: `analytics.${width}.${Date.now()}@example.com`, password: PASSWORD },
        STEP_TIMEOUT,
      );
      await page.getByTestId('gateways-empty').waitFor({ timeout: STEP_TIMEOUT });
      const created = await callConsoleApi(page, 'POST', '/api/gateway/create/', {
        name: 'Analytics SMSC',
        host: '127.0.0.1',
        port: smsc.port,
        system_id: SMSC_SYSTEM_ID,
        password: SMSC_PASSWORD,
        reconnect_delay: 1,
      });
      expect(created.status).toBe(201);
      const gatewayId = (created.body as { id: number }).id;

      await page.goto(`${server.baseUrl}/smsc/gateway/${gatewayId}`);
      const card = page.getByTestId('gateway-analytics');
      await card.waitFor({ timeout: STEP_TIMEOUT });
      await page
        .getByTestId('gateway-health')
        .locator('[data-state="bound"]')
        .waitFor({ timeout: STEP_TIMEOUT });
      // Nothing sent yet: every part of the card says so.
      await card.getByTestId('analytics-status-empty').waitFor({ timeout: STEP_TIMEOUT });
      expect(await card.getByTestId('analytics-unmatched').textContent()).toBe(
        'No receipts in this period.',
      );
      expect(await card.getByTestId('analytics-latency-empty').textContent()).toBe(
        'No final receipts in this period.',
      );

      const sent = await callConsoleApi(page, 'POST', '/api/message/smsc/create/', {
        gateway: gatewayId,
        destinations: ['380501110001', '380501110002', '380501110666'],
        text: 'analytics',
        registered_delivery: 1,
      });
      expect(sent.status).toBe(201);
      // The card follows the messages' events: the three receipts arrive on their own.
      await expect
        .poll(() => card.getByTestId('analytics-unmatched').textContent(), {
          timeout: STEP_TIMEOUT,
        })
        .toBe('0% of receipts matched no sent message (0 of 3)');
      const mix = card.getByTestId('analytics-status-mix');
      // The current hour is the last bar; the empty hours before it draw nothing.
      const bar = mix.locator('g[data-series="delivered"] rect').last();
      await bar.waitFor({ timeout: STEP_TIMEOUT });
      expect(await mix.getByText('Undeliverable').count()).toBeGreaterThan(0);
      const bins = card.getByTestId('analytics-latency').locator('g[data-series="latency"] rect');
      expect(await bins.count()).toBe(7);

      // Its tooltip gives the exact counts.
      await bar.hover();
      const tooltip = page.getByRole('tooltip');
      await tooltip.waitFor({ timeout: STEP_TIMEOUT });
      await expect
        .poll(() => tooltip.textContent(), { timeout: STEP_TIMEOUT })
        .toMatch(/Delivered\s*2/);
      expect(await tooltip.textContent()).toMatch(/Undeliverable\s*1/);
      await page.mouse.move(0, 0);

      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        width,
      );
      expect(await seriousViolations(page)).toEqual([]);
      await browser.screenshot(`gateway-analytics-${width}`);

      // A week keeps them; the period is the user's choice.
      await card.getByRole('button', { name: 'Last 7 days' }).click();
      await expect
        .poll(() => card.getByTestId('analytics-unmatched').textContent(), {
          timeout: STEP_TIMEOUT,
        })
        .toBe('0% of receipts matched no sent message (0 of 3)');
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
});
