import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { REPO_ROOT } from './console-server';

const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const SCREENSHOT_DIR = join(REPO_ROOT, 'test-results', 'screenshots');

export interface TestBrowser {
  context: BrowserContext;
  page: Page;
  /** Every console error and uncaught page error seen so far. */
  errors: string[];
  screenshot: (name: string) => Promise<void>;
  close: () => Promise<void>;
}

export interface BrowserOptions {
  /** The viewport's height; 900 unless a test needs a phone's (844 for 390 × 844). */
  height?: number;
}

/** Debian's Chromium with a fresh profile; console errors are collected for the test to check. */
export async function openBrowser(
  width = 1440,
  options: BrowserOptions = {},
): Promise<TestBrowser> {
  const userDataDir = mkdtempSync(join(tmpdir(), 'routelab-chromium-'));
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: '/usr/bin/chromium',
    headless: true,
    args: CHROMIUM_ARGS,
    viewport: { width, height: options.height ?? 900 },
    locale: 'en-US',
  });
  const page = context.pages()[0] ?? (await context.newPage());
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  mkdirSync(SCREENSHOT_DIR, { recursive: true });

  return {
    context,
    page,
    errors,
    screenshot: async (name) => {
      await page.screenshot({ path: join(SCREENSHOT_DIR, `${name}.png`), animations: 'disabled' });
    },
    close: async () => {
      await context.close();
      rmSync(userDataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Opens a select and picks an option. A click that lands while the select's section is still
 * expanding can leave the menu shut (seen once in CI): then it clicks again, twice at most.
 */
export async function chooseOption(page: Page, select: Locator, name: string): Promise<void> {
  const option = page.getByRole('option', { name });
  for (let attempt = 1; ; attempt++) {
    await select.click();
    try {
      await option.waitFor({ timeout: 5_000 });
      break;
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
  await option.click();
}
