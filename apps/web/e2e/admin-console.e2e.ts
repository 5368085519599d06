import type { Page } from 'playwright-core';
import { afterEach, expect, inject, test } from 'vitest';
import { adminApi } from './admin-api';
import { adminPageForFile } from './admin-session';
import { collectProblems, setupBrowser } from './browser';
import { waitForMail, waitForMailLink } from './mailbox';
import { logIn, signUpAndConfirm, uniqueEmail } from './session';

const { open } = setupBrowser();
const PASSWORD = 'admin console user 1';

const adminPage = adminPageForFile(open);
afterEach(async () => {
  // Dates back to the defaults for the files that follow, and for a retry (decision 035).
  await adminApi(inject('baseURL'), inject('adminToken'), 'PUT', 'admin/settings/date/', {
    date_format: 'MMM d, yyyy',
    time_format: '12h',
    time_zone: null,
  });
});

/** What the user's Current Plan page says is left of one balance ("AI images"). */
async function balanceLeft(page: Page, label: string): Promise<number> {
  await page.goto('/user/current-plan');
  const card = page.getByRole('listitem', { name: label, exact: true }).first();
  const text = (await card.textContent()) ?? '';
  return Number(/([\d,]+)\s*left/.exec(text)?.[1]?.replace(/,/g, '') ?? NaN);
}

test('the admin finds a user, adjusts a balance, gives an order, refunds it, and dates follow the settings', async () => {
  const email = uniqueEmail('console');
  const user = await open('/');
  await signUpAndConfirm(user, 'Ada Console', email, PASSWORD);
  await logIn(user, email, PASSWORD);
  const imagesBefore = await balanceLeft(user, 'AI images');
  expect(imagesBefore).toBeGreaterThanOrEqual(0);

  const page = await adminPage();
  const problems = collectProblems(page);
  // Find the user and open their edit page.
  await page.goto('/user/all-users-edit');
  await page.getByLabel('Search users').fill(email);
  // The list follows the search (in the URL); the one match is clicked once it is alone.
  await page.waitForURL(/[?&]search=/);
  await expect.poll(() => page.getByRole('link', { name: /Ada Console/ }).count()).toBe(1);
  await page.getByRole('link', { name: /Ada Console/ }).click();
  await page.waitForURL(/\/user\/all-users-edit\/\d+$/);
  const userId = Number(/(\d+)$/.exec(page.url())?.[1]);

  // Adjust the AI images with a reason; the user sees it.
  const adjust = page.getByRole('form', { name: 'Adjust a balance' });
  await adjust.getByLabel('Balance').selectOption('ai_image_tokens');
  await adjust.getByLabel('Change by').fill('7');
  await adjust.getByLabel('Reason').fill('Thanks for the bug report');
  await adjust.getByRole('button', { name: 'Adjust balance' }).click();
  await page
    .getByText(`now ${imagesBefore + 7}`)
    .first()
    .waitFor();
  expect(await balanceLeft(user, 'AI images')).toBe(imagesBefore + 7);

  // Give an order: 5 more AI images, as a gift.
  await page.goto(`/user/create-order?user=${userId}`);
  const order = page.getByRole('form', { name: 'Create order' });
  await order.getByText('Custom quantities').click();
  await order.getByLabel('AI images').fill('5');
  await order.getByLabel('Price').fill('0');
  await order.getByLabel('Note (optional)').fill('Conference gift');
  await order.getByRole('button', { name: 'Create order' }).click();
  await page.waitForURL(/\/user\/all-orders\/\d+$/);
  const orderId = Number(/(\d+)$/.exec(page.url())?.[1]);
  await page.getByText('Conference gift').first().waitFor();
  expect(await balanceLeft(user, 'AI images')).toBe(imagesBefore + 12);

  // Refund it: the unspent 5 come back.
  await page.getByRole('button', { name: 'Refund' }).click();
  const dialog = page.getByRole('dialog', { name: `Refund order #${orderId}?` });
  await dialog.getByRole('button', { name: 'Refund' }).click();
  await dialog.waitFor({ state: 'detached' });
  await page.getByText('Taken back').first().waitFor();
  expect(await balanceLeft(user, 'AI images')).toBe(imagesBefore + 7);

  // The date format: the orders page follows it.
  const today = new Date();
  const longDay = new Intl.DateTimeFormat('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  }).format(today);
  const isoDay = today.toISOString().slice(0, 10);
  await page.goto(`/user/all-orders?search=${encodeURIComponent(`#${orderId}`)}`);
  const orders = page.getByRole('main');
  await orders.getByText(longDay).first().waitFor();
  await page.goto('/user/settings-date');
  const settings = page.getByRole('form', { name: 'Date display' });
  await settings.getByText('yyyy-MM-dd', { exact: true }).click();
  await settings.getByRole('button', { name: 'Save date settings' }).click();
  await page.getByText(/saved/i).first().waitFor();
  await page.goto(`/user/all-orders?search=${encodeURIComponent(`#${orderId}`)}`);
  await orders.getByText(isoDay).first().waitFor();
  expect(await orders.getByText(longDay).count()).toBe(0);

  // Every step is in the audit log.
  await page.goto(`/user/audit-log?target_type=user&target_id=${userId}`);
  await page.getByRole('cell', { name: 'Adjusted a balance' }).first().waitFor();
  expect(problems).toEqual([]);
});

test('an admin creates a user who signs in through the invitation mail', async () => {
  const page = await adminPage();
  const email = uniqueEmail('invited');
  await page.goto('/user/create-user');
  const form = page.getByRole('form', { name: 'Create user' });
  await form.getByLabel('Full name').fill('Grace Invited');
  await form.getByLabel('Email').fill(email);
  await form.getByRole('button', { name: 'Create user' }).click();
  await page
    .getByText(`an invitation to choose a password has been sent to ${email}`, { exact: false })
    .waitFor();

  const subject = await waitForMail(
    email,
    (text) => /Your account is ready/.exec(text)?.[0],
    'the invitation',
  );
  expect(subject).toBe('Your account is ready');
  const link = await waitForMailLink(email, '/reset');
  const invited = await open('/');
  await invited.goto(link);
  await invited
    .getByLabel(/new password/i)
    .first()
    .fill('my own password 9');
  await invited.getByRole('button', { name: /password/i }).click();
  await invited
    .getByText(/password has been/i)
    .first()
    .waitFor();
  await logIn(invited, email, 'my own password 9');
  await invited.getByRole('heading', { level: 1 }).first().waitFor();
});
