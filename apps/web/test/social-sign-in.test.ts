import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { FakeTwitter } from '../../server/test/support/fake-twitter.js';
import { openBrowser, type TestBrowser } from './support/browser';
import { startConsoleServer, type ConsoleServer } from './support/console-server';

const STEP_TIMEOUT = 15_000;

let twitter: FakeTwitter;
let server: ConsoleServer;
let plain: ConsoleServer;
let browser: TestBrowser | undefined;

beforeAll(async () => {
  twitter = await FakeTwitter.start();
  server = await startConsoleServer({
    TWITTER_CONSUMER_KEY: twitter.consumerKey,
    TWITTER_CONSUMER_SECRET: twitter.consumerSecret,
    TWITTER_API_URL: twitter.apiUrl,
  });
  plain = await startConsoleServer();
});

afterAll(async () => {
  await server?.stop();
  await plain?.stop();
  await twitter?.close();
});

afterEach(async () => {
  const errors = browser?.errors ?? [];
  await browser?.close();
  browser = undefined;
  expect(errors, 'errors in the browser console').toEqual([]);
});

describe('Social sign-in in Chromium', () => {
  it('offers no provider button where none is configured', async () => {
    browser = await openBrowser(1440);
    const { page } = browser;
    await page.goto(`${plain.baseUrl}/login`);
    await page.getByRole('button', { name: 'Sign in' }).waitFor({ timeout: STEP_TIMEOUT });
    // The providers' answer has arrived once the page is idle.
    await page.waitForLoadState('networkidle');
    expect(await page.getByRole('button', { name: /Twitter/ }).count()).toBe(0);
  });

  it('signs in with Twitter through the round trip and lands on the console', async () => {
    browser = await openBrowser(1440);
    const { page } = browser;
    twitter.browserPerson = {
      id: `tw-${Date.now()}`,
      name: 'Ada Twitter',
      email: `twitter.${Date.now()}@example.com`,
    };
    await page.goto(`${server.baseUrl}/login`);
    const button = page.getByRole('button', { name: 'Continue with Twitter / X' });
    await button.waitFor({ timeout: STEP_TIMEOUT });
    await browser.screenshot('login-with-twitter-1440');
    await button.click();
    // Twitter (the fake) sends the browser back to /login/twitter/callback, then the console.
    await page.getByTestId('user-menu-button').waitFor({ timeout: STEP_TIMEOUT });
    expect(new URL(page.url()).pathname).toBe('/');
    await page.getByTestId('user-menu-button').click();
    await page.getByText(twitter.browserPerson.email ?? '').waitFor({ timeout: STEP_TIMEOUT });
    expect(twitter.badSignatures).toBe(0);
  });

  it('returns to the login page with the reason when the callback is refused', async () => {
    browser = await openBrowser(1440);
    const { page } = browser;
    await page.goto(`${server.baseUrl}/login/twitter/callback?denied=abc`);
    await page.waitForURL(`${server.baseUrl}/login`, { timeout: STEP_TIMEOUT });
    await page.getByText('Twitter sign-in was cancelled.').waitFor({ timeout: STEP_TIMEOUT });
  });
});
