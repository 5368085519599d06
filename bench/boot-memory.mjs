// The server's resident memory after boot (the goal: ≤ 100 MB): `starts` starts of the built
// app (bench/lib/http-bench.mjs startServer: fresh DATA_DIR, the flags `npm start` uses, the
// app as shipped with LOG_LEVEL info), each read from /proc one second after its first
// healthy answer, then stopped. Prints each start and the median.
// Usage: npm run build && node bench/boot-memory.mjs [starts=5]
import { readFileSync } from 'node:fs';
import { startServer } from './lib/http-bench.mjs';
import { BENCH_ENV } from './lib/targets.mjs';

const starts = Number(process.argv[2] ?? 5);

const rssMb = (pid) => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+)/);
  return line ? Math.round(Number(line[1]) / 1024) : NaN;
};

const results = [];
for (let i = 0; i < starts; i += 1) {
  const app = await startServer(BENCH_ENV, { cpu: 0 });
  await new Promise((resolve) => setTimeout(resolve, 1000));
  results.push({ rss: rssMb(app.pid), bootMs: app.bootMs });
  await app.stopAndWait();
}
const sorted = results.map((result) => result.rss).sort((a, b) => a - b);
console.log(
  `RSS one second after the first healthy answer, MB: ${results.map((r) => r.rss).join(', ')} ` +
    `(median ${sorted[Math.floor(sorted.length / 2)]}); boot ms: ${results.map((r) => r.bootMs).join(', ')}`,
);
