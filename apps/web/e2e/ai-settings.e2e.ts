import type { Locator, Page } from 'playwright-core';
import { afterAll, afterEach, describe, expect, inject, test } from 'vitest';
import { adminApi } from './admin-api';
import { collectProblems, setupBrowser } from './browser';
import { signInAdmin } from './admin-session';

const { open } = setupBrowser();

/** The FakeOpenAI of global-setup.ts, behind OPENAI_BASE_URL, lists these. */
const FAKE_MODELS = ['fake-chat-1', 'fake-code-1', 'fake-image-1', 'fake-stt-1', 'fake-tts-1'];

// The admin signs in once for the file (the login limit counts every sign-in of one email).
let admin: Page | undefined;

async function openAiProviders(): Promise<Page> {
  if (!admin) {
    admin = await open('/');
    await signInAdmin(admin);
  }
  const page = admin;
  await page.goto('/user');
  const nav = page.getByRole('navigation', { name: 'Dashboard navigation' });
  // Its link is in the Configurations sub-group, open if the admin left it open (it is remembered).
  const configurations = nav.getByRole('button', { name: 'Configurations' });
  if ((await configurations.getAttribute('aria-expanded')) !== 'true') await configurations.click();
  await nav.getByRole('link', { name: 'AI Providers' }).click();
  await page.waitForURL((url) => url.pathname === '/user/settings-ai');
  return page;
}

afterAll(async () => {
  await admin?.context().close();
});

const providerCard = (page: Page, name: string) =>
  page.getByRole('list', { name: 'Providers' }).getByRole('listitem', { name, exact: true });
const toolRow = (page: Page, tool: string) =>
  page.getByRole('list', { name: 'Tools' }).getByRole('listitem', { name: tool, exact: true });

/** What the model field suggests (its datalist). */
const suggestions = (field: Locator) =>
  field.evaluate((input: HTMLInputElement) =>
    Array.from(input.list?.options ?? [], (option) => option.value),
  );

test('the environment’s provider: read-only, Test connection lists its models, AI Code gets one and keeps it', async () => {
  const page = await openAiProviders();
  const problems = collectProblems(page);

  const environment = providerCard(page, 'Server environment');
  await environment.getByText('Read-only', { exact: true }).waitFor();
  expect(await environment.getByRole('button', { name: /^(Edit|Delete)/ }).count()).toBe(0);
  await environment.getByRole('button', { name: /^Test connection/ }).click();
  await environment.getByText(`Connected · ${FAKE_MODELS.length} models`).waitFor();

  // AI_IMAGE_MODEL is set where the server runs: AI Images is read-only here.
  const images = toolRow(page, 'AI Images');
  await images.getByText(/Set by AI_IMAGE_MODEL in the server environment/).waitFor();
  expect(await images.getByRole('combobox').count()).toBe(0);

  const code = toolRow(page, 'AI Code');
  await code.getByText('Not set up', { exact: true }).waitFor();
  await code
    .getByRole('combobox', { name: 'AI Code Provider' })
    .selectOption({ label: 'Server environment' });
  const model = code.getByRole('combobox', { name: 'AI Code Model' });
  await code.getByText(`${FAKE_MODELS.length} models from Server environment: type to search.`).waitFor();
  expect(await suggestions(model)).toEqual(FAKE_MODELS);
  await model.fill('fake-code-1');
  await code.getByRole('button', { name: 'Save the model of AI Code' }).click();
  await code.getByText('Ready', { exact: true }).waitFor();

  await page.reload();
  const reloaded = toolRow(page, 'AI Code');
  await reloaded.getByText('Server environment · fake-code-1').waitFor();
  expect(await reloaded.getByRole('combobox', { name: 'AI Code Model' }).inputValue()).toBe('fake-code-1');

  // Left as the other spec files expect it.
  await reloaded.getByRole('button', { name: 'Clear the model of AI Code' }).click();
  await reloaded.getByText('Not set up', { exact: true }).waitFor();
  expect(problems).toEqual([]);
});

test('a provider nothing answers at: Test connection says so, then it is deleted after a confirmation', async () => {
  const page = await openAiProviders();
  const problems = collectProblems(page);
  const form = page.getByRole('form', { name: 'Add a provider' });
  await form.getByLabel('Name').fill('Nowhere');
  await form.getByLabel('Base URL').fill('http://127.0.0.1:9/v1');
  await form.getByRole('button', { name: 'Add provider' }).click();

  const card = providerCard(page, 'Nowhere');
  await card.getByText('No key').waitFor();
  await card.getByText('http://127.0.0.1:9/v1').waitFor();
  await card.getByRole('button', { name: /^Test connection/ }).click();
  const alert = card.getByRole('alert');
  await alert.waitFor({ timeout: 30_000 });
  expect(await alert.textContent()).toMatch(/Connection failed.*could not be reached/);

  await card.getByRole('button', { name: 'Delete Nowhere' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete Nowhere?' });
  await dialog.getByText('No tool uses it.').waitFor();
  await dialog.getByRole('button', { name: 'Delete provider' }).click();
  await card.waitFor({ state: 'detached' });
  await page.reload();
  await providerCard(page, 'Server environment').waitFor();
  expect(await providerCard(page, 'Nowhere').count()).toBe(0);
  // The failed Test connection is a 502 the page shows; nothing else went wrong.
  expect(problems.filter((problem) => !problem.includes('502'))).toEqual([]);
});

describe('AI Chats without a model', () => {
  // The chat model is global-setup's: put back after every try, so a failed try leaves the
  // other files' chats answering.
  afterEach(() =>
    adminApi(inject('baseURL'), inject('adminToken'), 'PUT', 'admin/ai-settings/capabilities/chat/', {
      provider_id: 'environment',
      model: 'fake-chat-1',
    }),
  );

  test('the chats page shows the set-up panel up front, its link leads here, and a model picked here answers', async () => {
    const page = await openAiProviders();
    const problems = collectProblems(page);
    const chats = toolRow(page, 'AI Chats');
    await chats.getByText('Server environment · fake-chat-1').waitFor();
    await chats.getByRole('button', { name: 'Clear the model of AI Chats' }).click();
    await chats.getByText('Not set up', { exact: true }).waitFor();

    // Before anything is typed: the panel, and no chat to start that could not answer.
    await page.goto('/user/ai-chats');
    const panel = page.getByRole('alert').filter({ hasText: 'AI chats are not set up yet' });
    await panel.waitFor();
    expect(await page.getByRole('button', { name: /^Start chat with / }).count()).toBe(0);

    await panel.getByRole('link', { name: 'AI Providers' }).click();
    await page.waitForURL((url) => url.pathname === '/user/settings-ai');
    const row = toolRow(page, 'AI Chats');
    await row
      .getByRole('combobox', { name: 'AI Chats Provider' })
      .selectOption({ label: 'Server environment' });
    await row.getByRole('combobox', { name: 'AI Chats Model' }).fill('fake-chat-1');
    await row.getByRole('button', { name: 'Save the model of AI Chats' }).click();
    await row.getByText('Ready', { exact: true }).waitFor();

    await page.goto('/user/ai-chats');
    await page.getByRole('button', { name: 'Start chat with General Assistant' }).click();
    await page.waitForURL(/\/user\/ai-chats\/\d+$/);
    const composer = page.getByRole('textbox', { name: 'Message', exact: true });
    await composer.fill('Are you there now?');
    await composer.press('Enter');
    await page.getByText('Hello from the fake model.').waitFor();
    expect(problems).toEqual([]);
  });
});
