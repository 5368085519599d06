import type { BrowserContextOptions, Cookie, Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { collectProblems, setupBrowser } from './browser';
import { logIn, signUpAndConfirm, uniqueEmail } from './session';

const { open } = setupBrowser();

// Decision 020: `/`, `/login` and `/sign-up` arrive as HTML the build rendered, then hydrate.

/** The page as it is drawn before the app's code runs: before-paint.js runs, the app's chunks never arrive. */
async function openWithoutApp(path: string, cookies: Cookie[] = [], options: BrowserContextOptions = {}) {
  const page = await open('/favicon.svg', options);
  await page.context().addCookies(cookies);
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto(path);
  return page;
}

const banner = (page: Page) => page.getByRole('region', { name: 'Cookie consent' });

test('the landing and login pages are there before the app runs, their forms inert until it does', async () => {
  const home = await openWithoutApp('/');
  await home.getByRole('heading', { level: 1 }).waitFor();
  expect(await banner(home).isVisible()).toBe(true);
  const hero = home.locator('main section').first();
  expect(await hero.getByRole('button', { name: 'Sign Up' }).isDisabled()).toBe(true);
  await home.context().close();

  const login = await openWithoutApp('/login');
  await login.getByLabel('Email').waitFor();
  expect(await login.getByRole('button', { name: 'Log in' }).isDisabled()).toBe(true);
  await login.context().close();

  const other = await openWithoutApp('/about-us');
  expect(await other.locator('#root').innerHTML()).toBe('');
  await other.context().close();
});

test('a signed-in visitor who answered the banner gets their own header on /, with no banner flash or hydration error', async () => {
  const page = await open('/favicon.svg');
  const email = uniqueEmail('prerendered');
  await signUpAndConfirm(page, 'Pia Prerender', email, 'prerendered pages 1');
  await logIn(page, email, 'prerendered pages 1');
  await page.goto('/');
  await banner(page).getByRole('button', { name: 'Accept' }).click();
  await banner(page).waitFor({ state: 'detached' });

  const before = await openWithoutApp('/', await page.context().cookies());
  await before.getByRole('heading', { level: 1 }).waitFor();
  // In the page, hidden (so out of the accessibility tree, which getByRole reads).
  const held = before.locator('section[aria-label="Cookie consent"]');
  expect(await held.count()).toBe(1);
  expect(await held.isVisible()).toBe(false);
  await before.context().close();

  const problems = collectProblems(page);
  await page.reload();
  const header = page.getByRole('banner');
  await header.getByRole('link', { name: 'Dashboard' }).waitFor();
  expect(await header.getByRole('link', { name: 'Login' }).count()).toBe(0);
  expect(await banner(page).count()).toBe(0);
  expect(problems).toEqual([]);
  await page.context().close();
});
