// The app against a bare node:http server doing the same work (bench/lib/bare-node-server.mjs),
// answer by answer, as ratios so machine noise cancels (issue 10's method).
// Usage: npm run build && node bench/versus-node.mjs [seconds=10] [runs=3]
// Needs wrk (Debian: apt-get install wrk) and two cores: each server is pinned to core 0 with
// taskset, wrk (1 thread, 100 connections) to core 1. Per target: a warm-up of each, then
// `runs` measured rounds alternating app and bare Node; the table gives medians and the ratio.
// The app runs as shipped (LOG_LEVEL info, logs to a discarded stdout).
import { spawn, spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { root, startServer } from './lib/http-bench.mjs';

const seconds = Number(process.argv[2] ?? 10);
const runs = Number(process.argv[3] ?? 3);
const account = { email: 'bench-admin@example.com', password: 'bench password 123' };
const jwtSecret = 'bench-secret-'.padEnd(48, 'x');
const webDist = join(root, 'apps/web/dist');

if (spawnSync('wrk', ['--version']).error) {
  console.error('wrk is missing: apt-get install wrk');
  process.exit(2);
}

const rssMb = (pid) => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+)/);
  return line ? Math.round(Number(line[1]) / 1024) : NaN;
};

/** The largest hashed JS asset of the built web app, as the "437 KB asset". */
function largestAsset() {
  const dir = join(webDist, 'assets');
  const files = readdirSync(dir).filter((name) => name.endsWith('.js'));
  files.sort((a, b) => statSync(join(dir, b)).size - statSync(join(dir, a)).size);
  return `assets/${files[0]}`;
}

/** Runs wrk against a URL; answers requests/s and p99 in ms. */
function wrk(url, duration, headers = {}) {
  const args = ['-c', '1', 'wrk', '-t1', '-c100', `-d${duration}s`, '--latency'];
  for (const [name, value] of Object.entries(headers)) args.push('-H', `${name}: ${value}`);
  const result = spawnSync('taskset', [...args, url], { encoding: 'utf8' });
  const out = result.stdout;
  const rps = Number(out.match(/Requests\/sec:\s+([\d.]+)/)?.[1]);
  const non2xx = Number(out.match(/Non-2xx or 3xx responses:\s+(\d+)/)?.[1] ?? 0);
  const p99 = out.match(/99%\s+([\d.]+)(us|ms|s)/);
  const scale = { us: 0.001, ms: 1, s: 1000 };
  if (!rps || non2xx > 0) throw new Error(`wrk ${url}: ${non2xx} non-2xx answers\n${out}${result.stderr}`);
  return { rps, p99: p99 ? Number(p99[1]) * scale[p99[2]] : NaN };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const app = await startServer(
  { ADMIN_EMAIL: account.email, ADMIN_PASSWORD: account.password, JWT_SECRET: jwtSecret, LOG_LEVEL: 'info' },
  { cpu: 0 },
);
const afterBoot = rssMb(app.pid);
const login = await fetch(`${app.base}/api/v1/users/login/`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(account),
}).then((response) => response.json());
const plans = await fetch(`${app.base}/api/v1/payments/plans/`).then((response) => response.text());
const plansFile = join(app.dataDir, 'plans.json');
writeFileSync(plansFile, plans);
const asset = largestAsset();

const barePort = 4000 + Math.floor(Math.random() * 90);
const bare = spawn('taskset', ['-c', '0', process.execPath, join(root, 'bench/lib/bare-node-server.mjs')], {
  env: {
    ...process.env,
    PORT: String(barePort),
    PLANS_JSON: plansFile,
    DB_FILE: join(app.dataDir, 'inkwell.db'),
    JWT_SECRET: jwtSecret,
    WEB_DIST_DIR: webDist,
    ASSET: asset,
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const bareBase = `http://127.0.0.1:${barePort}`;
for (;;) {
  try {
    if ((await fetch(`${bareBase}/api/health`)).ok) break;
  } catch {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const br = { 'accept-encoding': 'br' };
const targets = [
  { name: '`GET /api/v1/payments/plans/`', path: '/api/v1/payments/plans/' },
  {
    name: '`GET /api/v1/users/profile/` (Bearer)',
    path: '/api/v1/users/profile/',
    headers: { authorization: `Bearer ${login.access_token}` },
  },
  { name: '`GET /` (index.html, br)', path: '/', headers: br },
  {
    name: `hashed JS asset, br (${Math.round(statSync(join(webDist, asset)).size / 1024)} KB raw)`,
    path: `/${asset}`,
    headers: br,
  },
];

console.log(
  `${seconds} s per run, ${runs} runs, wrk 1 thread 100 connections on core 1, servers on core 0, Node ${process.version}\n`,
);
console.log('| target | app req/s | bare req/s | ratio | app p99 ms | bare p99 ms | p99 ×bare |');
console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: |');
try {
  for (const target of targets) {
    const results = { app: [], bare: [] };
    wrk(app.base + target.path, 2, target.headers);
    wrk(bareBase + target.path, 2, target.headers);
    for (let run = 0; run < runs; run += 1) {
      results.app.push(wrk(app.base + target.path, seconds, target.headers));
      results.bare.push(wrk(bareBase + target.path, seconds, target.headers));
    }
    const ratios = results.app.map((result, i) => result.rps / results.bare[i].rps);
    const appP99 = median(results.app.map((result) => result.p99));
    const bareP99 = median(results.bare.map((result) => result.p99));
    console.log(
      `| ${target.name} | ${Math.round(median(results.app.map((r) => r.rps)))} | ${Math.round(median(results.bare.map((r) => r.rps)))} | ${median(ratios).toFixed(2)}× | ${appP99.toFixed(1)} | ${bareP99.toFixed(1)} | ${(appP99 / bareP99).toFixed(1)}× |`,
    );
  }
  console.log(
    `\nApp memory (RSS): ${afterBoot} MB after boot, ${rssMb(app.pid)} MB after the load; bare Node: ${rssMb(bare.pid)} MB.`,
  );
} finally {
  bare.kill('SIGTERM');
  app.stop();
}
