import { existsSync, readFileSync } from 'node:fs';
import { STORAGE_KEYS } from '@inkwell/contract';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, inject } from 'vitest';
import { logIn } from './session';

type TSavedSession = Awaited<ReturnType<ReturnType<Page['context']>['storageState']>>;

/**
 * Signs `page` (open on the app) in as the admin and leaves it on /user. The first call of the
 * run signs in through the form and saves the session; every later one takes that session
 * instead: the login limit counts every sign-in of one email (10 in 5 minutes), and the suite
 * opens more admin pages than that within 5 minutes. Access tokens last a day, so no page
 * refreshes the shared session while the suite runs.
 */
export async function signInAdmin(page: Page): Promise<void> {
  const file = inject('adminSessionFile');
  if (!existsSync(file)) {
    await logIn(page, inject('adminEmail'), inject('adminPassword'));
    await page.context().storageState({ path: file });
    return;
  }
  const saved = JSON.parse(readFileSync(file, 'utf8')) as TSavedSession;
  // The session alone (its token cookies and the stored admin flag), not the first page's other
  // choices (theme, consent, sidebar).
  const named = (keys: string[]) => (item: { name: string }) =>
    keys.some((key) => item.name.startsWith(`${key}_`));
  await page
    .context()
    .addCookies(saved.cookies.filter(named([STORAGE_KEYS.accessToken, STORAGE_KEYS.refreshToken])));
  const stored = saved.origins.flatMap((origin) => origin.localStorage).filter(named([STORAGE_KEYS.isAdmin]));
  await page.evaluate((items) => {
    for (const { name, value } of items) window.localStorage.setItem(name, value);
  }, stored);
  await page.goto('/user');
  await page.waitForURL('**/user');
}

/**
 * The admin's page for a test file, signed in on first use and closed after the file (the login
 * limit counts every sign-in of one email, so a file signs the admin in once).
 */
export function adminPageForFile(open: (path: string, options?: BrowserContextOptions) => Promise<Page>) {
  let admin: Page | undefined;
  afterAll(async () => {
    await admin?.context().close();
  });
  return async function adminPage(): Promise<Page> {
    if (!admin) {
      admin = await open('/');
      await signInAdmin(admin);
    }
    return admin;
  };
}
