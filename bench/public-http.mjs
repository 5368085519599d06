// Throughput and latency of the public, cacheable answers of the built server, measured from
// a second process on loopback. Usage: npm run build && node bench/public-http.mjs [seconds]
// Starts apps/server/dist/server.js on a free port with a fresh data directory.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { printTable, root, startServer } from './lib/http-bench.mjs';

const seconds = Number(process.argv[2] ?? 5);

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

const server = await startServer();
console.log(
  `boot to first healthy answer (migrate, seed, load and compress the web app): ${server.bootMs} ms`,
);
try {
  await printTable(server, targets, seconds);
} finally {
  server.stop();
}
