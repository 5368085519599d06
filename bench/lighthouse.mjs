// Lighthouse 12 on the built app: `/`, `/login` and a signed-in `/user`, mobile and
// desktop, `runs` times each; the table gives medians (performance, accessibility, best
// practices, FCP, LCP, TBT, CLS, Speed Index) and the JS/CSS/font the page fetched.
// Usage: npm run build && node bench/lighthouse.mjs [runs=3]
// Lighthouse is not a dependency of the project (it would slow `npm ci`): it is installed once
// into $LIGHTHOUSE_DIR (default: <tmp>/inkwell-lighthouse). Chromium from CHROME_PATH
// (default /usr/bin/chromium, Debian's). LIGHTHOUSE_PAGES=/,/login and
// LIGHTHOUSE_FORM_FACTORS=mobile narrow a run; LIGHTHOUSE_SAVE=<dir> keeps each report (JSON).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { startServer } from './lib/http-bench.mjs';

const runs = Number(process.argv[2] ?? 3);
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const lighthouseDir = process.env.LIGHTHOUSE_DIR ?? join(tmpdir(), 'inkwell-lighthouse');
const account = { email: 'lighthouse-admin@example.com', password: 'lighthouse password 123' };
const PAGES = (process.env.LIGHTHOUSE_PAGES ?? '/,/login,/user').split(',');
const FORM_FACTORS = (process.env.LIGHTHOUSE_FORM_FACTORS ?? 'mobile,desktop').split(',');

function installLighthouse() {
  const main = join(lighthouseDir, 'node_modules/lighthouse/core/index.js');
  if (existsSync(main)) return;
  mkdirSync(lighthouseDir, { recursive: true });
  console.error(`Installing lighthouse@12 into ${lighthouseDir}…`);
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const args = ['install', '--no-audit', '--no-fund', '--prefix', lighthouseDir, 'lighthouse@12'];
  const result = spawnSync(npm, args, { stdio: 'inherit' });
  if (result.status !== 0) throw new Error('Could not install lighthouse');
}

const load = (path) => import(pathToFileURL(join(lighthouseDir, 'node_modules', path)).href);

installLighthouse();
const { default: lighthouse } = await load('lighthouse/core/index.js');
const { default: desktopConfig } = await load('lighthouse/core/config/desktop-config.js');
const { default: puppeteer } = await load('puppeteer-core/lib/esm/puppeteer/puppeteer-core.js');

const app = await startServer({ ADMIN_EMAIL: account.email, ADMIN_PASSWORD: account.password });
const login = await fetch(`${app.base}/api/v1/users/login/`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(account),
});
if (!login.ok) throw new Error(`login answered ${login.status}`);
const tokens = await login.json();

const browser = await puppeteer.launch({
  executablePath: chromePath,
  headless: true,
  args: ['--no-sandbox', '--disable-dev-shm-usage'],
});

/** The session cookies the app sets at login (named `<name>_<product slug>`), JS-readable. */
async function signIn(page) {
  const cookie = (name, value) => ({ name, value, url: app.base, sameSite: 'Strict' });
  await page.setCookie(
    cookie('access_token_inkwell', tokens.access_token),
    cookie('refresh_token_inkwell', tokens.refresh_token),
  );
}

const kb = (bytes) => Math.round(bytes / 102.4) / 10;

async function audit(path, formFactor, attempt = 1) {
  const page = await browser.newPage();
  if (path === '/user') await signIn(page);
  const flags = {
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices'],
  };
  const config = formFactor === 'desktop' ? desktopConfig : undefined;
  const { lhr } = await lighthouse(`${app.base}${path}`, flags, config, page);
  await page.close();
  const saveDir = process.env.LIGHTHOUSE_SAVE;
  if (saveDir) {
    mkdirSync(saveDir, { recursive: true });
    writeFileSync(
      join(saveDir, `${formFactor}${path.replaceAll('/', '_')}-${Date.now()}.json`),
      JSON.stringify(lhr),
    );
  }
  // Lighthouse sometimes fails to record the trace (NO_NAVSTART and the like): not the page's doing,
  // and a run scored 0 would pull the median down, so it is run again.
  if (lhr.runtimeError) {
    if (attempt === 3) throw new Error(`${path} ${formFactor}: ${lhr.runtimeError.code} three times`);
    console.error(`${path} ${formFactor}: ${lhr.runtimeError.code}, running again`);
    return audit(path, formFactor, attempt + 1);
  }
  if (lhr.finalDisplayedUrl !== `${app.base}${path}`)
    throw new Error(`${path} ended at ${lhr.finalDisplayedUrl}`);
  const audits = lhr.audits;
  const resources = Object.fromEntries(
    audits['resource-summary'].details.items.map((item) => [item.resourceType, item]),
  );
  const failing = ['accessibility', 'best-practices'].flatMap((category) =>
    lhr.categories[category].auditRefs
      .filter((ref) => ref.weight > 0 && audits[ref.id].score !== null && audits[ref.id].score < 1)
      .map((ref) => ref.id),
  );
  return {
    failing,
    perf: Math.round(lhr.categories.performance.score * 100),
    a11y: Math.round(lhr.categories.accessibility.score * 100),
    bp: Math.round(lhr.categories['best-practices'].score * 100),
    fcp: audits['first-contentful-paint'].numericValue,
    lcp: audits['largest-contentful-paint'].numericValue,
    tbt: audits['total-blocking-time'].numericValue,
    cls: audits['cumulative-layout-shift'].numericValue,
    si: audits['speed-index'].numericValue,
    jsKb: kb(resources.script?.transferSize ?? 0),
    jsFiles: resources.script?.requestCount ?? 0,
    cssKb: kb(resources.stylesheet?.transferSize ?? 0),
    fontKb: kb(resources.font?.transferSize ?? 0),
  };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;

try {
  console.log(`Lighthouse 12, median of ${runs}, ${chromePath}\n`);
  console.log(
    '| Page | Form factor | Perf | A11y | BP | FCP | LCP | TBT | CLS | SI | JS (files) | CSS | Fonts |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|---|---|---|');
  for (const formFactor of FORM_FACTORS) {
    for (const path of PAGES) {
      const results = [];
      for (let run = 0; run < runs; run += 1) results.push(await audit(path, formFactor));
      const m = (key) => median(results.map((result) => result[key]));
      console.log(
        `| ${path} | ${formFactor} | ${m('perf')} | ${m('a11y')} | ${m('bp')} | ${seconds(m('fcp'))} | ` +
          `${seconds(m('lcp'))} | ${Math.round(m('tbt'))} ms | ${m('cls').toFixed(3)} | ${seconds(m('si'))} | ` +
          `${m('jsKb')} KB (${m('jsFiles')}) | ${m('cssKb')} KB | ${m('fontKb')} KB |`,
      );
      if (process.env.LIGHTHOUSE_VERBOSE) console.error(path, formFactor, JSON.stringify(results));
      const failing = [...new Set(results.flatMap((result) => result.failing))];
      if (failing.length > 0) console.log(`|  | failing a11y/BP audits: ${failing.join(', ')} |`);
    }
  }
} finally {
  await browser.close();
  app.stop();
}
