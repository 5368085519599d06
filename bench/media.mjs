// Private media: signed image requests per second from the app (GET /media/<key>?expires=&signature=,
// the HMAC checked, the file read from DATA_DIR/media, served with its headers) against a bare
// node:http server reading the same file from disk (bench/lib/bare-file-server.mjs), as a
// ratio so machine noise cancels (the goal: ≥ 0.5×).
// Usage: npm run build && node bench/media.mjs [seconds=10] [runs=3]
// Needs wrk and two cores: each server on core 0 (taskset), wrk (1 thread, 100 connections) on
// core 1. The image is made through the API: a minimal OpenAI-compatible images endpoint in this
// process answers with a PNG, which the app re-encodes to WebP as it does any provider's answer.
import { spawn } from 'node:child_process';
import { createServer } from 'node:http';
import { join } from 'node:path';
import sharp from 'sharp';
import { root, startServer } from './lib/http-bench.mjs';
import { BENCH_ACCOUNT, BENCH_ENV, runWrk } from './lib/targets.mjs';

const seconds = Number(process.argv[2] ?? 10);
const runs = Number(process.argv[3] ?? 3);
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function waitForHealth(base) {
  for (;;) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
}

// A 1024×1024 picture with detail (noise), so the stored WebP has a realistic size.
const png = await sharp(
  Buffer.alloc(256 * 256 * 3).map(() => Math.floor(Math.random() * 256)),
  {
    raw: { width: 256, height: 256, channels: 3 },
  },
)
  .resize(1024, 1024, { kernel: 'cubic' })
  .png()
  .toBuffer();
const provider = createServer((request, response) => {
  request.resume().on('end', () => {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ created: 0, data: [{ b64_json: png.toString('base64') }] }));
  });
}).listen(0, '127.0.0.1');
await new Promise((resolve) => provider.once('listening', resolve));

const app = await startServer(
  {
    ...BENCH_ENV,
    OPENAI_BASE_URL: `http://127.0.0.1:${provider.address().port}/v1`,
    OPENAI_API_KEY: 'bench',
    AI_IMAGE_MODEL: 'bench-image',
  },
  { cpu: 0 },
);
let bare;
try {
  const login = await fetch(`${app.base}/api/v1/users/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(BENCH_ACCOUNT),
  }).then((r) => r.json());
  const made = await fetch(`${app.base}/api/v1/ai/images/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${login.access_token}` },
    body: JSON.stringify({ prompt: 'bench', size: '1024x1024', n: 1 }),
  });
  if (made.status !== 201) throw new Error(`POST ai/images/ answered ${made.status}: ${await made.text()}`);
  const [image] = (await made.json()).images;
  const file = join(app.dataDir, 'media', new URL(image.url, app.base).pathname.slice('/media/'.length));

  const barePort = 4100 + Math.floor(Math.random() * 90);
  bare = spawn('taskset', ['-c', '0', process.execPath, join(root, 'bench/lib/bare-file-server.mjs')], {
    env: { ...process.env, PORT: String(barePort), FILE: file },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const bareBase = `http://127.0.0.1:${barePort}`;
  await waitForHealth(bareBase);

  const target = { path: image.url };
  const bareTarget = { path: '/image.webp' };
  runWrk(app.base, target, 2);
  runWrk(bareBase, bareTarget, 2);
  const results = { app: [], bare: [] };
  for (let run = 0; run < runs; run += 1) {
    results.app.push(runWrk(app.base, target, seconds));
    results.bare.push(runWrk(bareBase, bareTarget, seconds));
  }
  const ratios = results.app.map((result, i) => result.rps / results.bare[i].rps);
  console.log(
    `${seconds} s per run, ${runs} runs, wrk 1 thread 100 connections on core 1, servers on core 0, Node ${process.version}`,
  );
  console.log(`One ${image.width}×${image.height} WebP of ${image.bytes} bytes.\n`);
  console.log('| target | app req/s | bare req/s | ratio | app p99 ms | bare p99 ms |');
  console.log('| --- | ---: | ---: | ---: | ---: | ---: |');
  console.log(
    `| signed image (GET /media/…?expires=&signature=) | ${Math.round(median(results.app.map((r) => r.rps)))} | ${Math.round(median(results.bare.map((r) => r.rps)))} | ${median(ratios).toFixed(2)}× | ${median(results.app.map((r) => r.p99)).toFixed(1)} | ${median(results.bare.map((r) => r.p99)).toFixed(1)} |`,
  );
} finally {
  bare?.kill('SIGTERM');
  app.stop();
  provider.close();
}
