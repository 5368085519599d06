// The app against a bare node:http server doing the same work (bench/lib/bare-node-server.mjs),
// answer by answer, as ratios so machine noise cancels.
// Usage: npm run build && node bench/versus-node.mjs [seconds=10] [runs=3] [target,…]
// Needs wrk (Debian: apt-get install wrk) and two cores: each server is pinned to core 0 with
// taskset, wrk (1 thread, 100 connections) to core 1. Per target: a warm-up of each, then
// `runs` measured rounds alternating app and bare Node; the table gives medians and the ratio.
// The app runs as shipped (LOG_LEVEL info, logs to a discarded stdout). Targets: see
// bench/lib/targets.mjs (plans, profile, index, asset, stream, purchase); all by default.
// BENCH_CLIENT=node drives them with the closed-loop Node client (bench/lib/closed-loop-client.mjs,
// 100 keep-alive connections on core 1) instead of wrk: wrk's p99 with a Lua request() under
// load is not the servers' (docs/BENCHMARKS.md, the purchase's tail).
import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { root, startServer } from './lib/http-bench.mjs';
import { BENCH_ENV, JWT_SECRET, prepareTargets, runClosedLoop, runWrk, WEB_DIST } from './lib/targets.mjs';

const seconds = Number(process.argv[2] ?? 10);
const runs = Number(process.argv[3] ?? 3);
const only = process.argv[4]?.split(',');
const nodeClient = process.env.BENCH_CLIENT === 'node';
const drive = nodeClient ? runClosedLoop : runWrk;

const rssMb = (pid) => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+)/);
  return line ? Math.round(Number(line[1]) / 1024) : NaN;
};

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const app = await startServer(BENCH_ENV, { cpu: 0 });
const afterBoot = rssMb(app.pid);
const plansFile = join(app.dataDir, 'plans.json');
writeFileSync(plansFile, await fetch(`${app.base}/api/v1/payments/plans/`).then((r) => r.text()));
const targets = (await prepareTargets(app.base, app.dataDir)).filter(
  (target) => !only || only.includes(target.id),
);

const barePort = 4000 + Math.floor(Math.random() * 90);
const bare = spawn('taskset', ['-c', '0', process.execPath, join(root, 'bench/lib/bare-node-server.mjs')], {
  env: {
    ...process.env,
    PORT: String(barePort),
    PLANS_JSON: plansFile,
    DB_FILE: join(app.dataDir, 'inkwell.db'),
    JWT_SECRET,
    WEB_DIST_DIR: WEB_DIST,
    ASSET: targets.find((target) => target.id === 'asset')?.path.slice(1) ?? 'index.html',
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

console.log(
  `${seconds} s per run, ${runs} runs, ${nodeClient ? 'closed-loop Node client' : 'wrk 1 thread'} 100 connections on core 1, servers on core 0, Node ${process.version}\n`,
);
console.log(
  '| target | app req/s | bare req/s | ratio | app p99 ms | bare p99 ms | p99 ×bare | app RSS MB after |',
);
console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
try {
  for (const target of targets) {
    const results = { app: [], bare: [] };
    const own = target.appScript
      ? await startServer(BENCH_ENV, { cpu: 0, script: target.appScript })
      : undefined;
    const appBase = own?.base ?? app.base;
    drive(appBase, target, 2);
    drive(bareBase, target, 2);
    for (let run = 0; run < runs; run += 1) {
      results.app.push(drive(appBase, target, seconds));
      results.bare.push(drive(bareBase, target, seconds));
    }
    const rssAfter = rssMb((own ?? app).pid);
    own?.stop();
    const ratios = results.app.map((result, i) => result.rps / results.bare[i].rps);
    const appP99 = median(results.app.map((result) => result.p99));
    const bareP99 = median(results.bare.map((result) => result.p99));
    console.log(
      `| ${target.name} | ${Math.round(median(results.app.map((r) => r.rps)))} | ${Math.round(median(results.bare.map((r) => r.rps)))} | ${median(ratios).toFixed(2)}× | ${appP99.toFixed(1)} | ${bareP99.toFixed(1)} | ${(appP99 / bareP99).toFixed(1)}× | ${rssAfter} |`,
    );
  }
  console.log(
    `\nApp memory (RSS): ${afterBoot} MB after boot, ${rssMb(app.pid)} MB after the load; bare Node: ${rssMb(bare.pid)} MB.` +
      `\nApp boot, process start to the first healthy answer (migrations, seed, web app loaded): ${app.bootMs} ms.`,
  );
} finally {
  bare.kill('SIGTERM');
  app.stop();
}
