// Soak: minutes of mixed load at about 70 % of measured capacity through the built server, to
// show nothing leaks and nothing degrades: no 5xx, a steady p99, flat memory and descriptors.
// Usage: npm run build && node bench/soak.mjs [minutes=10] [postgres://…]
// Without a URL the server uses SQLite in a fresh DATA_DIR; with one, a database of its own
// created beside the URL's and dropped after. SOAK_CAPACITY=<operations/s> skips the ramp;
// SOAK_USERS (3200) sets how many users the load signs in as: enough that at 70 % of the
// capacity of a 2-core machine (about 380 operations/s), with users taken in turn, none signs
// in more often than its per-email limit allows (10 in 5 minutes), which people never reach.
// The fake provider (bench/lib/fake-openai-stream.mjs) streams answers of CHUNKS=40 pieces
// GAP_MS=25 apart (a one-second answer) and paints images after the same second.
// 1. Capacity: a closed-loop ramp of the workload (bench/lib/soak-workload.mjs), 8, 16, 32…
//    concurrent operations (CAPACITY_SECONDS=10 each) until the server's event loop is 90 %
//    busy, or the rate grows by less than a tenth (at most 256); capacity is what one event
//    loop can serve at the cost per operation of the busiest level below that (its busy time
//    per operation), never more than the closed loop reached (pinned, SOAK_PIN=1: nor more
//    than the server's core can do at that cost).
// 2. Soak: operations arrive at random (Poisson) at 70 % of it, whatever the answers' times,
//    first for WARMUP_MINUTES=1 not measured (after the ramp's bursts, the server's caches,
//    compiled code and the database's statistics settle at the soak's rate), then `minutes`.
// Per minute: requests, 5xx, other failures, p50/p99 (streams: to their first delta; the image
// request, paced by the fake provider's second, only in the per-operation table), the
// server's CPU, RSS and open fds, and of those the ones that are not sockets (means of 5 s
// samples, /proc), its heap after a full collection, and its event loop's utilisation and
// delay p99 (measured inside the server by bench/lib/event-loop-probe.mjs). Verdicts at the end: no 5xx; each minute's p99 from
// minute 2 within ±25 % of their median; RSS, fds, non-socket fds and heap of the last minute
// within 10 % of minute 2's; the first few failed answers, as they came.
import { Agent } from 'node:http';
import { rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  AnswerBucket,
  calibrate,
  coreBusySeconds,
  cpuSeconds,
  eventLoopDelay,
  kernelThreadCores,
  kernelThreadSeconds,
  median,
  sampleProcess,
} from './lib/soak-monitor.mjs';
import {
  createSoakDatabase,
  createSoakUsers,
  PINNED,
  pinLoadToCore1,
  startFakeProvider,
  startSoakServer,
  waitForVoicePreviews,
} from './lib/soak-setup.mjs';
import { drawOperation } from './lib/soak-workload.mjs';

const minutes = Number(process.argv[2] ?? 10);
const adminUrl = process.argv[3];
const SHARE = 0.7;
/** The closed-loop ramp's concurrency: from 8, doubling, at most 256. */
const RAMP_FROM = 8;
const RAMP_TO = 256;
const CAPACITY_SECONDS = Number(process.env.CAPACITY_SECONDS ?? 10);
/** The cores the server may use: core 0 when pinned, else the machine's. */
const SERVER_CORES = PINNED ? 1 : availableParallelism();
const SERVER_CORE = PINNED ? 0 : undefined;
const WARMUP_MINUTES = Number(process.env.WARMUP_MINUTES ?? 1);
/** The event loop's utilisation at which the ramp counts the server as saturated. */
const LOOP_FULL = 0.9;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
/** Each core's reference times, "1.10/3.90 1.12/3.95". */
const referenceText = (cores) =>
  cores.map((core) => `${round(core.compute, 2)}/${round(core.memory, 2)}`).join(' ');
/** The collector's pauses in a minute, "412 (1180/9)". */
const gcText = (gc) => (gc ? `${gc.ms} (${gc.minor}/${gc.major})` : '–');
/** The kernel's threads in a minute, "0.21 (kdamond.0 0.18)". */
const kernelText = ({ total, busiest }) => `${round(total, 2)} (${busiest.name} ${round(busiest.cores, 2)})`;
const round = (value, digits = 0) => (Number.isFinite(value) ? value.toFixed(digits) : '–');

pinLoadToCore1();
const loadAtStart = loadavg();
const fake = await startFakeProvider({ chunks: process.env.CHUNKS ?? 40, gapMs: process.env.GAP_MS ?? 25 });
const database = await createSoakDatabase(adminUrl);
const probeFile = join(tmpdir(), `inkwell-soak-probe-${process.pid}.jsonl`);
const server = await startSoakServer({ providerBase: fake.base, databaseUrl: database.url, probeFile });
// Interrupted (Ctrl-C, a crash), the bench still stops what it started; the database stays.
process.once('exit', () => {
  fake.stop();
  server.stop();
});
process.once('SIGINT', () => process.exit(130));
let bucket = new AnswerBucket();
// Idle connections past a few are closed, as visitors' are: the server's open sockets then follow
// the answers in flight, not the largest burst of the last keep-alive period.
const agent = new Agent({ keepAlive: true, maxSockets: 256, maxFreeSockets: 16 });
const context = { base: server.base, agent, record: (...answer) => bucket.record(...answer), failures: [] };

try {
  const users = await createSoakUsers(
    { databaseUrl: database.url, dataDir: server.dataDir },
    Number(process.env.SOAK_USERS ?? 3200),
  );
  const previews = await waitForVoicePreviews({ databaseUrl: database.url, dataDir: server.dataDir });
  console.log(`Voice previews made before the load: ${previews.made} of ${previews.voices}\n`);
  const free = [...users];
  const assistants = await fetch(`${server.base}/api/v1/ai/assistants/`, {
    headers: { authorization: `Bearer ${users[0].token}` },
  }).then((response) => response.json());
  context.assistantId = assistants[0].id;

  /** One operation drawn by weight, as a user nobody else is using; false when none is free. */
  async function runOne() {
    const user = free.pop();
    if (!user) return false;
    try {
      await drawOperation().run(context, user);
    } finally {
      free.unshift(user);
    }
    return true;
  }

  async function closedLoop(concurrency, seconds) {
    bucket = new AnswerBucket();
    await eventLoopDelay(server.pid, probeFile);
    const deadline = performance.now() + seconds * 1000;
    const cpuBefore = cpuSeconds(server.pid);
    const busyBefore = coreBusySeconds(SERVER_CORE);
    let operations = 0;
    const worker = async () => {
      while (performance.now() < deadline)
        if ((await runOne()) && performance.now() <= deadline) operations += 1;
    };
    const workers = Promise.all(Array.from({ length: concurrency }, worker));
    // Read at the deadline: the operations still running after it drain a server going idle.
    await sleep(seconds * 1000);
    const cores = (cpuSeconds(server.pid) - cpuBefore) / seconds;
    const busy = (coreBusySeconds(SERVER_CORE) - busyBefore) / seconds;
    const { elu } = await eventLoopDelay(server.pid, probeFile);
    await workers;
    return {
      rate: operations / seconds,
      cores,
      busy,
      elu,
      ...bucket.percentiles(),
      serverErrors: bucket.serverErrors,
    };
  }

  let capacity = Number(process.env.SOAK_CAPACITY ?? 0);
  if (!capacity) {
    await closedLoop(8, 3);
    console.log('Capacity ramp (closed loop, the mixed workload):\n');
    console.log(
      '| concurrent operations | operations/s | server CPU (cores) | its cores busy | event loop busy | p50 ms | p99 ms | 5xx |\n| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    );
    const steps = [];
    // Doubling until the event loop is saturated (busy LOOP_FULL of the time) or the rate stops
    // growing (by less than a tenth). A closed loop's rate can go on growing past the loop's
    // saturation (streamed answers wait on the provider's second, so more of them overlap),
    // at a p99 of seconds: that is not a rate the server holds.
    for (let concurrency = RAMP_FROM; concurrency <= RAMP_TO; concurrency *= 2) {
      const step = await closedLoop(concurrency, CAPACITY_SECONDS);
      console.log(
        `| ${concurrency} | ${round(step.rate, 1)} | ${round(step.cores, 2)} | ${round((step.busy / SERVER_CORES) * 100)} % | ${round(step.elu * 100)} % | ${round(step.p50, 1)} | ${round(step.p99, 1)} | ${step.serverErrors} |`,
      );
      steps.push(step);
      if (step.elu >= LOOP_FULL) break;
      if (steps.length >= 2 && step.rate < steps.at(-2).rate * 1.1) break;
    }
    // What one event loop can serve at the cost per operation of the busiest level still below
    // saturation (its busy time per operation), and, pinned, what the server's core can do at
    // that level's cost (everything the core did, the kernel's work on the connections and the
    // server's other threads included); never more than the closed loop reached.
    const measured = steps.at(-1).elu < LOOP_FULL ? steps.at(-1) : (steps.at(-2) ?? steps[0]);
    const byLoop = measured.rate / measured.elu;
    const byCores = (measured.rate / measured.busy) * SERVER_CORES;
    const reached = Math.max(...steps.map((step) => step.rate));
    capacity = Math.min(reached, byLoop, PINNED ? byCores : Infinity);
    console.log(
      `\nCapacity: ${round(capacity, 1)} operations/s: the event loop at ${round((measured.elu / measured.rate) * 1000, 2)} ms of its time per operation ` +
        `(${measured.rate.toFixed(1)} operations/s kept it ${round(measured.elu * 100)} % busy) can serve ${round(byLoop, 1)}` +
        `${PINNED ? `, its core at ${round((measured.busy / measured.rate) * 1000, 2)} ms ${round(byCores, 1)}` : ''}; the closed loop reached ${round(reached, 1)}`,
    );
  }
  const rate = capacity * SHARE;
  console.log(
    `\nSoak: ${minutes} min at ${round(rate, 1)} operations/s (${SHARE * 100} % of ${round(capacity, 1)}), ` +
      `open loop; ${users.length} users; ${adminUrl ? 'PostgreSQL' : 'SQLite'}; Node ${process.version}; ` +
      `${PINNED ? 'server on core 0, load and provider on core 1' : 'cores shared'}; ` +
      `load average ${loadAtStart.map((value) => value.toFixed(2)).join(' ')} at the start\n`,
  );
  console.log(
    '| minute | requests | 5xx | other failures | p50 ms | p99 ms | server CPU (cores) | its cores busy | event loop busy | RSS MB | open fds (max) | not sockets | heap after GC MB | GC pauses ms (scavenges/mark-compacts) | kernel threads (cores, the busiest) | event-loop delay p99 ms | load avg | reference work ms (each core: compute/memory) | the slowest 1 % |',
  );
  console.log(`|${' ---: |'.repeat(18)} --- |`);

  await eventLoopDelay(server.pid, probeFile);
  const samples = sampleProcess(server.pid);
  const reference = calibrate();
  bucket = new AnswerBucket();
  const rows = [];
  let warming = WARMUP_MINUTES;
  let cpuMark = cpuSeconds(server.pid);
  let busyMark = coreBusySeconds(SERVER_CORE);
  let kernelMark = kernelThreadSeconds();
  const total = new AnswerBucket();
  let unserved = 0;
  const started = performance.now();
  let due = started;
  let nextMinute = started + 60_000;
  const running = new Set();
  while (rows.length < minutes) {
    due += -Math.log(1 - Math.random()) * (1000 / rate);
    const wait = Math.min(due, nextMinute) - performance.now();
    if (wait > 0) await sleep(wait);
    if (performance.now() >= nextMinute) {
      const minute = bucket;
      bucket = new AnswerBucket();
      nextMinute += 60_000;
      const delay = await eventLoopDelay(server.pid, probeFile);
      const cpuNow = cpuSeconds(server.pid);
      const cores = (cpuNow - cpuMark) / 60;
      cpuMark = cpuNow;
      const busyNow = coreBusySeconds(SERVER_CORE);
      const busy = `${round(((busyNow - busyMark) / 60 / SERVER_CORES) * 100)} %`;
      busyMark = busyNow;
      const kernelNow = kernelThreadSeconds();
      const kernel = kernelText(kernelThreadCores(kernelMark, kernelNow, 60));
      kernelMark = kernelNow;
      const row = {
        minute,
        ...minute.percentiles(),
        ...samples.take(),
        heapMb: delay.heapMb,
        delay,
        reference: reference.take(),
      };
      if (warming > 0) {
        warming -= 1;
        console.log(
          `| warm-up | ${minute.count} | ${minute.serverErrors} | ${minute.failureCount()} | ${round(row.p50, 1)} | ${round(row.p99, 1)} | ${round(cores, 2)} | ${busy} | ${round(delay.elu * 100)} % | ${round(row.rssMb)} | | | | ${gcText(delay.gc)} | ${kernel} | ${round(delay.p99, 1)} | ${loadavg()[0].toFixed(2)} | ${referenceText(row.reference)} | ${minute.slowest()} |`,
        );
        continue;
      }
      rows.push(row);
      if (rows.length >= 2) total.add(minute);
      const failures = [...minute.failures].map(([status, count]) => `${count}×${status}`).join(' ') || '0';
      console.log(
        `| ${rows.length} | ${minute.count} | ${minute.serverErrors} | ${failures} | ${round(row.p50, 1)} | ${round(row.p99, 1)} | ${round(cores, 2)} | ${busy} | ${round(delay.elu * 100)} % ` +
          `| ${round(row.rssMb)} | ${round(row.fds)} (${row.fdsMax}) | ${round(row.files)} | ${round(delay.heapMb, 1)} | ${gcText(delay.gc)} | ${kernel} | ${round(delay.p99, 1)} | ${loadavg()[0].toFixed(2)} | ${referenceText(row.reference)} | ${minute.slowest()} |`,
      );
      continue;
    }
    const operation = runOne().then((served) => {
      if (!served) unserved += 1;
    });
    running.add(operation);
    operation.finally(() => running.delete(operation));
  }
  await Promise.all(running);
  samples.stop();
  reference.stop();

  const steady = rows.slice(rows.length > 1 ? 1 : 0);
  const p99s = steady.map((row) => row.p99);
  const p99Median = median(p99s);
  const p99Spread = Math.max(...p99s.map((p99) => Math.abs(p99 / p99Median - 1)));
  const growth = (key) => steady.at(-1)[key] / steady[0][key] - 1;
  const serverErrors = rows.reduce((sum, row) => sum + row.minute.serverErrors, 0);
  const verdict = (ok) => (ok ? 'met' : 'NOT met');
  console.log(`\nPer operation, minute 2 to the end (successful answers):\n`);
  console.log('| operation (requests) | requests | p50 ms | p99 ms |\n| --- | ---: | ---: | ---: |');
  for (const [name, list] of total.byOperation) {
    const { p50, p99 } = total.percentiles(list);
    console.log(`| ${name} | ${list.length} | ${round(p50, 1)} | ${round(p99, 1)} |`);
  }
  console.log(`\nVerdicts (minute 2 to minute ${rows.length}):`);
  console.log(
    `- 5xx: ${serverErrors} (goal 0: ${verdict(serverErrors === 0)}); operations without a free user: ${unserved}`,
  );
  console.log(
    `- p99: median ${round(p99Median, 1)} ms, widest minute ${round(p99Spread * 100)} % from it (goal ±25 %: ${verdict(p99Spread <= 0.25)})`,
  );
  for (const [key, label] of [
    ['rssMb', 'RSS'],
    ['fds', 'open fds'],
    ['files', 'open fds that are not sockets'],
    ['heapMb', 'heap after GC'],
  ]) {
    const change = growth(key);
    console.log(
      `- ${label}: ${round(steady[0][key], 1)} → ${round(steady.at(-1)[key], 1)}, ${change >= 0 ? '+' : ''}${round(change * 100, 1)} % (goal < 10 %: ${verdict(change < 0.1)})`,
    );
  }
  console.log(`- event-loop delay p99: ${steady.map((row) => round(row.delay.p99, 1)).join(', ')} ms`);
  console.log(
    `- the event loop's utilisation: ${steady.map((row) => round(row.delay.elu * 100)).join(', ')} %; ` +
      `the reference work (each core: compute/memory): ${steady.map((row) => referenceText(row.reference)).join('; ')} ms`,
  );
  for (const failure of context.failures) console.log(`- failed: ${failure}`);
  console.log(
    `- load average at the end: ${loadavg()
      .map((value) => value.toFixed(2))
      .join(' ')}`,
  );
} finally {
  agent.destroy();
  await server.stopAndWait();
  fake.stop();
  await database.drop();
  rmSync(probeFile, { force: true });
}
