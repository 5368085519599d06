// Full-page screenshots of pages at desktop and phone widths, light and dark, for a person
// to look at. Usage: node scripts/screenshots.mjs http://127.0.0.1:3000 / /about-us …
// Writes screenshots/<page>-<width>-<theme>.png (gitignored). With SCREENSHOT_EMAIL and
// SCREENSHOT_PASSWORD set (an account of that server, e.g. one `npm run create-admin` made), it
// signs in once through /login and shoots every page with that session, so the signed-in pages
// (/user/…) can be shot too (one sign-in: the per-email login limit is 10 in 5 minutes).
import { mkdirSync } from 'node:fs';
import { chromium } from 'playwright-core';

const [baseURL = 'http://127.0.0.1:3000', ...paths] = process.argv.slice(2);
const pages = paths.length > 0 ? paths : ['/'];
const widths = [1280, 390];
const themes = ['light', 'dark'];

mkdirSync('screenshots', { recursive: true });

/** The cookies and storage of a session signed in through the login form, as a person would. */
async function signedInState() {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(new URL('/login', baseURL).href, { waitUntil: 'networkidle' });
  await page.getByLabel('Email').fill(process.env.SCREENSHOT_EMAIL);
  await page.getByLabel('Password').fill(process.env.SCREENSHOT_PASSWORD ?? '');
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL(/\/user/);
  const state = await context.storageState();
  await context.close();
  return state;
}
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
const session = process.env.SCREENSHOT_EMAIL ? await signedInState() : undefined;
for (const path of pages) {
  for (const width of widths) {
    for (const theme of themes) {
      const context = await browser.newContext({
        viewport: { width, height: 900 },
        colorScheme: theme,
        storageState: session,
      });
      const page = await context.newPage();
      await page.goto(new URL(path, baseURL).href, { waitUntil: 'networkidle' });
      await page.waitForTimeout(400);
      const name = path.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home';
      await page.screenshot({ path: `screenshots/${name}-${width}-${theme}.png`, fullPage: true });
      await context.close();
    }
  }
}
await browser.close();
console.log(`screenshots of ${pages.length} page(s) written to screenshots/`);
