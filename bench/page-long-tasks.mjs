// The main thread's long tasks while a page of the built app loads, in Chromium at a slower CPU
// (4×, Lighthouse's mobile setting, by default): each task of 50 ms or more, when it started,
// and what filled it (script, style, layout, paint). Lighthouse's score moves a lot from
// run to run on a shared machine; this shows which tasks there are and what they hold.
// Usage: npm run build && node bench/page-long-tasks.mjs [path=/] [slowdown=4]; MIN_MS=20 lists
// shorter tasks too.
// `/user` and the pages under it are loaded signed in as the bench's admin.
import { chromium } from 'playwright-core';
import { startServer } from './lib/http-bench.mjs';

const [path = '/', slowdownArg = '4'] = process.argv.slice(2);
const account = { email: 'long-tasks-admin@example.com', password: 'long tasks password 1' };
const KINDS = {
  EvaluateScript: 'script',
  'v8.evaluateModule': 'script',
  FunctionCall: 'script',
  TimerFire: 'script',
  RunMicrotasks: 'script',
  ParseHTML: 'parse',
  UpdateLayoutTree: 'style',
  Layout: 'layout',
  Paint: 'paint',
  PrePaint: 'paint',
  Layerize: 'paint',
};

const app = await startServer({ ADMIN_EMAIL: account.email, ADMIN_PASSWORD: account.password });
const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium' });
try {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
  if (path.startsWith('/user')) {
    const login = await fetch(`${app.base}/api/v1/users/login/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(account),
    });
    const tokens = await login.json();
    await context.addCookies(
      [
        ['access_token_inkwell', tokens.access_token],
        ['refresh_token_inkwell', tokens.refresh_token],
      ].map(([name, value]) => ({ name, value, url: app.base, sameSite: 'Strict' })),
    );
  }
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(slowdownArg) });
  await browser.startTracing(page, {
    categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'],
  });
  await page.goto(`${app.base}${path}`, { waitUntil: 'networkidle' });
  await page.waitForTimeout(1500);
  const events = JSON.parse((await browser.stopTracing()).toString()).traceEvents;

  const committed = events.find(
    (e) => e.name === 'FrameCommittedInBrowser' && e.args.data.url?.startsWith(app.base),
  );
  const pid = committed.args.data.processId;
  const tid = events.find(
    (e) => e.name === 'thread_name' && e.pid === pid && e.args.name === 'CrRendererMain',
  ).tid;
  const main = events.filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X' && e.dur);
  const start = Math.min(...main.map((e) => e.ts));
  const tasks = main
    .filter((e) => e.name === 'RunTask' && e.dur >= Number(process.env.MIN_MS ?? 50) * 1000)
    .sort((a, b) => a.ts - b.ts);
  console.log(`${path} at ${slowdownArg}× CPU: tasks of ${process.env.MIN_MS ?? 50} ms or more\n`);
  console.log('| Starts | Lasts | Script | Style | Layout | Paint |');
  console.log('|---|---|---|---|---|---|');
  let beyond = 0;
  for (const task of tasks) {
    const inside = main.filter((e) => e.ts >= task.ts && e.ts + e.dur <= task.ts + task.dur && e !== task);
    const kinds = {};
    // Outermost events only: a timer's function call is counted once, as script.
    for (const event of inside) {
      const kind = KINDS[event.name];
      const outer = inside.some(
        (other) =>
          other !== event &&
          KINDS[other.name] === kind &&
          other.ts <= event.ts &&
          other.ts + other.dur >= event.ts + event.dur &&
          other.dur > event.dur,
      );
      if (kind && !outer) kinds[kind] = (kinds[kind] ?? 0) + event.dur;
    }
    const ms = (micros = 0) => `${Math.round(micros / 1000)} ms`;
    beyond += task.dur - 50_000;
    console.log(
      `| ${ms(task.ts - start)} | ${ms(task.dur)} | ${ms(kinds.script)} | ${ms(kinds.style)} | ${ms(kinds.layout)} | ${ms(kinds.paint)} |`,
    );
  }
  console.log(
    `\nTime beyond 50 ms, summed over these tasks (all of them, before and after the first paint): ${Math.round(beyond / 1000)} ms`,
  );
} finally {
  await browser.close();
  app.stop();
}
