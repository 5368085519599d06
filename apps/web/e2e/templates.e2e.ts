import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { adminApi } from './admin-api';
import { PROOFREAD_TEXT } from './ai-fixtures';
import { collectProblems, setupBrowser } from './browser';
import { logIn, signUpAndConfirm, uniqueEmail } from './session';

const { open } = setupBrowser();
const PASSWORD = 'template password 1';

/** The templates' model, set as AI Providers sets it. */
const templateCapability = (method: 'PUT' | 'DELETE') =>
  adminApi(
    inject('baseURL'),
    inject('adminToken'),
    method,
    'admin/ai-settings/capabilities/template/',
    method === 'PUT' ? { provider_id: 'environment', model: 'fake-chat-1' } : undefined,
  );

// Templates get the fake's chat model for this file, and are left unset as ai-settings.e2e.ts expects.
beforeAll(() => templateCapability('PUT'));
afterAll(() => templateCapability('DELETE'));

async function signedIn(label: string): Promise<Page> {
  const email = uniqueEmail(label);
  const page = await open('/');
  await signUpAndConfirm(page, 'Tess Templates', email, PASSWORD);
  await logIn(page, email, PASSWORD);
  return page;
}

/** "500 template generations left" → 500. */
async function generationsLeft(page: Page): Promise<number> {
  const line = page.getByText(/^[\d,]+ template generations? left$/);
  await line.waitFor();
  return Number((await line.textContent())?.replace(/\D/g, ''));
}

test('a user proofreads a text with a template: found by category, streamed, saved, deleted', async () => {
  const page = await signedIn('templates');
  const problems = collectProblems(page);
  await page.goto('/user/templates');

  const templates = page.getByRole('tabpanel', { name: 'Templates' });
  await templates.getByRole('link', { name: 'Proofread' }).waitFor();
  await page.getByRole('tab', { name: 'Writing aids' }).click();
  await page.waitForFunction(
    () => !document.querySelector('[role="tabpanel"]')?.textContent?.includes('Blog post'),
  );
  await templates.getByRole('link', { name: 'Proofread' }).click();
  await page.waitForURL(/\/user\/templates\/\d+$/);
  const before = await generationsLeft(page);

  const form = page.getByRole('form', { name: 'Proofread' });
  await form.getByRole('textbox', { name: 'Text to proofread' }).fill(PROOFREAD_TEXT);
  await form.getByRole('button', { name: 'Generate' }).click();

  const result = page.getByRole('region', { name: 'Result' });
  await result.getByRole('heading', { name: 'Corrected text' }).waitFor();
  await result.getByText('They’re going to the library tomorrow.').waitFor();
  await result.getByText('tomorow → tomorrow').waitFor();
  await page.getByText(`${(before - 1).toLocaleString('en-US')} template generations left`).waitFor();

  await result.getByRole('link', { name: 'My Templates' }).click();
  await page.waitForURL(/\/user\/saved\/template\/\d+$/);
  await page.getByRole('heading', { level: 2, name: 'Proofread' }).waitFor();

  await page.goto('/user/saved/templates');
  const list = page.getByRole('list', { name: 'Your templates' });
  await list.getByRole('link', { name: 'Proofread' }).click();
  await page.waitForURL(/\/user\/saved\/template\/\d+$/);
  const main = page.getByRole('main');
  await main.getByText(PROOFREAD_TEXT).waitFor();
  await main.getByRole('heading', { name: 'Corrections' }).waitFor();
  expect(await main.getByRole('link', { name: 'Run again' }).getAttribute('href')).toMatch(
    /^\/user\/templates\/\d+\?run=\d+$/,
  );

  await main.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete this result?' });
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await page.waitForURL((url) => url.pathname === '/user/saved/templates');
  await page.getByText('Nothing here yet.').waitFor();
  expect(problems).toEqual([]);
  await page.context().close();
});
