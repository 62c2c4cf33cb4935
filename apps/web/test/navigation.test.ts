import type { Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { openBrowser, type TestBrowser } from './support/browser';
import { createAdmin, startConsoleServer, type ConsoleServer } from './support/console-server';

const PASSWORD = 'route-Lab-2026';
const STEP_TIMEOUT = 20_000;
/** The key zustand keeps the UI settings under (lib/settings-store.ts). */
const SETTINGS_KEY = 'routelab-settings';

interface Entry {
  name: string | RegExp;
  path: string;
  /** The page's own title: the tab reads "<title> · RouteLab" once it is open. */
  title: string;
}
interface Group {
  group: string;
  pages: Entry[];
}

/** Every page of the navigation an admin with billing on sees, in its order. */
const NAVIGATION: (Entry | Group)[] = [
  {
    group: 'SMPP-Client',
    pages: [
      { name: 'SMSC List', path: '/', title: 'SMSC List' },
      { name: 'Sent SMS', path: '/smsc/messages', title: 'Sent SMS' },
      { name: 'Logs', path: '/smsc/logs', title: 'SMPP-Client logs' },
    ],
  },
  {
    group: 'SMPP-Server',
    pages: [
      { name: 'ESME List', path: '/esme', title: 'ESME List' },
      { name: 'Received SMS', path: '/esme/messages', title: 'Received SMS' },
      { name: 'Logs', path: '/esme/logs', title: 'SMPP-Server logs' },
    ],
  },
  {
    group: 'Routing',
    pages: [
      { name: 'Routes', path: '/routing/routes', title: 'Routes' },
      // Without an SMSC connection the page stays at /routing/prices.
      { name: 'Price lists', path: '/routing/prices', title: 'Price lists' },
    ],
  },
  { name: /^Dedicated SMPP/, path: '/dedicated-smpp', title: 'Dedicated SMPP' },
  { name: 'Payments', path: '/payments', title: 'Payments' },
  { name: 'API keys', path: '/api-keys', title: 'API keys' },
  { name: 'Settings', path: '/settings', title: 'Settings' },
  { name: 'Users', path: '/admin/users', title: 'Users' },
  { name: 'Pricing', path: '/admin/pricing', title: 'Pricing' },
];

let server: ConsoleServer;
let browser: TestBrowser | undefined;

beforeAll(async () => {
  server = await startConsoleServer();
});

afterAll(async () => {
  await server?.stop();
});

afterEach(async () => {
  const errors = browser?.errors ?? [];
  await browser?.close();
  browser = undefined;
  expect(errors, 'errors in the browser console').toEqual([]);
});

async function signIn(): Promise<Page> {
  const email = `nav.${Date.now()}.${Math.random().toString(36).slice(2, 6)}@example.com`;
  await createAdmin(server, email, PASSWORD);
  browser = await openBrowser(1440);
  const { page } = browser;
  await page.goto(`${server.baseUrl}/login`);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByTestId('user-menu-button').waitFor({ timeout: STEP_TIMEOUT });
  return page;
}

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });

/**
 * Waits until nothing in `locator` moves: a group opening in place (and the one closing beside
 * it) or a menu growing. A click aimed while it moves can land beside its target on a loaded
 * machine (the position is read, the frame changes, then the pointer comes down).
 */
async function settled(locator: Locator) {
  await expect
    .poll(() => locator.evaluate((element) => element.getAnimations({ subtree: true }).length), {
      timeout: STEP_TIMEOUT,
    })
    .toBe(0);
}

/** The page opened: its address, and its own title on the tab (not a 404's). */
async function arrivedAt(page: Page, { path, title }: Entry) {
  await page.waitForURL((url) => url.pathname === path, { timeout: STEP_TIMEOUT });
  await expect.poll(() => page.title(), { timeout: STEP_TIMEOUT }).toBe(`${title} · RouteLab`);
}

/** Leaves the page on one no entry of the navigation marks, so each visit is a real change. */
async function leave(page: Page) {
  await page.getByTestId('user-menu-button').click();
  const settings = page.getByRole('menuitem', { name: 'Settings' });
  await settings.waitFor({ timeout: STEP_TIMEOUT });
  await settled(page.getByRole('menu'));
  await settings.click();
  // Its title too: only then has the navigation re-rendered for it (a group holding the page left
  // behind starts closing in that render, not when the address changes).
  await arrivedAt(page, { name: 'Settings', path: '/settings', title: 'Settings' });
  await page.keyboard.press('Escape');
}

/** Opens a group's menu (the rail's, or the horizontal row's) by hovering it, then its page. */
async function visitByMouse(page: Page, entries: (Entry | Group)[]) {
  for (const entry of entries) {
    if ('group' in entry) {
      for (const child of entry.pages) {
        const trigger = nav(page).getByRole('button', { name: entry.group, exact: true });
        const menu = page.getByRole('menu', { name: entry.group });
        // A hover that lands while the row still moves (a page's render) opens nothing: off it
        // and onto it again until its menu opens.
        await expect
          .poll(
            async () => {
              await page.mouse.move(1000, 600);
              await trigger.hover();
              return menu.isVisible();
            },
            { timeout: STEP_TIMEOUT, interval: 250 },
          )
          .toBe(true);
        await settled(menu);
        await menu.getByRole('menuitem', { name: child.name, exact: true }).click();
        await arrivedAt(page, child);
        // Off the menu before the next one: a hovered menu closes once the pointer leaves.
        await page.mouse.move(1000, 600);
        await menu.waitFor({ state: 'detached', timeout: STEP_TIMEOUT });
      }
    } else {
      await nav(page).getByRole('link', { name: entry.name }).click();
      await arrivedAt(page, entry);
    }
  }
}

/**
 * Keys only from the navigation's first entry on: Tab to an entry, Enter on a group opens its
 * menu on its first page, ArrowDown moves, Enter opens the page.
 */
async function visitByKeyboard(page: Page, entries: (Entry | Group)[]) {
  const first = nav(page).getByRole('button', { name: 'SMPP-Client', exact: true });
  for (const [index, entry] of entries.entries()) {
    const pages = 'group' in entry ? entry.pages : [entry];
    for (const [position, child] of pages.entries()) {
      await first.focus();
      for (let step = 0; step < index; step += 1) await page.keyboard.press('Tab');
      if ('group' in entry) {
        await expectFocused(nav(page).getByRole('button', { name: entry.group, exact: true }));
        await page.keyboard.press('Enter');
        const menu = page.getByRole('menu', { name: entry.group });
        await menu.waitFor({ timeout: STEP_TIMEOUT });
        for (let step = 0; step < position; step += 1) await page.keyboard.press('ArrowDown');
        await expectFocused(menu.getByRole('menuitem', { name: child.name, exact: true }));
      } else {
        await expectFocused(nav(page).getByRole('link', { name: child.name }));
      }
      await page.keyboard.press('Enter');
      await arrivedAt(page, child);
    }
  }
}

async function expectFocused(locator: Locator) {
  await expect
    .poll(() => locator.evaluate((element) => element === document.activeElement), {
      timeout: STEP_TIMEOUT,
    })
    .toBe(true);
}

/** The collapsed rail's or the row's menu of a group, open, passes axe; Escape closes it. */
async function expectFlyoutAxeClean(page: Page, group: string) {
  const trigger = nav(page).getByRole('button', { name: group, exact: true });
  await trigger.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu', { name: group });
  await menu.waitFor({ timeout: STEP_TIMEOUT });
  expect(await seriousViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await menu.waitFor({ state: 'detached', timeout: STEP_TIMEOUT });
  await expectFocused(trigger);
}

describe('every page of the navigation in Chromium at 1440 px', () => {
  it('is reached in the expanded drawer by mouse and by keyboard', async () => {
    const page = await signIn();
    await leave(page);
    for (const entry of NAVIGATION) {
      const pages = 'group' in entry ? entry.pages : [entry];
      for (const child of pages) {
        const link = nav(page).locator(`a[href="${child.path}"]`);
        // A group opens in place, its pages under it. Asked of its button, not of the links: a
        // closing group's links stay in the page (and visible) until its animation has run.
        if ('group' in entry) {
          const group = nav(page).getByRole('button', { name: entry.group, exact: true });
          if ((await group.getAttribute('aria-expanded')) !== 'true') await group.click();
          await expect
            .poll(() => group.getAttribute('aria-expanded'), { timeout: STEP_TIMEOUT })
            .toBe('true');
        }
        await settled(nav(page));
        await link.click();
        await arrivedAt(page, child);
      }
    }
    // By keyboard: Tab through the drawer, Enter on a closed group opens it in place.
    await leave(page);
    for (const entry of NAVIGATION) {
      const pages = 'group' in entry ? entry.pages : [entry];
      for (const child of pages) {
        const link = nav(page).locator(`a[href="${child.path}"]`);
        await nav(page).getByRole('button', { name: 'SMPP-Client', exact: true }).focus();
        // Tab until the entry has focus, opening each closed group passed on the way.
        for (let step = 0; step < 40; step += 1) {
          // Asked of the page: the link of a closed group is not in it at all.
          const onLink = await page.evaluate(
            (path) => document.activeElement?.getAttribute('href') === path,
            child.path,
          );
          if (onLink) break;
          const focused = await page.evaluate(() => ({
            expanded: document.activeElement?.getAttribute('aria-expanded'),
            text: document.activeElement?.textContent,
          }));
          if ('group' in entry && focused.expanded === 'false' && focused.text === entry.group) {
            await page.keyboard.press('Enter');
            // Its pages are in the page (and so in the Tab order) only once it has opened.
            await expect
              .poll(
                () => page.evaluate(() => document.activeElement?.getAttribute('aria-expanded')),
                { timeout: STEP_TIMEOUT },
              )
              .toBe('true');
            await settled(nav(page));
          }
          await page.keyboard.press('Tab');
        }
        await expectFocused(link);
        await page.keyboard.press('Enter');
        await arrivedAt(page, child);
      }
    }
  });

  it('is reached from the collapsed rail by mouse and by keyboard, each entry named', async () => {
    const page = await signIn();
    await page.evaluate((key) => {
      const stored = JSON.parse(localStorage.getItem(key) ?? '{"state":{},"version":1}') as {
        state: Record<string, unknown>;
      };
      stored.state = { ...stored.state, navCollapsed: true };
      localStorage.setItem(key, JSON.stringify(stored));
    }, SETTINGS_KEY);
    await page.goto(`${server.baseUrl}/settings`);
    const expand = page.getByRole('button', { name: 'Expand navigation' });
    await expand.waitFor({ timeout: STEP_TIMEOUT });
    // Icons alone: no entry's title is written out, each is named.
    expect(await nav(page).getByText('Payments', { exact: true }).count()).toBe(0);
    await nav(page).getByRole('link', { name: 'Payments' }).hover();
    await page.getByRole('tooltip', { name: 'Payments' }).waitFor({ timeout: STEP_TIMEOUT });
    await browser?.screenshot('nav-rail-tooltip');

    await visitByMouse(page, NAVIGATION);
    await nav(page).getByRole('button', { name: 'SMPP-Server', exact: true }).hover();
    await page.getByRole('menu', { name: 'SMPP-Server' }).waitFor({ timeout: STEP_TIMEOUT });
    await browser?.screenshot('nav-rail-flyout');
    await page.mouse.move(1000, 600);
    await leave(page);
    await visitByKeyboard(page, NAVIGATION);
    // ArrowRight opens it too, Escape closes it and gives the focus back.
    const server2 = nav(page).getByRole('button', { name: 'SMPP-Server', exact: true });
    await server2.focus();
    await page.keyboard.press('ArrowRight');
    await expectFocused(page.getByRole('menuitem', { name: 'ESME List' }));
    await page.keyboard.press('Escape');
    await expectFocused(server2);
    await expectFlyoutAxeClean(page, 'SMPP-Client');

    await expand.click();
    await nav(page).getByText('Payments', { exact: true }).waitFor({ timeout: STEP_TIMEOUT });
    await page.getByRole('button', { name: 'Collapse navigation' }).waitFor();
  });

  it('is reached in the horizontal layout by mouse and by keyboard', async () => {
    const page = await signIn();
    await page.goto(`${server.baseUrl}/settings?tab=appearance`);
    await page.getByTestId('setting-layout').getByText('Horizontal', { exact: true }).click();
    await page.locator('[data-layout="horizontal"]').waitFor({ timeout: STEP_TIMEOUT });
    await visitByMouse(page, NAVIGATION);
    await leave(page);
    await visitByKeyboard(page, NAVIGATION);
    await expectFlyoutAxeClean(page, 'SMPP-Server');
    // The layout is not kept across loads (spec section 3): the test never reloaded.
    expect(await page.locator('[data-layout="horizontal"]').count()).toBe(1);
  });
});
