// What the request-metrics hook adds to each request Fastify answers when METRICS_TOKEN is set
// (decision 046): `Metrics.observeRequest` (a map lookup of the label set, then prom-client's
// histogram observe) in a tight loop, next to the same key lookup with nothing observed, so
// machine noise shows in both. CPU time (process.cpuUsage), not wall time: a busy machine's
// other processes do not count. Compare with a cached answer's whole cost (docs/BENCHMARKS.md).
// Usage: npm run build && node bench/metrics-hook.mjs [millions=2] [runs=3]
import { Metrics } from '../apps/server/dist/services/metrics/metrics.js';

const count = Number(process.argv[2] ?? 2) * 1_000_000;
const runs = Number(process.argv[3] ?? 3);
const ROUTES = ['/api/v1/static/company_info', '/api/v1/ai/chats/:id/', '/api/v1/users/profile', 'unmatched'];
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

function timed(observe) {
  for (let i = 0; i < 200_000; i += 1) observe('GET', ROUTES[i & 3], 200, 0.001);
  const started = process.cpuUsage();
  for (let i = 0; i < count; i += 1) observe('GET', ROUTES[i & 3], i % 10 ? 200 : 404, (i % 100) / 1e4);
  const used = process.cpuUsage(started);
  return ((used.user + used.system) * 1000) / count;
}

const seen = new Map();
const lookupOnly = (method, route, status) => {
  const key = `${method} ${status} ${route}`;
  if (!seen.has(key)) seen.set(key, key);
};
const metrics = new Metrics();
const observe = (method, route, status, seconds) => metrics.observeRequest(method, route, status, seconds);

const hook = [];
const baseline = [];
for (let run = 0; run < runs; run += 1) {
  baseline.push(timed(lookupOnly));
  hook.push(timed(observe));
}
console.log(`${runs} runs of ${count} requests, Node ${process.version}, medians`);
console.log(`| | CPU ns per request |\n| --- | ---: |`);
console.log(`| key lookup only | ${median(baseline).toFixed(0)} |`);
console.log(`| observeRequest | ${median(hook).toFixed(0)} |`);
