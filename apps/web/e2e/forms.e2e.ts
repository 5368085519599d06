import { expect, test } from 'vitest';
import { setupBrowser } from './browser';
import { waitForMailLink } from './mailbox';
import { logIn, signUpAndConfirm, uniqueEmail } from './session';

const { open } = setupBrowser();

// An 8×8 orange PNG: small, real, and accepted by the server's image check.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR4nGO4kGCAFTEMLQkAisZYAdktxr0AAAAASUVORK5CYII=',
  'base64',
);

test('Edit Account: the picked avatar is saved by "Save profile" together with the name', async () => {
  const email = uniqueEmail('avatar');
  const page = await open('/');
  await signUpAndConfirm(page, 'Mary Somerville', email, 'avatar password 1');
  await logIn(page, email, 'avatar password 1');
  await page.goto('/user/edit-account');
  await page
    .getByLabel('Profile picture')
    .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
  await page.getByRole('img', { name: 'Your new picture, not saved yet' }).waitFor();
  await page.getByLabel('Full name').fill('Mary Fairfax');
  await page.getByRole('button', { name: 'Save profile' }).click();
  await page.getByText('Your profile has been updated').waitFor();

  await page.reload();
  const profile = await page.evaluate(async () => {
    const token = document.cookie.match(/access_token_inkwell=([^;]+)/)?.[1] ?? '';
    const response = await fetch('/api/v1/users/profile', { headers: { Authorization: `Bearer ${token}` } });
    return (await response.json()) as { full_name: string; avatar: string | null };
  });
  expect(profile.full_name).toBe('Mary Fairfax');
  expect(profile.avatar).toBeTruthy();
  await page.locator(`img[src="${profile.avatar}"]`).first().waitFor();
});

test('login: the email field has focus, a wrong password shows on the form and not as a toast', async () => {
  const page = await open('/login');
  // The prerendered form takes focus once the app owns it (decision 020); typing goes there.
  // Under a loaded CPU (CI runs the stages side by side) hydration can take whole seconds.
  await page.waitForFunction(() => document.activeElement?.getAttribute('type') === 'email');
  await page.keyboard.type('nobody@example.com');
  await page.getByLabel('Password').fill('not the password');
  await page.getByRole('button', { name: 'Log in' }).click();
  const alert = page.getByRole('alert').filter({ hasText: 'Invalid email or password.' });
  await alert.waitFor();
  expect(await alert.textContent()).not.toContain('detail:');
  expect(await page.locator('[data-sonner-toast]').count()).toBe(0);
});

test('sign-up repeats the address and resends; a used confirmation link offers a new one', async () => {
  const email = uniqueEmail('resend');
  const page = await open(`/sign-up?email=${encodeURIComponent(email)}`);
  await page.getByLabel('Full name').fill('Caroline Herschel');
  await page.getByLabel('Password').fill('resend password 1');
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.getByText(`We sent a confirmation link to ${email}.`).waitFor();
  await page.getByRole('button', { name: 'Resend the email' }).click();
  await page.getByText('Sent again').waitFor();

  const link = await waitForMailLink(email, '/confirm-email');
  await page.goto(link);
  await page.getByText('Your email address is confirmed.').waitFor();
  await page.goto(link);
  await page.getByRole('heading', { name: 'This link didn’t work' }).waitFor();
  await page.getByRole('alert').filter({ hasText: 'This link is invalid or has expired.' }).waitFor();
  expect(await page.getByText('One click and your account is ready.').count()).toBe(0);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send a new link' }).click();
  await page.getByRole('status').filter({ hasText: 'confirmation link' }).waitFor();
});
