import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { adminApi } from './admin-api';
import { CODE_PROMPT } from './ai-fixtures';
import { collectProblems, setupBrowser } from './browser';
import { logIn, signUpAndConfirm, uniqueEmail } from './session';

const { open } = setupBrowser();
const PASSWORD = 'coder password 1';

/** AI Code's model, set as AI Providers sets it. */
const codeCapability = (method: 'PUT' | 'DELETE') =>
  adminApi(
    inject('baseURL'),
    inject('adminToken'),
    method,
    'admin/ai-settings/capabilities/code/',
    method === 'PUT' ? { provider_id: 'environment', model: 'fake-code-1' } : undefined,
  );

// AI Code gets the fake's code model for this file, and is left unset as ai-settings.e2e.ts expects.
beforeAll(() => codeCapability('PUT'));
afterAll(() => codeCapability('DELETE'));

async function signedIn(label: string): Promise<Page> {
  const email = uniqueEmail(label);
  const page = await open('/', { acceptDownloads: true });
  await signUpAndConfirm(page, 'Cody Coder', email, PASSWORD);
  await logIn(page, email, PASSWORD);
  return page;
}

/** "500 code generations left" → 500. */
async function generationsLeft(page: Page): Promise<number> {
  const line = page.getByText(/^[\d,]+ code generations? left$/);
  await line.waitFor();
  return Number((await line.textContent())?.replace(/\D/g, ''));
}

test('a user writes TypeScript with AI Code: streamed, highlighted, downloaded, saved, run again', async () => {
  const page = await signedIn('code');
  const problems = collectProblems(page);
  await page.goto('/user/ai-code');
  const before = await generationsLeft(page);

  const form = page.getByRole('form', { name: 'Ask AI Code' });
  expect(await form.getByRole('combobox', { name: 'Language' }).inputValue()).toBe('TypeScript');
  await form.getByRole('textbox', { name: 'Describe the code' }).fill(CODE_PROMPT);
  await form.getByRole('button', { name: 'Generate' }).click();

  const answer = page.getByRole('region', { name: 'Answer' });
  const code = answer.locator('pre code');
  await code.waitFor();
  expect(await code.locator('[class^="hljs-"]').count()).toBeGreaterThan(0);
  await answer.getByText('Adds two numbers and returns the sum.').waitFor();
  await page.getByText(`${(before - 1).toLocaleString('en-US')} code generations left`).waitFor();

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    answer.getByRole('button', { name: 'Download' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('a-typescript-function-that-adds-two-numbers.ts');
  const path = await download.path();
  expect(await readFile(path, 'utf8')).toBe(
    'export function add(a: number, b: number): number {\n  return a + b;\n}',
  );

  await answer.getByRole('link', { name: 'My Generated Codes' }).click();
  await page.waitForURL(/\/user\/saved\/generate-code\/\d+$/);
  await page.getByRole('heading', { level: 2, name: CODE_PROMPT }).waitFor();

  await page.goto('/user/saved/generate-code');
  const list = page.getByRole('list', { name: 'Your generated codes' });
  await list.getByRole('link', { name: CODE_PROMPT }).click();
  await page.waitForURL(/\/user\/saved\/generate-code\/\d+$/);
  await page.locator('pre code [class^="hljs-"]').first().waitFor();

  await page.getByRole('link', { name: 'Run again' }).click();
  await page.waitForURL((url) => url.pathname === '/user/ai-code' && url.searchParams.has('run'));
  const prefilled = page.getByRole('form', { name: 'Ask AI Code' });
  await prefilled.getByRole('textbox', { name: 'Describe the code' }).waitFor();
  expect(await prefilled.getByRole('textbox', { name: 'Describe the code' }).inputValue()).toBe(CODE_PROMPT);
  expect(await prefilled.getByRole('radio', { name: 'Write new code' }).isChecked()).toBe(true);
  expect(problems).toEqual([]);
  await page.context().close();
});
