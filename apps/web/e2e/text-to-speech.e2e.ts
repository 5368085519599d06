import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { collectProblems, setupBrowser } from './browser';
import { logIn, signUpAndConfirm, uniqueEmail } from './session';

// No AI provider serves speech here: the offline engines (Flite, eSpeak NG) do the reading.
const { open } = setupBrowser();
const PASSWORD = 'speaker password 1';
const SENTENCE = 'Inkwell reads this sentence aloud with an offline voice.';

async function signedIn(label: string): Promise<Page> {
  const email = uniqueEmail(label);
  const page = await open('/', { acceptDownloads: true });
  await signUpAndConfirm(page, 'Ada Speaker', email, PASSWORD);
  await logIn(page, email, PASSWORD);
  return page;
}

/** "3 text-to-speech generations left" → 3. */
async function generationsLeft(page: Page): Promise<number> {
  const line = page.getByText(/^[\d,]+ text-to-speech generations? left$/);
  await line.waitFor();
  return Number((await line.textContent())?.replace(/\D/g, ''));
}

/** Whether a file starts as an MP3 does: an ID3 tag, or an MPEG audio frame's sync word. */
function isMp3(bytes: Buffer): boolean {
  const id3 = bytes.subarray(0, 3).toString('latin1') === 'ID3';
  const frame = bytes[0] === 0xff && [0xfb, 0xf3, 0xf2].includes(bytes[1] ?? 0);
  return id3 || frame;
}

test('a user hears a Flite voice, reads a sentence aloud as MP3, plays it, finds it saved and downloads it', async () => {
  const page = await signedIn('speech');
  const problems = collectProblems(page);
  await page.goto('/user/text-to-speech');
  const before = await generationsLeft(page);

  const form = page.getByRole('form', { name: 'Create speech' });
  const voices = form.getByRole('list', { name: 'Voices' });
  await voices.waitFor();
  await form.getByRole('combobox', { name: 'Engine' }).selectOption('flite');
  await form.getByRole('searchbox', { name: 'Search voices' }).fill('SLT');
  await form.getByRole('radio', { name: 'SLT', exact: true }).check();

  // The preview is made on its first play, then plays through the one preview element.
  await voices.getByRole('button', { name: 'Play SLT' }).click();
  await page.waitForFunction(
    () => {
      const preview = document.querySelector<HTMLAudioElement>('audio[data-voice-preview]');
      return preview !== null && preview.readyState >= 1 && preview.duration > 0;
    },
    undefined,
    { timeout: 30_000 },
  );
  await voices.getByRole('button', { name: 'Play SLT' }).waitFor({ timeout: 30_000 });

  await form.getByRole('textbox', { name: 'Text to read aloud' }).fill(SENTENCE);
  await form.getByRole('combobox', { name: 'Format' }).selectOption('mp3');
  await form.getByRole('button', { name: 'Generate' }).click();

  const result = page.getByRole('region', { name: 'New speech' });
  const player = result.locator('audio');
  await player.waitFor({ timeout: 60_000 });
  const duration = await player.evaluate(
    (audio: HTMLAudioElement) =>
      new Promise<number>((resolve, reject) => {
        if (audio.readyState >= 1) return resolve(audio.duration);
        audio.addEventListener('loadedmetadata', () => resolve(audio.duration), { once: true });
        audio.addEventListener('error', () => reject(new Error('the speech did not load')), { once: true });
        audio.load();
      }),
  );
  expect(duration).toBeGreaterThan(0);
  await page
    .getByText(new RegExp(`^${(before - 1).toLocaleString('en-US')} text-to-speech generations? left$`))
    .waitFor();

  await result.getByRole('link', { name: 'My Text To Speeches' }).click();
  await page.waitForURL('**/user/saved/text-to-speech');
  const list = page.getByRole('list', { name: 'Your speeches' });
  const saved = list.getByRole('article', { name: SENTENCE });
  await saved.waitFor();
  expect(await list.getByRole('article').count()).toBe(1);
  await expect(saved.textContent()).resolves.toContain('SLT');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    saved.getByRole('link', { name: 'Download' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.mp3$/);
  expect(isMp3(await readFile(await download.path()))).toBe(true);
  expect(problems).toEqual([]);
  await page.context().close();
});
