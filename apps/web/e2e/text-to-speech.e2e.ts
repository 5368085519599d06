import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { collectProblems, setupBrowser } from './browser';
import { logIn, signUpAndConfirm, uniqueEmail } from './session';
import { pages } from '../src/config/pages';

// No AI provider serves speech here: the offline engines (Flite, eSpeak NG) do the reading.
const { open } = setupBrowser();
const PASSWORD = 'speaker password 1';
// Words PocketSphinx's English model knows, so Speech to Text can hear them back.
const SENTENCE = 'My name is John and I live in a small house near the river.';

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

/** The share of the sentence's words the transcript holds (PocketSphinx, offline: not every word). */
function wordsHeard(transcript: string): number {
  const heard = new Set(transcript.toLowerCase().match(/[a-z']+/g) ?? []);
  const said = SENTENCE.toLowerCase().match(/[a-z']+/g) ?? [];
  return said.filter((word) => heard.has(word)).length / said.length;
}

test('a user hears a Flite voice, reads a sentence aloud as MP3, finds it saved, transcribes the download back to text, and sees both on the dashboard', async () => {
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
  const mp3 = await download.path();
  expect(isMp3(await readFile(mp3))).toBe(true);

  // Speech to Text, offline (PocketSphinx): the downloaded speech, uploaded, becomes text again.
  await page.goto('/user/speech-to-text');
  const upload = page.getByRole('form', { name: 'Transcribe audio' });
  await upload.getByRole('combobox', { name: 'Language' }).selectOption('en');
  await upload.getByLabel('Audio file').setInputFiles({
    name: 'my-speech.mp3',
    mimeType: 'audio/mpeg',
    buffer: await readFile(mp3),
  });
  await upload.getByRole('button', { name: 'Transcribe' }).click();
  const transcript = page.getByRole('region', { name: 'Transcript' });
  await transcript.waitFor({ timeout: 90_000 });
  expect(wordsHeard((await transcript.textContent()) ?? '')).toBeGreaterThanOrEqual(0.6);
  await page.waitForURL(/\/user\/speech-to-text\?job=\d+$/);
  await page.reload();
  await transcript.waitFor();

  await page.goto('/user/saved/speech-to-text');
  const transcriptions = page.getByRole('list', { name: 'Your transcriptions' });
  await transcriptions.getByRole('article', { name: 'my-speech.mp3' }).waitFor();

  // The dashboard lists both creations, each linking to where it is kept.
  await page.goto('/user');
  const latestSpeech = page.getByRole('group', { name: pages.textToSpeech.title });
  await latestSpeech.getByRole('link', { name: new RegExp(`^${SENTENCE}`) }).waitFor();
  const latestTranscription = page.getByRole('group', { name: pages.speechToText.title });
  await latestTranscription.getByRole('link', { name: /^my-speech\.mp3/ }).click();
  await page.waitForURL(/\/user\/saved\/speech-to-text\/\d+$/);
  await page.getByRole('region', { name: 'Transcript' }).waitFor();
  expect(problems).toEqual([]);
  await page.context().close();
});
