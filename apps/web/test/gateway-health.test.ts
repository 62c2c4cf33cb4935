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

describe('gateway health in Chromium', () => {
  for (const width of [1440, 390]) {
    it(`words a refused bind with its time and retry countdown, then shows the health card (${width} px)`, async () => {
      browser = await openBrowser(width);
      const { page } = browser;
      await signUp(
        page,
        server,
        { email: `health.${width}.${Date.now()}@example.com`, password: PASSWORD },
        STEP_TIMEOUT,
      );
      await page.getByTestId('gateways-empty').waitFor({ timeout: STEP_TIMEOUT });
      const created = await callConsoleApi(page, 'POST', '/api/gateway/create/', {
        name: 'Health SMSC',
        host: '127.0.0.1',
        port: smsc.port,
        system_id: SMSC_SYSTEM_ID,
        password: 'wrong-pw',
        reconnect_delay: 30,
      });
      expect(created.status).toBe(201);
      const gateway = created.body as Record<string, unknown>;
      // Created behind the page's back: the list learns of it on a fresh load.
      await page.reload();

      const row = page.getByTestId('gateway-row').filter({ hasText: 'Health SMSC' });
      const failure = row.getByTestId('connection-error');
      await failure.waitFor({ timeout: STEP_TIMEOUT });
      expect(await failure.getAttribute('data-kind')).toBe('bind-refused');
      expect(await failure.textContent()).toContain('The SMSC refused the bind: ESME_RINVPASWD');
      expect(await failure.textContent()).not.toContain('bind-failed');
      await expect
        .poll(() => row.getByTestId('connection-retry').textContent(), { timeout: STEP_TIMEOUT })
        .toMatch(/attempt 2 in \d+ s/);
      expect(await seriousViolations(page)).toEqual([]);
      await browser.screenshot(`gateway-failure-${width}`);

      // Russian words it too.
      await page.getByRole('button', { name: 'Language' }).click();
      await page.getByRole('menuitem', { name: 'Русский' }).click();
      await expect
        .poll(() => failure.textContent(), { timeout: STEP_TIMEOUT })
        .toContain('SMSC отклонил bind: ESME_RINVPASWD');
      await page.getByRole('button', { name: 'Язык' }).click();
      await page.getByRole('menuitem', { name: 'English' }).click();

      const fixed = await callConsoleApi(page, 'PUT', '/api/gateway/update/', {
        ...gateway,
        password: SMSC_PASSWORD,
        reconnect_delay: 1,
      });
      expect(fixed.status).toBe(200);
      await row.locator('[data-state="bound"]').waitFor({ timeout: STEP_TIMEOUT });
      // Phones have no traffic column: the counters are on the gateway's page.
      if (width > 600) {
        await row.getByTestId('session-counters-label').waitFor({ timeout: STEP_TIMEOUT });
      }

      await row.getByRole('link', { name: 'Health SMSC' }).click();
      await page.waitForURL(/\/smsc\/gateway\/\d+$/);
      const card = page.getByTestId('gateway-health');
      await card.waitFor({ timeout: STEP_TIMEOUT });
      await card.locator('[data-state="bound"]').waitFor({ timeout: STEP_TIMEOUT });
      expect(await card.getByTestId('health-session').textContent()).toContain('This session');
      expect(await card.getByTestId('health-lifetime').textContent()).toContain('All time');
      await expect
        .poll(() => card.getByTestId('health-uptime').textContent(), { timeout: STEP_TIMEOUT })
        .toMatch(/\d+ sec/);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        width,
      );
      expect(await seriousViolations(page)).toEqual([]);
      await browser.screenshot(`gateway-health-${width}`);
    });
  }
});
