import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { adminPageForFile } from './admin-session';
import { collectProblems, setupBrowser } from './browser';
import { waitForMail } from './mailbox';
import { logIn, signUpAndConfirm, uniqueEmail } from './session';

const { open } = setupBrowser();
const PASSWORD = 'support password 1';
/** An 8×8 PNG: a screenshot as small as one can be. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEUlEQVQImWPQiDqBFTEMLQkAFKhSgYkDR8oAAAAASUVORK5CYII=',
  'base64',
);

const adminPage = adminPageForFile(open);

/** The Support Center's sidebar link, with its open-request badge ("… (3 open requests)"). */
async function openRequests(page: Page): Promise<number> {
  const link = page.getByRole('navigation', { name: 'Dashboard navigation' }).getByRole('link', {
    name: /^Support Center/,
  });
  const text = (await link.textContent()) ?? '';
  return Number(/(\d+) open requests?/.exec(text)?.[1] ?? 0);
}

/** Answers the request named `subject` in the Support Center and returns to the list. */
async function answer(page: Page, subject: string, reply: string): Promise<void> {
  await page.goto('/user/all-support');
  await page
    .getByRole('link', { name: new RegExp(subject) })
    .first()
    .click();
  await page.waitForURL(/\/user\/all-support\/\d+$/);
  const form = page.getByRole('form', { name: 'Reply' });
  await form.getByRole('textbox', { name: 'Your reply' }).fill(reply);
  await form.getByRole('button', { name: 'Send reply' }).click();
  await page
    .getByRole('list', { name: 'Messages' })
    .getByText(reply)
    .waitFor()
    .catch(async () => {
      await page.getByText(reply).first().waitFor();
    });
}

test('a user opens a request with a screenshot; the admin sees it on the badge and answers; the user reads the answer and gets the mail', async () => {
  const email = uniqueEmail('support');
  const user = await open('/');
  await signUpAndConfirm(user, 'Sam Support', email, PASSWORD);
  await logIn(user, email, PASSWORD);
  const problems = collectProblems(user);

  const adminView = await adminPage();
  await adminView.goto('/user/all-support');
  await adminView.getByRole('heading', { name: 'Support Center', level: 1 }).waitFor();
  const openBefore = await openRequests(adminView);

  const subject = `Export fails ${Date.now()}`;
  await user.goto('/user/support');
  await user.getByRole('button', { name: 'New request' }).first().click();
  const form = user.getByRole('form', { name: 'New support request' });
  await form.getByLabel('Subject').fill(subject);
  await form.getByLabel('Category').selectOption('technical');
  await form.getByLabel('Priority').selectOption('high');
  await form.getByRole('textbox', { name: 'Message' }).fill('The export stops at 90 %.\n<b>not bold</b>');
  await form
    .locator('input[type=file]')
    .setInputFiles({ name: 'screen.png', mimeType: 'image/png', buffer: PNG });
  await form.getByRole('button', { name: 'Send request' }).click();
  await user.waitForURL(/\/user\/support\?request=\d+$/);
  const requestId = Number(new URL(user.url()).searchParams.get('request'));
  const thread = user.getByRole('list', { name: 'Messages' });
  await thread.getByText('<b>not bold</b>').waitFor();
  expect(await thread.locator('b').count()).toBe(0);
  await thread.getByRole('img', { name: 'Image 1' }).waitFor();

  // The admin's badge counts it, and the reply reaches the user.
  await adminView.reload();
  await adminView.getByRole('heading', { name: 'Support Center', level: 1 }).waitFor();
  // At least this one more (other files' visitors may write in at the same time).
  await expect
    .poll(() => openRequests(adminView), { timeout: 10_000 })
    .toBeGreaterThanOrEqual(openBefore + 1);
  await answer(adminView, subject, 'We fixed the export. Please try again.');

  await user.goto('/user/support');
  const row = user
    .getByRole('list', { name: 'Your support requests' })
    .getByRole('listitem')
    .filter({ hasText: subject });
  await row.getByText('New reply').waitFor();
  await row.getByRole('link').first().click();
  await user
    .getByRole('list', { name: 'Messages' })
    .getByText('We fixed the export. Please try again.')
    .waitFor();

  const link = await waitForMail(
    email,
    (text) =>
      text.includes('We fixed the export.')
        ? /https?:\/\/\S+\/user\/support\?request=\d+/.exec(text)?.[0]
        : undefined,
    'the reply and a link to the thread',
  );
  expect(link.endsWith(`/user/support?request=${requestId}`)).toBe(true);
  expect(problems).toEqual([]);
  await user.context().close();
});

test('a visitor’s contact-form message is answered by email', async () => {
  const visitor = await open('/contact-us');
  const email = uniqueEmail('visitor');
  const subject = `School discount ${Date.now()}`;
  await visitor.getByLabel('Name').fill('Ada Visitor');
  await visitor.getByLabel('Email').fill(email);
  await visitor.getByLabel('Subject').fill(subject);
  await visitor.getByRole('textbox', { name: 'Message' }).fill('Do you offer discounts for schools?');
  await visitor.getByRole('button', { name: 'Send message' }).click();
  await visitor.getByText(/Your message has reached our support team/).waitFor();
  await visitor.context().close();

  await answer(await adminPage(), subject, 'Yes: schools get 40 % off every pack.');
  const mail = await waitForMail(
    email,
    (text) => (text.includes('schools get 40 % off') ? text : undefined),
    'the answer',
  );
  expect(mail).toContain(`Re: ${subject}`);
  expect(mail).toContain('/contact-us');
});
