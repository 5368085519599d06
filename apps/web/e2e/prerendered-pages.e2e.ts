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

// Decision 024: `/user` arrives as the signed-in area while its data loads, and the app renders over it.
test('/user is drawn before the app runs, with nobody’s data, then becomes the user’s dashboard in place', async () => {
  const page = await open('/favicon.svg', { viewport: { width: 1280, height: 800 } });
  const email = uniqueEmail('placeholder');
  await signUpAndConfirm(page, 'Uma Placeholder', email, 'placeholder page 1');
  await logIn(page, email, 'placeholder page 1');
  const cookies = await page.context().cookies();

  const before = await openWithoutApp('/user', cookies, { viewport: { width: 1280, height: 800 } });
  await before.getByRole('navigation', { name: 'Dashboard navigation' }).waitFor();
  expect(await before.getByRole('link', { name: /AI Chats/ }).count()).toBeGreaterThan(0);
  expect(await before.getByText('Uma Placeholder').count()).toBe(0);
  const rail = before.locator('[data-collapsible] > div').first();
  expect((await rail.boundingBox())?.width).toBe(256);
  await before.context().close();

  // A sidebar the user collapsed is drawn collapsed before the app knows it.
  const collapsed = [...cookies, { ...cookies[0]!, name: 'sidebar_state', value: 'false' }];
  const narrow = await openWithoutApp('/user', collapsed, { viewport: { width: 1280, height: 800 } });
  await narrow.getByRole('navigation', { name: 'Dashboard navigation' }).waitFor();
  expect((await narrow.locator('[data-collapsible] > div').first().boundingBox())?.width).toBe(48);
  await narrow.context().close();

  const problems = collectProblems(page);
  await page.goto('/user');
  await page.getByRole('heading', { name: 'Hello, Uma Placeholder' }).waitFor();
  expect(await page.locator('#root[data-placeholder]').count()).toBe(0);
  expect(await page.getByRole('navigation', { name: 'Dashboard navigation' }).count()).toBe(1);
  expect(problems).toEqual([]);
  await page.context().close();
});
