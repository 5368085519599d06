import type { BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, inject } from 'vitest';
import { logIn } from './session';

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
      await logIn(admin, inject('adminEmail'), inject('adminPassword'));
    }
    return admin;
  };
}
