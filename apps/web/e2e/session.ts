import type { Page } from 'playwright-core';
import { waitForMailLink } from './mailbox';

let counter = 0;
export function uniqueEmail(label: string): string {
  return `${label}-${uniqueSuffix()}@example.com`;
}

/** Different on every call, so a retried test never meets what its first try created. */
export function uniqueSuffix(): string {
  counter += 1;
  return `${Date.now().toString(36)}${counter}`;
}

/** Registers through the sign-up form and follows the emailed confirmation link. */
export async function signUpAndConfirm(
  page: Page,
  fullName: string,
  email: string,
  password: string,
): Promise<void> {
  await page.goto(`/sign-up?email=${encodeURIComponent(email)}`);
  await page.getByLabel('Full name').fill(fullName);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.getByText(/inbox/i).first().waitFor();
  const link = await waitForMailLink(email, '/confirm-email');
  await page.goto(link);
  await page
    .getByText(/confirmed/i)
    .first()
    .waitFor();
}

export async function logIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  // The prerendered form takes focus once the app owns it: on a loaded CPU hydration takes
  // seconds, and the form filled before then is the static page's.
  await page.waitForFunction(() => document.activeElement?.getAttribute('type') === 'email');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  const answered = page.waitForResponse((response) => response.url().endsWith('/api/v1/users/login/'));
  await page.getByRole('button', { name: 'Log in' }).click();
  // A refused sign-in (a limit, a busy server) fails here with the server's own words, not as
  // a 30 s wait for a page that never comes.
  const answer = await answered;
  if (answer.status() !== 200)
    throw new Error(`Sign-in of ${email} answered ${answer.status()}: ${await answer.text()}`);
  await page.waitForURL('**/user');
}
