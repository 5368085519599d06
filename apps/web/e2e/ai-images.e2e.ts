import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { collectProblems, setupBrowser } from './browser';
import { logIn, signUpAndConfirm, uniqueEmail } from './session';

// AI Images' model comes from the environment (AI_IMAGE_MODEL=fake-image-1 in global-setup.ts).
const { open } = setupBrowser();
const PASSWORD = 'painter password 1';
const IMAGE_PROMPT = 'A lighthouse on a cliff at dusk, watercolor';

async function signedIn(label: string): Promise<Page> {
  const email = uniqueEmail(label);
  const page = await open('/', { acceptDownloads: true });
  await signUpAndConfirm(page, 'Ida Painter', email, PASSWORD);
  await logIn(page, email, PASSWORD);
  return page;
}

/** "150 AI images left" → 150. */
async function imagesLeft(page: Page): Promise<number> {
  const line = page.getByText(/^[\d,]+ AI images? left$/);
  await line.waitFor();
  return Number((await line.textContent())?.replace(/\D/g, ''));
}

/** The smallest size the size select offers ("512x512" beats "1024x1024"). */
async function smallestSize(page: Page): Promise<string> {
  const sizes = await page
    .getByRole('combobox', { name: 'Size' })
    .locator('option')
    .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
  const area = (size: string) => size.split('x').reduce((product, side) => product * Number(side), 1);
  return [...sizes].sort((a, b) => area(a) - area(b))[0]!;
}

/** Whether a file starts as a PNG (\x89PNG\r\n\x1a\n) or a WebP (RIFF....WEBP) does. */
function isPngOrWebp(bytes: Buffer): boolean {
  const png = bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  const webp =
    bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP';
  return png || webp;
}

test('a user makes two images, finds them in My Images, downloads one and deletes it', async () => {
  const page = await signedIn('images');
  const problems = collectProblems(page);
  await page.goto('/user/ai-images');
  const before = await imagesLeft(page);

  const form = page.getByRole('form', { name: 'Create images' });
  await form.getByRole('textbox', { name: 'Describe the image' }).fill(IMAGE_PROMPT);
  await form.getByRole('combobox', { name: 'Size' }).selectOption(await smallestSize(page));
  await form.getByRole('group', { name: 'Number of images' }).getByText('2', { exact: true }).click();
  await form.getByRole('button', { name: 'Generate' }).click();

  const results = page.getByRole('list', { name: 'New images' });
  await results.waitFor({ timeout: 60_000 });
  const made = results.getByRole('img', { name: IMAGE_PROMPT });
  expect(await made.count()).toBe(2);
  // Both thumbnails arrive through their signed links and decode.
  await page.waitForFunction(
    () =>
      [...document.querySelectorAll<HTMLImageElement>('[aria-label="New images"] img')].every(
        (image) => image.complete && image.naturalWidth > 0,
      ),
    undefined,
    { timeout: 15_000 },
  );
  await page.getByText(new RegExp(`^${(before - 2).toLocaleString('en-US')} AI images? left$`)).waitFor();

  await page.getByRole('region', { name: 'New images' }).getByRole('link', { name: 'My Images' }).click();
  await page.waitForURL('**/user/saved/images');
  const gallery = page.getByRole('list', { name: 'Your images' });
  await gallery.getByRole('img', { name: IMAGE_PROMPT }).first().waitFor();
  expect(await gallery.getByRole('listitem').count()).toBe(2);

  await gallery.getByRole('button', { name: IMAGE_PROMPT }).first().click();
  const lightbox = page.getByRole('dialog', { name: IMAGE_PROMPT });
  await lightbox.waitFor();
  await lightbox.getByText('1 of 2').waitFor();
  await page.keyboard.press('ArrowRight');
  await lightbox.getByText('2 of 2').waitFor();

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    lightbox.getByRole('link', { name: 'Download' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.(png|webp)$/);
  expect(isPngOrWebp(await readFile(await download.path()))).toBe(true);

  await lightbox.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete this image?' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  // The second (last) image went: nothing comes after it, so the lightbox closes.
  await lightbox.waitFor({ state: 'detached' });
  await page.waitForFunction(() => document.querySelectorAll('[aria-label="Your images"] > li').length === 1);

  await page.reload();
  await gallery.getByRole('img', { name: IMAGE_PROMPT }).waitFor();
  expect(await gallery.getByRole('listitem').count()).toBe(1);
  expect(problems).toEqual([]);
  await page.context().close();
});
