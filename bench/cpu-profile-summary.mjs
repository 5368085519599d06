// Where a V8 CPU profile's time goes: self time by package (or app folder) and the heaviest
// functions, as markdown. Usage: node bench/cpu-profile-summary.mjs file.cpuprofile [top=15]
// Record one with: node --cpu-prof --cpu-prof-dir=DIR apps/server/dist/server.js, load it,
// then stop it with SIGTERM (the server exits cleanly, which writes the profile).
import { readFileSync } from 'node:fs';

const [file, topArg = '15'] = process.argv.slice(2);
const top = Number(topArg);
const profile = JSON.parse(readFileSync(file, 'utf8'));

/** node_modules/<pkg> (scoped too), the app's folder under dist/, node internals or V8. */
function owner(url) {
  if (!url) return '(V8: GC, idle, native)';
  const pkg = url.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (pkg) return pkg[1];
  if (url.startsWith('node:')) return `node:${url.slice(5).split('/')[0]}`;
  const app = url.match(/apps\/server\/dist\/(?:src\/)?([^/]+)/);
  return app ? `app: ${app[1]}` : url;
}

const byNode = new Map(profile.nodes.map((node) => [node.id, node]));
const self = new Map();
for (let i = 0; i < profile.samples.length; i += 1) {
  const delta = profile.timeDeltas[i] ?? 0;
  self.set(profile.samples[i], (self.get(profile.samples[i]) ?? 0) + delta);
}
const total = [...self.values()].reduce((sum, value) => sum + value, 0);
const byOwner = new Map();
const byFunction = new Map();
for (const [id, micros] of self) {
  const { callFrame } = byNode.get(id);
  const name = callFrame.functionName || '(anonymous)';
  if (name === '(idle)') continue;
  const who = owner(callFrame.url);
  byOwner.set(who, (byOwner.get(who) ?? 0) + micros);
  const key = `${name} (${who})`;
  byFunction.set(key, (byFunction.get(key) ?? 0) + micros);
}
const idle = total - [...byOwner.values()].reduce((sum, value) => sum + value, 0);
const pct = (micros) => ((100 * micros) / total).toFixed(1);
const rows = (map) =>
  [...map]
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([name, micros]) => `| ${name} | ${pct(micros)} % |`)
    .join('\n');

console.log(`${(total / 1e6).toFixed(1)} s sampled, ${pct(idle)} % idle\n`);
console.log(`| self time by owner | share |\n| --- | ---: |\n${rows(byOwner)}\n`);
console.log(`| self time by function | share |\n| --- | ---: |\n${rows(byFunction)}`);
