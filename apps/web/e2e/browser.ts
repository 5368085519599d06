import { chromium, type Browser, type BrowserContextOptions, type Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';

const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

// Flags for a closed network: no background calls home, no sandbox as root.
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Where this spec file's visitors' addresses start: random, so files do not share addresses. */
let visitors = Math.floor(Math.random() * 0xffff00);

/** One Chromium per spec file; each test opens its own context (fresh cookies and storage). */
export function setupBrowser(): { open: (path: string, options?: BrowserContextOptions) => Promise<Page> } {
  let browser: Browser;
  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  });
  afterAll(async () => {
    await browser?.close();
  });
  return {
    async open(path, options = {}) {
      // Each context is its own visitor behind the proxy (TRUST_PROXY in global-setup.ts), so
      // the suite's sign-ins do not add up against one address's limit on the auth routes.
      visitors += 1;
      const visitor = {
        'x-forwarded-for': `10.${(visitors >> 16) & 255}.${(visitors >> 8) & 255}.${visitors & 255}`,
      };
      const context = await browser.newContext({
        baseURL: inject('baseURL'),
        ...options,
        extraHTTPHeaders: { ...visitor, ...options.extraHTTPHeaders },
      });
      // A CSP violation that the page swallows still reaches the console, where tests see it.
      await context.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`);
        });
      });
      const page = await context.newPage();
      await page.goto(path);
      return page;
    },
  };
}

/** Console errors (CSP violations included, see above) and uncaught page errors from now on. */
export function collectProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}
