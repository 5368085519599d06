// Chat streams: what the app adds between an OpenAI-compatible provider and the
// browser, against the same provider asked directly.
// Usage: npm run build -w packages/contract -w apps/server && node bench/chat-stream.mjs [seconds=10] [runs=3] [streams=1,100,500]
// The fake provider (bench/lib/fake-openai-stream.mjs: a role chunk, CHUNKS=200 content chunks
// (an answer of ~200 tokens: providers stream about one token a chunk; CHUNKS=20 makes the
// per-answer work, sign-in and database, dominate, for the answers/s capacity)
// GAP_MS=5 apart, the finish and usage chunks) and the client (bench/lib/chat-stream-client.mjs)
// run on core 1, the built app (as shipped, LOG_LEVEL info) on core 0, pointed at the fake
// with AI_RATE_LIMIT_PER_MINUTE at its maximum (10,000 per user). One bench user per concurrent
// stream, each with a large chat balance (bench/lib/chat-bench-setup.mjs). Per concurrency: a
// warm-up of each side, then `runs` rounds of `seconds` alternating the app (a message sent to
// a chat, read to `done`) and the fake asked directly with the body the SDK sends. Reported:
// first token p50/p99 of each and what the app adds (median of the rounds' differences), text
// chunks per second through each and their ratio (median of the rounds' ratios), and CPU use
// while timed. A third side, the SDK relay (bench/lib/sdk-relay.mjs on core 0: the `openai` SDK
// and server-sent deltas, nothing else), measures the floor any relay built on the SDK sits on,
// so what the app adds beyond it shows apart. CHAT_BENCH_PROFILE=dir adds --cpu-prof to the app (bench/cpu-profile-summary.mjs).
// The app's data directory is made under the OS temp dir: TMPDIR=/dev/shm puts SQLite on tmpfs.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import {
  cpuSeconds,
  createChatUsers,
  firstAssistant,
  providerBody,
  QUESTION,
} from './lib/chat-bench-setup.mjs';
import { root, startServer } from './lib/http-bench.mjs';
import { BENCH_ENV } from './lib/targets.mjs';

const seconds = Number(process.argv[2] ?? 10);
const runs = Number(process.argv[3] ?? 3);
const levels = (process.argv[4] ?? '1,100,500').split(',').map(Number);
const fakeEnv = {
  CHUNKS: process.env.CHUNKS ?? '200',
  GAP_MS: process.env.GAP_MS ?? '5',
  MODEL: 'bench-chat',
};
const API_KEY = 'sk-bench-chat-stream';
/** AI_MAX_OUTPUT_TOKENS's default: what the SDK asks as max_tokens when the balance is large. */
const MAX_OUTPUT_TOKENS = 2048;
const profileDir = process.env.CHAT_BENCH_PROFILE;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const load = loadavg()[0];

const fakePort = 4100 + Math.floor(Math.random() * 90);
const fakeBase = `http://127.0.0.1:${fakePort}/v1`;
const fake = spawn('taskset', ['-c', '1', process.execPath, join(root, 'bench/lib/fake-openai-stream.mjs')], {
  env: { ...process.env, ...fakeEnv, PORT: String(fakePort) },
  stdio: ['ignore', 'ignore', 'inherit'],
});
for (;;) {
  try {
    if ((await fetch(`${fakeBase}/models`)).ok) break;
  } catch {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
const appEnv = {
  ...BENCH_ENV,
  OPENAI_BASE_URL: fakeBase,
  OPENAI_API_KEY: API_KEY,
  AI_CHAT_MODEL: fakeEnv.MODEL,
  AI_RATE_LIMIT_PER_MINUTE: '10000',
};
const nodeArgs = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [];
const app = await startServer(appEnv, { cpu: 0, nodeArgs });
const tokens = await createChatUsers(app.dataDir, Math.max(...levels));
const assistant = await firstAssistant(app.base, app.dataDir, tokens[0]);
const body = providerBody(fakeEnv.MODEL, assistant.systemPrompt, MAX_OUTPUT_TOKENS);
const relayProcess = spawn('taskset', ['-c', '0', process.execPath, join(root, 'bench/lib/sdk-relay.mjs')], {
  env: {
    ...process.env,
    OPENAI_BASE_URL: fakeBase,
    OPENAI_API_KEY: API_KEY,
    MODEL: fakeEnv.MODEL,
    MAX_TOKENS: String(MAX_OUTPUT_TOKENS),
    SYSTEM_PROMPT: assistant.systemPrompt,
  },
  stdio: ['ignore', 'pipe', 'inherit'],
});
const relayPort = Number(await new Promise((resolve) => relayProcess.stdout.once('data', resolve)));

/** One client run on core 1; the app's and the fake's CPU seconds are read while it is timed. */
function drive(mode, streams, secs) {
  const asApp = { tokens: tokens.slice(0, streams), assistantId: assistant.id, question: QUESTION };
  const input =
    mode === 'app'
      ? { mode, base: app.base, ...asApp }
      : mode === 'relay'
        ? { mode: 'app', base: `http://127.0.0.1:${relayPort}`, ...asApp }
        : { mode, base: `${fakeBase}/`, body, apiKey: API_KEY };
  const client = spawn(
    'taskset',
    ['-c', '1', process.execPath, join(root, 'bench/lib/chat-stream-client.mjs')],
    {
      stdio: ['pipe', 'pipe', 'inherit'],
    },
  );
  client.stdin.end(JSON.stringify({ ...input, seconds: secs, streams }));
  const pids = [mode === 'relay' ? relayProcess.pid : app.pid, fake.pid];
  let before = [];
  let used = [];
  return new Promise((resolve, reject) => {
    createInterface({ input: client.stdout }).on('line', (line) => {
      if (line === 'timing') before = pids.map(cpuSeconds);
      else if (line === 'timed') used = pids.map((pid, i) => cpuSeconds(pid) - before[i]);
      else {
        const out = JSON.parse(line);
        if ((secs === seconds && !out.chunks) || out.errors > 0)
          reject(new Error(`${mode} at ${streams} streams: ${line}`));
        resolve({ ...out, appCpu: used[0] / secs, core1: (used[1] + out.cpuSeconds) / secs });
      }
    });
  });
}

const fixed = (value, digits = 1) => value.toFixed(digits);
const percent = (share) => `${Math.round(share * 100)} %`;
console.log(
  `${seconds} s per run, ${runs} runs per side; fake provider: ${fakeEnv.CHUNKS} chunks ${fakeEnv.GAP_MS} ms apart; ` +
    `app on core 0, fake and client on core 1; load average ${load.toFixed(2)} at the start; Node ${process.version}\n`,
);
console.log(
  '| concurrent streams | first token p50 ms, app | direct | added | first token p99 ms, app | direct | added | ' +
    'app deltas/s | direct chunks/s | ratio | app CPU | core 1 CPU, app / direct runs | ' +
    'SDK relay: first token p50 ms | added | deltas/s | ratio to direct | app ÷ relay | relay CPU |',
);
console.log(`|${' ---: |'.repeat(18)}`);
const goals = [];
try {
  for (const streams of levels) {
    await drive('app', streams, 2);
    await drive('direct', streams, 2);
    await drive('relay', streams, 2);
    const app = [];
    const direct = [];
    const relay = [];
    for (let run = 0; run < runs; run += 1) {
      app.push(await drive('app', streams, seconds));
      direct.push(await drive('direct', streams, seconds));
      relay.push(await drive('relay', streams, seconds));
    }
    const mid = (side, key) => median(side.map((result) => result[key]));
    const added = (key, side = app) => median(side.map((result, i) => result[key] - direct[i][key]));
    const ratioOf = (side, to = direct) =>
      median(side.map((result, i) => result.chunksPerSecond / to[i].chunksPerSecond));
    const ratio = ratioOf(app);
    console.log(
      `| ${streams} | ${fixed(mid(app, 'ttftP50'), 2)} | ${fixed(mid(direct, 'ttftP50'), 2)} | ${fixed(added('ttftP50'), 2)} ` +
        `| ${fixed(mid(app, 'ttftP99'), 2)} | ${fixed(mid(direct, 'ttftP99'), 2)} | ${fixed(added('ttftP99'), 2)} ` +
        `| ${Math.round(mid(app, 'chunksPerSecond'))} | ${Math.round(mid(direct, 'chunksPerSecond'))} | ${fixed(ratio, 2)}× ` +
        `| ${percent(mid(app, 'appCpu'))} | ${percent(mid(app, 'core1'))} / ${percent(mid(direct, 'core1'))} ` +
        `| ${fixed(mid(relay, 'ttftP50'), 2)} | ${fixed(added('ttftP50', relay), 2)} | ${Math.round(mid(relay, 'chunksPerSecond'))} ` +
        `| ${fixed(ratioOf(relay), 2)}× | ${fixed(ratioOf(app, relay), 2)}× | ${percent(mid(relay, 'appCpu'))} |`,
    );
    const overRelay = median(app.map((result, i) => result.ttftP50 - relay[i].ttftP50));
    const firstOk = streams !== 1 ? '' : overRelay <= 2 ? ' (goal ≤ 2 ms: met)' : ' (goal ≤ 2 ms: not met)';
    const rateOk = streams !== 500 ? '' : ratio >= 0.8 ? ' (goal ≥ 0.8×: met)' : ' (goal ≥ 0.8×: not met)';
    goals.push(
      `${streams} streams: first token +${fixed(overRelay, 2)} ms over the SDK relay${firstOk}, ` +
        `+${fixed(added('ttftP50'), 2)} ms over direct; ${fixed(ratio, 2)}× the direct chunks/s${rateOk}; ` +
        `${Math.round(mid(app, 'chunksPerSecond') / Number(fakeEnv.CHUNKS))} answers/s`,
    );
  }
  console.log(
    '\nGoals (decision 026): ≤ 2 ms added to the first token at p50 over the SDK relay, one stream; ' +
      '≥ 0.8× the direct chunks/s at 500 streams.',
  );
  console.log(goals.map((line) => `- ${line}`).join('\n'));
} finally {
  fake.kill('SIGTERM');
  relayProcess.kill('SIGTERM');
  if (profileDir) await app.stopAndWait();
  else app.stop();
}
