import { expect, test } from 'vitest';
import { setupBrowser } from './browser';
import { waitForMailLink } from './mailbox';
import { logIn, signUpAndConfirm, uniqueEmail } from './session';
import { signInAdmin } from './admin-session';

const { open } = setupBrowser();

test('sign up, confirm from the emailed link, sign in, edit the profile and sign out', async () => {
  const email = uniqueEmail('ada');
  const page = await open('/');
  await signUpAndConfirm(page, 'Ada Lovelace', email, 'correct horse battery');
  await logIn(page, email, 'correct horse battery');
  await page.getByText(/Ada/).first().waitFor();

  await page.goto('/user/edit-account');
  const name = page.getByLabel('Full name');
  await name.fill('Ada King');
  await page.getByRole('button', { name: /save/i }).first().click();
  await page.getByText('Your profile has been updated').waitFor();

  await page
    .getByRole('button', { name: /account menu|profile menu|Ada King/i })
    .first()
    .click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await page.getByText('You have successfully Logout').waitFor();
  await page.waitForURL((url) => url.pathname === '/');
  const cookies = (await page.context().cookies()).map((c) => c.name);
  expect(cookies).not.toContain('access_token_inkwell');
  expect(cookies).not.toContain('refresh_token_inkwell');
});

test('a password reset from the emailed link lets the user sign in with the new password', async () => {
  const email = uniqueEmail('grace');
  const page = await open('/');
  await signUpAndConfirm(page, 'Grace Hopper', email, 'first password 1');
  await page.goto('/reset');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: /reset|send/i }).click();
  const link = await waitForMailLink(email, '/reset');
  await page.goto(link);
  await page
    .getByLabel(/new password/i)
    .first()
    .fill('second password 2');
  await page.getByRole('button', { name: /password/i }).click();
  await page
    .getByText(/password has been/i)
    .first()
    .waitFor();
  await logIn(page, email, 'second password 2');
});

test('access restore signs the user in from a one-time emailed link', async () => {
  const email = uniqueEmail('linus');
  const page = await open('/');
  await signUpAndConfirm(page, 'Linus Pauling', email, 'forgotten password');
  await page.goto('/access-restore');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: /send/i }).click();
  const link = await waitForMailLink(email, '/access-restore');
  await page.goto(link);
  await page.waitForURL('**/user');
});

test('the user area sends visitors to /login after one second with the exact message', async () => {
  const page = await open('/user/my-account');
  await page.getByText('You are not logged in! Please login first.').waitFor();
  expect(new URL(page.url()).pathname).toBe('/login');
});

test('a non-admin opening an admin route goes home; an admin sees the admin group', async () => {
  const email = uniqueEmail('user');
  const page = await open('/');
  await signUpAndConfirm(page, 'Plain User', email, 'plain user password');
  await logIn(page, email, 'plain user password');
  expect(await page.getByText('Admin Panel').count()).toBe(0);
  await page.goto('/user/all-orders');
  // Polled, so a failure says where the page went instead of only that it timed out (two CI
  // runs' first tries stayed elsewhere for 30 s; their retries passed).
  await expect.poll(() => new URL(page.url()).pathname, { timeout: 30_000 }).toBe('/');

  const admin = await open('/');
  await signInAdmin(admin);
  await admin.getByText('Admin Panel').first().waitFor();
  await admin.getByRole('link', { name: 'Orders' }).first().waitFor();
});

test('Ctrl+B collapses the sidebar and the state survives a reload; on a phone it opens as a sheet', async () => {
  const email = uniqueEmail('side');
  const page = await open('/');
  await signUpAndConfirm(page, 'Side Bar', email, 'sidebar password');
  await logIn(page, email, 'sidebar password');
  const sidebar = page.locator('[data-sidebar="sidebar"]').first();
  await sidebar.waitFor();
  const expanded = (await sidebar.boundingBox())?.width ?? 0;
  await page.keyboard.press('Control+b');
  await page.waitForFunction((w) => {
    const el = document.querySelector('[data-sidebar="sidebar"]');
    return el !== null && el.getBoundingClientRect().width < w;
  }, expanded);
  const state = (await page.context().cookies()).find((c) => c.name === 'sidebar_state');
  expect(state?.value).toBe('false');
  await page.reload();
  await sidebar.waitFor();
  expect((await sidebar.boundingBox())?.width ?? 0).toBeLessThan(expanded);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await page
    .getByRole('button', { name: /toggle sidebar/i })
    .first()
    .click();
  await page.getByRole('dialog').getByRole('link', { name: 'Dashboard' }).waitFor();
});
