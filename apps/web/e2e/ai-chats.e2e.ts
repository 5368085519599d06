import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { AI_SCRIPT } from './ai-fixtures';
import { collectProblems, setupBrowser } from './browser';
import { logIn, signUpAndConfirm, uniqueEmail } from './session';

const { open } = setupBrowser();
const PASSWORD = 'chatter password 1';

async function signedIn(label: string): Promise<Page> {
  const email = uniqueEmail(label);
  const page = await open('/');
  await signUpAndConfirm(page, 'Cleo Chatter', email, PASSWORD);
  await logIn(page, email, PASSWORD);
  return page;
}

/** From the assistants page, a new chat with the General Assistant. */
async function newChat(page: Page): Promise<void> {
  await page.goto('/user/ai-chats');
  await page.getByRole('button', { name: 'Start chat with General Assistant' }).click();
  await page.waitForURL(/\/user\/ai-chats\/\d+$/);
}

async function ask(page: Page, text: string): Promise<void> {
  const composer = page.getByRole('textbox', { name: 'Message', exact: true });
  await composer.fill(text);
  await composer.press('Enter');
}

const balanceLine = (page: Page, tokens: string) => page.getByText(`${tokens} AI chat tokens left`);

test('a user chats with an assistant: streamed, highlighted, paid, stopped, regenerated, renamed, deleted', async () => {
  const page = await signedIn('chat');
  const problems = collectProblems(page);
  page.on('response', (r) => r.status() === 404 && problems.push(`404 ${r.url()}`));
  await newChat(page);
  await balanceLine(page, '5,000').waitFor();

  // The answer streams in: the first piece shows before the code block has arrived.
  await ask(page, AI_SCRIPT.code.ask);
  await page.getByText('Here is one:').waitFor();
  const code = page.locator('pre code');
  await code.waitFor();
  expect(await code.locator('[class^="hljs-"]').count()).toBeGreaterThan(0);
  await page.getByRole('button', { name: 'Copy code' }).waitFor();
  // It costs what the provider reported: 120 prompt + 30 completion tokens.
  await balanceLine(page, '4,850').waitFor();

  // The title is the first message; the answer survives a reload.
  await page.reload();
  await page.getByRole('heading', { name: AI_SCRIPT.code.ask }).waitFor();
  await page.locator('pre code').waitFor();

  await page.getByRole('button', { name: 'Regenerate' }).click();
  await balanceLine(page, '4,700').waitFor();

  // Stop keeps what was written.
  await ask(page, AI_SCRIPT.slow.ask);
  await page.getByText('2…').waitFor();
  // force: no waiting for the button to hold still while the answer grows around it.
  await page.getByRole('button', { name: 'Stop' }).click({ force: true });
  await page.getByText('Stopped').waitFor();
  expect(await page.getByText('40…').count()).toBe(0);
  await expect.poll(() => page.getByRole('textbox', { name: 'Message', exact: true }).isEnabled()).toBe(true);

  await page.getByRole('button', { name: 'Rename chat' }).click();
  const title = page.getByRole('textbox', { name: 'Chat title' });
  await title.fill('Greetings in code');
  await title.press('Enter');
  await page.getByRole('heading', { name: 'Greetings in code' }).waitFor();

  await page.getByRole('button', { name: 'Delete chat' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete this chat?' });
  await dialog.getByRole('button', { name: 'Delete chat' }).click();
  await page.waitForURL(/\/user\/ai-chats$/);
  await page.getByRole('heading', { name: 'Start a new chat' }).waitFor();
  expect(await page.getByText('Greetings in code').count()).toBe(0);
  expect(problems).toEqual([]);
});

test('an answer made of attack strings executes nothing and breaks no CSP rule', async () => {
  const page = await signedIn('hostile');
  const problems = collectProblems(page);
  await newChat(page);
  await ask(page, AI_SCRIPT.hostile.ask);
  await page.getByText('done.').waitFor();
  await page.getByRole('button', { name: 'Regenerate' }).waitFor();

  // The answer's markdown (the article also holds the assistant's avatar image).
  const answer = page.getByRole('article', { name: 'General Assistant said' }).locator('.markdown-message');
  expect(await page.evaluate(() => (window as { __pwned?: unknown }).__pwned)).toBeUndefined();
  expect(await answer.locator('script, img, svg:not([aria-hidden="true"]), iframe').count()).toBe(0);
  const hrefs = await answer.locator('a').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  expect(hrefs.every((href) => href === null || /^(https?:|mailto:|\/|#)/.test(href))).toBe(true);
  // The raw markup is shown as text, not run.
  await answer.getByText('<script>window.__pwned = 1</script>').waitFor();
  expect(problems).toEqual([]);
});
