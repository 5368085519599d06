// A CPU profile of the built app under load on one target, summarised by
// bench/cpu-profile-summary.mjs. The server runs on core 0 with --cpu-prof, wrk on core 1.
// Usage: npm run build && node bench/cpu-profile.mjs <target> [seconds=10] [top=20]
// Targets: plans, profile, index, purchase (the names bench/versus-node.mjs uses).
// Needs wrk (Debian: apt-get install wrk).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer } from './lib/http-bench.mjs';
import { BENCH_ENV, prepareTargets, runWrk } from './lib/targets.mjs';

const [targetName = 'plans', secondsArg = '10', top = '20'] = process.argv.slice(2);
const seconds = Number(secondsArg);
const profileDir = mkdtempSync(join(tmpdir(), 'inkwell-cpu-prof-'));

const app = await startServer(BENCH_ENV, {
  cpu: 0,
  nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${profileDir}`],
});
const targets = await prepareTargets(app.base, app.dataDir);
const target = targets.find((candidate) => candidate.id === targetName);
if (!target) {
  app.stop();
  throw new Error(`Unknown target ${targetName}; known: ${targets.map((t) => t.id).join(', ')}`);
}
runWrk(app.base, target, 3);
const result = runWrk(app.base, target, seconds);
console.log(`${target.name}: ${Math.round(result.rps)} req/s with the profiler on, p99 ${result.p99} ms\n`);
await app.stopAndWait();
const [file] = readdirSync(profileDir).filter((name) => name.endsWith('.cpuprofile'));
if (!file) throw new Error(`no profile written in ${profileDir}`);
spawnSync(
  process.execPath,
  [join(import.meta.dirname, 'cpu-profile-summary.mjs'), join(profileDir, file), top],
  {
    stdio: 'inherit',
  },
);
console.log(`\nProfile: ${join(profileDir, file)}`);
