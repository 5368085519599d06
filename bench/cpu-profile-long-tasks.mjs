// The event loop's long tasks in a V8 CPU profile: stretches of samples with no idle between
// them lasting at least `minMs`, how many and how long, and which functions they spent their
// time in (inclusive: a function counts once per sample wherever it is on the stack). What
// shows where an event loop's delay comes from, which the self-time summary cannot.
// Usage: node bench/cpu-profile-long-tasks.mjs file.cpuprofile [minMs=20] [top=30]
import { readFileSync } from 'node:fs';

const [file, minArg = '20', topArg = '30'] = process.argv.slice(2);
const minMicros = Number(minArg) * 1000;
const profile = JSON.parse(readFileSync(file, 'utf8'));
const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const parent = new Map();
for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);

const where = ({ url, lineNumber }) =>
  url
    ? `${url.replace(/^.*node_modules\//, '').replace(/^.*apps\/server\/dist\//, 'app/')}:${lineNumber + 1}`
    : '';
const key = (node) => `${node.callFrame.functionName || '(anonymous)'} ${where(node.callFrame)}`;
const isIdle = (id) => byId.get(id).callFrame.functionName === '(idle)';

const stretches = [];
let current = null;
for (let i = 0; i < profile.samples.length; i += 1) {
  const id = profile.samples[i];
  const delta = profile.timeDeltas[i + 1] ?? 0; // the time until the next sample is this one's
  if (isIdle(id)) {
    if (current && current.micros >= minMicros) stretches.push(current);
    current = null;
    continue;
  }
  current ??= { micros: 0, samples: [] };
  current.micros += delta;
  current.samples.push([id, delta]);
}

const inclusive = new Map();
let longMicros = 0;
for (const stretch of stretches) {
  longMicros += stretch.micros;
  for (const [id, delta] of stretch.samples) {
    const seen = new Set();
    for (let at = id; at !== undefined; at = parent.get(at)) {
      const name = key(byId.get(at));
      if (seen.has(name)) continue;
      seen.add(name);
      inclusive.set(name, (inclusive.get(name) ?? 0) + delta);
    }
  }
}
const total = profile.endTime - profile.startTime;
const lengths = stretches.map((s) => s.micros / 1000).sort((a, b) => a - b);
console.log(
  `${stretches.length} tasks of ${minArg} ms or more in ${(total / 1e6).toFixed(0)} s, ` +
    `${(longMicros / 1000).toFixed(0)} ms in all; lengths p50 ${lengths[Math.floor(lengths.length / 2)]?.toFixed(1)} ms, ` +
    `max ${lengths.at(-1)?.toFixed(1)} ms\n`,
);
console.log('| function (inclusive, within the long tasks) | ms | share |\n| --- | ---: | ---: |');
for (const [name, micros] of [...inclusive].sort((a, b) => b[1] - a[1]).slice(0, Number(topArg)))
  console.log(`| ${name} | ${(micros / 1000).toFixed(0)} | ${((100 * micros) / longMicros).toFixed(0)} % |`);
