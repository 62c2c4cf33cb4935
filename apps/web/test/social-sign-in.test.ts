import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { FakeFacebook } from '../../server/test/support/fake-facebook.js';
import { FakeGoogle } from '../../server/test/support/fake-google.js';
import { FakeTwitter } from '../../server/test/support/fake-twitter.js';
import { openBrowser, type TestBrowser } from './support/browser';
import { startConsoleServer, type ConsoleServer } from './support/console-server';

const STEP_TIMEOUT = 15_000;

let google: FakeGoogle;
let facebook: FakeFacebook;
let twitter: FakeTwitter;
let server: ConsoleServer;
let plain: ConsoleServer;
let browser: TestBrowser | undefined;

beforeAll(async () => {
  google = await FakeGoogle.start();
  facebook = await FakeFacebook.start();
  twitter = await FakeTwitter.start();
  server = await startConsoleServer({
    GOOGLE_CLIENT_ID: google.clientId,
    GOOGLE_JWKS_URL: google.jwksUrl,
    GOOGLE_GSI_SCRIPT_URL: google.scriptUrl,
    FACEBOOK_APP_ID: facebook.appId,
    FACEBOOK_APP_SECRET: facebook.appSecret,
    FACEBOOK_GRAPH_URL: facebook.graphUrl,
    FACEBOOK_SDK_URL: facebook.sdkUrl,
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
  await google?.close();
  await facebook?.close();
});

let people = 0;
/** A person the providers have never seen, so each test makes its own account. */
const person = (provider: string) => {
  people += 1;
  const id = `${provider}-${people}-${Date.now()}`;
  return { id, name: `${provider} Person`, email: `${id}@example.com` };
};

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
    expect(await page.getByRole('button', { name: /Twitter|Facebook|Google/ }).count()).toBe(0);
    expect(await page.getByTestId('google-button').count()).toBe(0);
  });

  it('signs in with Twitter through the round trip and lands on the console', async () => {
    browser = await openBrowser(1440);
    const { page } = browser;
    twitter.browserPerson = person('twitter');
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
    await page.getByText('Twitter / X sign-in was cancelled.').waitFor({ timeout: STEP_TIMEOUT });
  });

  it('signs in with Google through Identity Services and lands on the console', async () => {
    browser = await openBrowser(1440);
    const { page } = browser;
    const someone = person('google');
    google.browserPerson = { sub: someone.id, email: someone.email, name: someone.name };
    await page.goto(`${server.baseUrl}/login`);
    // The GIS script (the fake, loaded from its own origin as the CSP allows) draws the button.
    const button = page.getByTestId('google-button').getByRole('button');
    await button.waitFor({ timeout: STEP_TIMEOUT });
    expect(await button.textContent()).toBe('Sign in with Google');
    await browser.screenshot('login-with-providers-1440');
    await button.click();
    await page.getByTestId('user-menu-button').waitFor({ timeout: STEP_TIMEOUT });
    expect(new URL(page.url()).pathname).toBe('/');
    await page.getByTestId('user-menu-button').click();
    await page.getByText(someone.email).waitFor({ timeout: STEP_TIMEOUT });
  });

  it('asks for an e-mail when Facebook gives none, and mails the link', async () => {
    browser = await openBrowser(1440);
    const { page } = browser;
    const { email: _none, ...someone } = person('facebook');
    facebook.browserPerson = someone;
    await page.goto(`${server.baseUrl}/register`);
    const button = page.getByRole('button', { name: 'Continue with Facebook' });
    await button.waitFor({ timeout: STEP_TIMEOUT });
    await expect.poll(() => button.isEnabled(), { timeout: STEP_TIMEOUT }).toBe(true);
    await button.click();
    await page.waitForURL(`${server.baseUrl}/login/social/email`, { timeout: STEP_TIMEOUT });
    await page.getByText('Facebook did not give us an e-mail address.', { exact: false }).waitFor({
      timeout: STEP_TIMEOUT,
    });
    await page.getByLabel('E-mail').fill(`${someone.id}@example.com`);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page
      .getByText('Check your inbox: confirm the address, then sign in with Facebook again.')
      .waitFor({ timeout: STEP_TIMEOUT });
  });

  it('connects Facebook and Twitter in Settings, and sets a first password', async () => {
    browser = await openBrowser(1440);
    const { page } = browser;
    const someone = person('google');
    google.browserPerson = { sub: someone.id, email: someone.email, name: someone.name };
    await page.goto(`${server.baseUrl}/login`);
    await page.getByTestId('google-button').getByRole('button').click({ timeout: STEP_TIMEOUT });
    await page.getByTestId('user-menu-button').waitFor({ timeout: STEP_TIMEOUT });

    await page.goto(`${server.baseUrl}/settings?tab=security`);
    await page.getByTestId('connected-google').waitFor({ timeout: STEP_TIMEOUT });
    // Each page has its own title (issue 27).
    expect(await page.title()).toBe('Settings · RouteLab');
    const offered = page.getByTestId('connect-providers');
    // Google is connected already, so only the other two are offered.
    expect(await offered.getByTestId('google-button').count()).toBe(0);
    facebook.browserPerson = person('facebook');
    const connectFacebook = offered.getByRole('button', { name: 'Continue with Facebook' });
    await expect.poll(() => connectFacebook.isEnabled(), { timeout: STEP_TIMEOUT }).toBe(true);
    await connectFacebook.click();
    await page.getByTestId('connected-facebook').waitFor({ timeout: STEP_TIMEOUT });

    twitter.browserPerson = person('twitter');
    await offered.getByRole('button', { name: 'Continue with Twitter / X' }).click();
    // Twitter (the fake) sends the browser back through the callback page to Settings.
    await page.getByTestId('connected-twitter').waitFor({ timeout: STEP_TIMEOUT });
    expect(new URL(page.url()).pathname).toBe('/settings');
    expect(await page.getByTestId('connect-providers').count()).toBe(0);

    await page.getByText('Set a password', { exact: true }).waitFor({ timeout: STEP_TIMEOUT });
    // The e-mail change is confirmed with a password: it waits for one.
    const emailHint = page.getByText('Your account has no password yet', { exact: false });
    await emailHint.waitFor({ timeout: STEP_TIMEOUT });
    await page.getByLabel('New password').fill('first-pass-1');
    await page.getByRole('button', { name: 'Set password' }).click();
    await page
      .getByText('Password set. You can now sign in with your e-mail and password.')
      .waitFor({ timeout: STEP_TIMEOUT });
    await page.getByLabel('Current password').first().waitFor({ timeout: STEP_TIMEOUT });
    await emailHint.waitFor({ state: 'hidden', timeout: STEP_TIMEOUT });
    await browser.screenshot('settings-connected-accounts-1440');
    expect(twitter.badSignatures).toBe(0);

    // The e-mail and password now sign the same person in.
    await page.getByTestId('user-menu-button').click();
    await page.getByTestId('logout').click();
    await page.waitForURL(`${server.baseUrl}/login`, { timeout: STEP_TIMEOUT });
    await page.getByLabel('E-mail').fill(someone.email);
    await page.getByLabel('Password', { exact: true }).fill('first-pass-1');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByTestId('user-menu-button').waitFor({ timeout: STEP_TIMEOUT });
  });
});
