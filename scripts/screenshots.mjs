// Full-page screenshots of pages at desktop and phone widths, light and dark, for a person
// to look at. Usage: node scripts/screenshots.mjs http://127.0.0.1:3000 / /about-us …
// Writes screenshots/<page>-<width>-<theme>.png (gitignored).
import { mkdirSync } from 'node:fs';
import { chromium } from 'playwright-core';

const [baseURL = 'http://127.0.0.1:3000', ...paths] = process.argv.slice(2);
const pages = paths.length > 0 ? paths : ['/'];
const widths = [1280, 390];
const themes = ['light', 'dark'];

mkdirSync('screenshots', { recursive: true });
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
for (const path of pages) {
  for (const width of widths) {
    for (const theme of themes) {
      const context = await browser.newContext({ viewport: { width, height: 900 }, colorScheme: theme });
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
