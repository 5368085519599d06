import type { BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { describeFindings, findAxeViolations, WCAG_TAGS } from './axe';
import { setupBrowser } from './browser';
import { listPagesToVisit } from './page-urls';
import { signInAdmin } from './admin-session';

const { open } = setupBrowser();
const THEMES = ['light', 'dark'] as const;
/** WCAG 2.x A and AA, and axe's best practices (headings in order, one main landmark, …). */
const AXE_TAGS = [...WCAG_TAGS, 'best-practice'];
type Theme = (typeof THEMES)[number];

/** The theme comes from the system setting (the app's default); CSP bypassed for axe's script. */
const contextFor = (theme: Theme, extra: BrowserContextOptions = {}): BrowserContextOptions => ({
  bypassCSP: true,
  colorScheme: theme,
  reducedMotion: 'reduce',
  ...extra,
});

/** How long the network must stay quiet, and the longest wait for it. */
const QUIET_MS = 100;
const QUIET_LIMIT_MS = 15_000;
const requestsInFlight = new WeakMap<Page, () => { count: number; since: number }>();

/**
 * Counts the page's requests in flight from now on, so `settle` waits for them to end rather
 * than for networkidle's fixed half second of silence on each of the suite's ~120 visits.
 */
function trackRequests(page: Page): Page {
  const state = { count: 0, since: Date.now() };
  const change = (delta: number) => () => {
    state.count = Math.max(0, state.count + delta);
    state.since = Date.now();
  };
  page.on('request', change(1));
  page.on('requestfinished', change(-1));
  page.on('requestfailed', change(-1));
  requestsInFlight.set(page, () => state);
  return page;
}

/** No request in flight for QUIET_MS (networkidle for a page whose requests are not counted). */
async function networkQuiet(page: Page): Promise<void> {
  const state = requestsInFlight.get(page);
  if (!state) return page.waitForLoadState('networkidle');
  const deadline = Date.now() + QUIET_LIMIT_MS;
  while (Date.now() < deadline) {
    const { count, since } = state();
    if (count === 0 && Date.now() - since >= QUIET_MS) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/**
 * Waits until the page has its data: rendered (every page has an h1; a signed-in page renders
 * only once its lazy route code has run, which on a busy machine can take longer than the
 * network's quiet time), no request in flight, no skeleton left.
 */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  await page.waitForFunction(() => document.querySelector('h1') !== null, undefined, { polling: 50 });
  await networkQuiet(page);
  // Parts below the fold load when a reader scrolls near them (decision 018): bring each in.
  await page.waitForFunction(
    () => {
      const busy = document.querySelector('[aria-busy="true"]');
      busy?.scrollIntoView();
      return busy === null;
    },
    undefined,
    { polling: 250 },
  );
}

async function expectNoViolations(page: Page, where: string): Promise<void> {
  await settle(page);
  expect(describeFindings(where, await findAxeViolations(page, AXE_TAGS))).toEqual([]);
}

async function signedInAdmin(theme: Theme, extra: BrowserContextOptions = {}): Promise<Page> {
  const page = trackRequests(await open('/', contextFor(theme, extra)));
  await signInAdmin(page);
  return page;
}

const visits = listPagesToVisit();

describe.each(THEMES)('axe-core, WCAG 2.x A and AA and best practices, %s theme', (theme) => {
  let visitor: Page;
  let admin: Page;
  beforeAll(async () => {
    visitor = trackRequests(await open('/', contextFor(theme)));
    admin = await signedInAdmin(theme);
  });
  afterAll(async () => {
    await visitor.context().close();
    await admin.context().close();
  });

  test.each(visits)('$url has no violations', async ({ url, signedIn }) => {
    const page = signedIn ? admin : visitor;
    await page.goto(url);
    await expectNoViolations(page, `${theme} ${url}`);
  });

  test('the open profile menu has none and stays inside the header landmark', async () => {
    await admin.goto('/user');
    await settle(admin);
    await admin.getByRole('button', { name: /profile menu/ }).click();
    const menu = admin.getByRole('menu');
    await menu.waitFor();
    expect(await admin.getByRole('banner').getByRole('menu').count()).toBe(1);
    await expectNoViolations(admin, `${theme} /user profile menu`);
    await admin.keyboard.press('Escape');
  });

  test('the open theme menu of the public header has none', async () => {
    await visitor.goto('/');
    await settle(visitor);
    await visitor.getByRole('button', { name: /change theme/i }).click();
    await visitor.getByRole('menu').waitFor();
    await expectNoViolations(visitor, `${theme} / theme menu`);
    await visitor.keyboard.press('Escape');
  });

  test('the collapsed sidebar, with a rail tooltip shown, has none', async () => {
    await admin.goto('/user/settings-payments');
    await settle(admin);
    // The trigger, not the Ctrl+B shortcut (tested in accounts.e2e.ts): a click waits until the
    // button is rendered and wired, a keypress sent before the page's listener is lost.
    const toggle = admin.getByRole('button', { name: 'Toggle sidebar' });
    await toggle.click();
    const nav = admin.getByRole('navigation', { name: 'Dashboard navigation' });
    await admin.locator('[data-state="collapsed"]').first().waitFor();
    await admin.waitForFunction(
      () => (document.querySelector('[data-sidebar="sidebar"]')?.getBoundingClientRect().width ?? 999) < 100,
    );
    await nav.getByRole('link', { name: 'Configurations' }).focus();
    await admin.getByRole('tooltip').waitFor();
    await expectNoViolations(admin, `${theme} collapsed sidebar`);
    await toggle.click();
    await admin.locator('[data-state="expanded"]').first().waitFor();
  });

  test('the sidebar opened as a sheet on a phone has none', async () => {
    const phone = await signedInAdmin(theme, { viewport: { width: 390, height: 844 } });
    await settle(phone);
    await phone.getByRole('button', { name: 'Toggle sidebar' }).click();
    const sheet = phone.getByRole('dialog');
    await sheet.getByRole('link', { name: 'Dashboard' }).waitFor();
    // One sub-group opened, so both a closed and an open one are checked.
    await sheet.getByRole('button', { name: 'Catalogues' }).click();
    await sheet.getByRole('link', { name: 'Plans' }).waitFor();
    await expectNoViolations(phone, `${theme} 390px sidebar sheet`);
    await phone.context().close();
  });
});
