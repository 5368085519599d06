// Throughput and latency of the public, cacheable answers of the built server, measured from
// a second process on loopback. Usage: npm run build && node bench/public-http.mjs [seconds]
// Starts apps/server/dist/server.js on a free port with a fresh data directory.
import { spawn } from 'node:child_process';
import { Agent, get } from 'node:http';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const seconds = Number(process.argv[2] ?? 5);
const concurrency = 32;
const port = 3900 + Math.floor(Math.random() * 90);
const base = `http://127.0.0.1:${port}`;

const asset = /src="(\/assets\/index-[^"]+\.js)"/.exec(
  readFileSync(join(root, 'apps/web/dist/index.html'), 'utf8'),
)?.[1];
const targets = [
  { name: 'GET /api/health (database round trip)', path: '/api/health' },
  { name: 'GET /api/v1/payments/plans/', path: '/api/v1/payments/plans/' },
  { name: 'GET /api/v1/users/reviews', path: '/api/v1/users/reviews' },
  { name: 'GET /about-us (index.html, SPA fallback)', path: '/about-us' },
  { name: `GET main bundle, brotli`, path: asset, headers: { 'accept-encoding': 'br' } },
];

// node:http with keep-alive, bodies read as raw bytes (fetch would decode brotli on the client).
const agent = new Agent({ keepAlive: true, maxSockets: concurrency });
function request(path, headers) {
  return new Promise((resolve, reject) => {
    get(base + path, { agent, headers }, (response) => {
      response.on('data', () => {});
      response.on('end', () => resolve(response.statusCode));
    }).on('error', reject);
  });
}

async function run({ path, headers = {} }) {
  const latencies = [];
  const deadline = performance.now() + seconds * 1000;
  async function worker() {
    while (performance.now() < deadline) {
      const started = performance.now();
      const status = await request(path, headers);
      if (status !== 200) throw new Error(`${path} answered ${status}`);
      latencies.push(performance.now() - started);
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker));
  latencies.sort((a, b) => a - b);
  const at = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))].toFixed(2);
  return { rps: Math.round(latencies.length / seconds), p50: at(0.5), p99: at(0.99) };
}

const dataDir = mkdtempSync(join(tmpdir(), 'inkwell-bench-'));
const bootStarted = performance.now();
const server = spawn(process.execPath, ['apps/server/dist/server.js'], {
  cwd: root,
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
  stdio: ['ignore', 'ignore', 'inherit'],
});
for (;;) {
  try {
    if ((await fetch(`${base}/api/health`)).ok) break;
  } catch {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
console.log(
  `boot to first healthy answer (migrate, seed, load and compress the web app): ${Math.round(performance.now() - bootStarted)} ms`,
);
console.log(`${seconds} s per target, ${concurrency} concurrent connections, Node ${process.version}\n`);
console.log('| target | requests/s | p50 ms | p99 ms |\n| --- | ---: | ---: | ---: |');
try {
  for (const target of targets) {
    await run({ ...target, path: target.path }); // warm-up pass, not reported
    const { rps, p50, p99 } = await run(target);
    console.log(`| ${target.name} | ${rps} | ${p50} | ${p99} |`);
  }
} finally {
  agent.destroy();
  server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}
