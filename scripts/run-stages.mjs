// Runs the gate's stages, as many at a time as there are cores: `npm test` (every stage,
// the server suite on PostgreSQL included when one answers)
// and `npm run test:fast` (typecheck, lint, unit). Each stage's output is held until it ends,
// then printed whole under one heading, so the log reads stage by stage (and vitest's
// "Tests  N passed" lines stay intact for scripts/test-summary.mjs). Every stage whose
// prerequisites passed runs even when another failed; the exit code is 1 if any failed.
//
//   node scripts/run-stages.mjs [--jobs N] <stage or group>...
import { spawn } from 'node:child_process';
import { availableParallelism, setPriority } from 'node:os';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

/**
 * The stages, in the order they start when a slot is free: the longest chain first (build,
 * then the end-to-end suite, which mostly waits on the browser), then the longest stage.
 * Each runs its commands one after another. The chain's stages (`critical`) run at normal
 * priority and every other at a lower one: the end-to-end suite is one browser and one server
 * taking turns, so each moment it waits for a core lengthens the whole gate, while the
 * suites beside it use whatever it leaves and finish in its shadow.
 */
const STAGES = {
  build: {
    critical: true,
    // Emit only: checking the types is the typecheck stage's work (same output, a third faster).
    run: ['npm run build -w packages/contract -w apps/server -- --noCheck', 'npm run bundle -w apps/web'],
  },
  e2e: { after: ['build'], critical: true, run: ['npm run test:e2e -w apps/web'] },
  // The same server suite on PostgreSQL when one answers (a notice says when it is skipped).
  // Second longest: it starts as soon as a slot frees after the build. The server suites need
  // the contract's build.
  'unit:server:pg': { after: ['build'], run: ['node scripts/server-tests-on-postgres.mjs'] },
  // Beside the build, it frees its slot about when the PostgreSQL pass can start.
  typecheck: { run: ['npm run typecheck'] },
  'unit:web': { run: ['npm run test -w apps/web'] },
  'unit:server': { after: ['build'], run: ['npm run test -w apps/server'] },
  lint: { run: ['npm run lint', 'node scripts/check-architecture.mjs'] },
  // The first-load size budget of `/`, `/login` and `/user`, read from the build.
  budget: { after: ['build'], run: ['npm run check:first-load -w apps/web'] },
  'unit:contract': { run: ['npm run test -w packages/contract'] },
};
/** The niceness of the processes of a stage off the chain (its children inherit it). */
const BATCH_NICENESS = 10;
const GROUPS = { unit: ['unit:contract', 'unit:server', 'unit:web'] };

function parseArgs(argv) {
  let jobs = availableParallelism();
  const wanted = new Set();
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (arg === '--jobs') jobs = Number(argv[++i]);
    else if (GROUPS[arg]) for (const name of GROUPS[arg]) wanted.add(name);
    else if (STAGES[arg]) wanted.add(arg);
    else {
      const known = [...Object.keys(STAGES), ...Object.keys(GROUPS)].join(', ');
      throw new Error(`Unknown stage "${arg}"; known: ${known}`);
    }
  }
  if (!Number.isInteger(jobs) || jobs < 1) throw new Error('--jobs needs a whole number ≥ 1');
  // A stage brings the stages it runs after.
  for (const name of wanted) for (const before of STAGES[name].after ?? []) wanted.add(before);
  return { jobs, names: Object.keys(STAGES).filter((name) => wanted.has(name)) };
}

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const elapsed = (since) => seconds(performance.now() - since);

const ansiColour = new RegExp(String.fromCharCode(27) + '\\[[0-9;]*m', 'g');
const REPORT_LINES = 150;
const plainLines = (output) => output.toString('utf8').replace(ansiColour, '').split('\n');

/**
 * The part of a failed stage's output worth reading again after the table (a log's tail is
 * often all a reader sees): vitest's "Failed Tests" section when there is one, else the end.
 */
function failureReport(output) {
  const lines = plainLines(output);
  const start = lines.findIndex((line) => /Failed Tests \d+/.test(line));
  const from = start >= 0 ? start : Math.max(0, lines.length - REPORT_LINES);
  const report = lines.slice(from, from + REPORT_LINES);
  const cut = lines.length - from - report.length;
  return report.join('\n') + (cut > 0 ? `\n… and ${cut} more lines, in the stage's full output above` : '');
}

/** The tests the end-to-end suite's flaky reporter named (apps/web/e2e/flaky-reporter.ts). */
const flakyLines = (output) => plainLines(output).filter((line) => line.startsWith('FLAKY '));

const children = new Set();

/** Runs one command through the shell, in a process group of its own so it can be stopped whole. */
function runCommand(command, env, output, lowerPriority) {
  return new Promise((resolve) => {
    const child = spawn(command, {
      cwd: root,
      env,
      shell: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: process.platform !== 'win32',
    });
    children.add(child);
    // Before the shell has started anything: what it starts inherits the priority.
    if (lowerPriority && child.pid !== undefined) {
      try {
        setPriority(child.pid, BATCH_NICENESS);
      } catch {
        // a system that refuses runs it at normal priority
      }
    }
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('error', (error) => output.push(Buffer.from(`${error.message}\n`)));
    child.on('close', (code) => {
      children.delete(child);
      resolve(code ?? 1);
    });
  });
}

async function runStage(name, env) {
  const output = [];
  const started = performance.now();
  let code = 0;
  for (const command of STAGES[name].run) {
    output.push(Buffer.from(`$ ${command}\n`));
    code = await runCommand(command, env, output, STAGES[name].critical !== true);
    if (code !== 0) break;
  }
  return { name, code, ms: performance.now() - started, output: Buffer.concat(output) };
}

function stopAll(signal) {
  for (const child of children) {
    try {
      if (process.platform === 'win32') child.kill(signal);
      else process.kill(-child.pid, signal);
    } catch {
      // already gone
    }
  }
  process.exit(signal === 'SIGINT' ? 130 : 143);
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stopAll(signal));

async function main() {
  const { jobs, names } = parseArgs(process.argv.slice(2));
  if (names.length === 0) throw new Error('No stage given');
  // Children write to a pipe; keep vitest's colours when this runs in a terminal.
  const env = {
    ...process.env,
    ...(process.stdout.isTTY && !process.env.NO_COLOR ? { FORCE_COLOR: '1' } : {}),
  };
  const started = performance.now();
  const pending = [...names];
  const results = new Map();
  const running = new Map();
  console.log(`Stages: ${names.join(', ')} (${jobs} at a time)`);

  const ready = (name) => (STAGES[name].after ?? []).every((before) => results.get(before)?.code === 0);
  const blocked = (name) =>
    (STAGES[name].after ?? []).some((before) => results.has(before) && results.get(before).code !== 0);

  while (pending.length > 0 || running.size > 0) {
    for (const name of [...pending]) {
      if (blocked(name)) {
        pending.splice(pending.indexOf(name), 1);
        results.set(name, { name, code: -1, ms: 0 });
        console.log(`\n---- ${name}: skipped, it runs after ${STAGES[name].after.join(', ')} ----`);
      } else if (running.size < jobs && ready(name)) {
        pending.splice(pending.indexOf(name), 1);
        console.log(`[${elapsed(started)}] ${name} started`);
        running.set(name, runStage(name, env));
      }
    }
    if (running.size === 0) break;
    const result = await Promise.race(running.values());
    running.delete(result.name);
    results.set(result.name, result);
    const verdict = result.code === 0 ? 'passed' : `FAILED (exit ${result.code})`;
    console.log(`\n---- ${result.name}: ${verdict} in ${seconds(result.ms)} (at ${elapsed(started)}) ----`);
    process.stdout.write(result.output);
  }

  console.log('\n---- stages ----');
  for (const name of names) {
    const result = results.get(name);
    const verdict = result.code === 0 ? 'passed' : result.code === -1 ? 'skipped' : 'FAILED';
    console.log(`${name.padEnd(14)} ${verdict.padEnd(8)} ${seconds(result.ms).padStart(8)}`);
  }
  console.log(`${'wall time'.padEnd(23)} ${elapsed(started).padStart(8)}`);
  for (const name of names) {
    const result = results.get(name);
    if (result.code > 0) console.log(`\n---- ${name}: what failed ----\n${failureReport(result.output)}`);
    const flaky = result.output ? flakyLines(result.output) : [];
    if (flaky.length > 0) console.log(`\n---- ${name}: passed only on a retry ----\n${flaky.join('\n')}`);
  }
  process.exitCode = [...results.values()].every((result) => result.code === 0) ? 0 : 1;
}

main().catch((error) => {
  console.error(error.message);
  process.exitCode = 1;
});
