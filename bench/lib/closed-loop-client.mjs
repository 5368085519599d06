// A closed-loop HTTP client (a second measure of the tail, beside wrk): CONNECTIONS
// keep-alive connections, each sending its next request as soon as its previous answer has
// been read, every request timed from its write to the end of its answer. Run as its own
// process (pinned to core 1 by bench/lib/targets.mjs); prints one JSON line:
// { rps, p50, p99, max, errors } with latencies in ms.
// Input, as JSON on stdin: { url, seconds, connections, method, headers, body, tokens }.
// With `tokens`, each request carries the next one as `authorization: Bearer …`.
import http from 'node:http';
import { readFileSync } from 'node:fs';

const {
  url,
  seconds,
  connections = 100,
  method = 'GET',
  headers = {},
  body,
  tokens,
} = JSON.parse(readFileSync(0, 'utf8'));
const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
const target = new URL(url);
const latencies = [];
let errors = 0;
let next = 0;
let running = true;

function once() {
  return new Promise((resolve) => {
    const requestHeaders = { ...headers };
    if (tokens) requestHeaders.authorization = `Bearer ${tokens[next++ % tokens.length]}`;
    if (body !== undefined) requestHeaders['content-length'] = Buffer.byteLength(body);
    const started = process.hrtime.bigint();
    const request = http.request(target, { method, headers: requestHeaders, agent }, (response) => {
      response.on('data', () => {});
      response.on('end', () => {
        if (response.statusCode >= 200 && response.statusCode < 300)
          latencies.push(Number(process.hrtime.bigint() - started) / 1e6);
        else errors += 1;
        resolve();
      });
    });
    request.on('error', () => {
      errors += 1;
      resolve();
    });
    request.end(body);
  });
}

async function connection() {
  while (running) await once();
}

const startedAt = performance.now();
setTimeout(() => (running = false), seconds * 1000);
await Promise.all(Array.from({ length: connections }, connection));
const elapsed = (performance.now() - startedAt) / 1000;
agent.destroy();
latencies.sort((a, b) => a - b);
const at = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? NaN;
console.log(
  JSON.stringify({ rps: latencies.length / elapsed, p50: at(0.5), p99: at(0.99), max: at(1), errors }),
);
