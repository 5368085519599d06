// What bench/soak.mjs watches, per minute: the answers (count, 5xx, other failures, latency
// percentiles) and the server process seen from outside (resident memory and open file
// descriptors from /proc, the event loop's delay from bench/lib/event-loop-probe.mjs).
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { IMAGE_GENERATION } from './soak-workload.mjs';

export const percentile = (sorted, q) =>
  sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
export const median = (values) =>
  percentile(
    [...values].sort((a, b) => a - b),
    0.5,
  );

/** Answers of one period: totals and every latency (the provider-paced image request apart), by operation too. */
export class AnswerBucket {
  count = 0;
  serverErrors = 0;
  /** Non-5xx failures: no answer, a stream cut short (status 0) or an unexpected 4xx, by status. */
  failures = new Map();
  latencies = [];
  /** The operation of each latency, in the same order. */
  names = [];
  byOperation = new Map();

  record(name, status, ms) {
    this.count += 1;
    if (status >= 500) this.serverErrors += 1;
    else if (status < 200 || status >= 300) this.failures.set(status, (this.failures.get(status) ?? 0) + 1);
    if (status >= 200 && status < 300) {
      if (name !== IMAGE_GENERATION) {
        this.latencies.push(ms);
        this.names.push(name);
      }
      if (!this.byOperation.has(name)) this.byOperation.set(name, []);
      this.byOperation.get(name).push(ms);
    }
  }

  failureCount() {
    return [...this.failures.values()].reduce((sum, count) => sum + count, 0);
  }

  /** { p50, p99 } of the successful answers, in ms. */
  percentiles(latencies = this.latencies) {
    const sorted = [...latencies].sort((a, b) => a - b);
    return { p50: percentile(sorted, 0.5), p99: percentile(sorted, 0.99) };
  }

  /**
   * What the slowest 1 % of the answers were (those at or past the p99): the two operations
   * most of them belong to, with their shares.
   */
  slowest() {
    const order = this.latencies
      .map((_, index) => index)
      .sort((a, b) => this.latencies[b] - this.latencies[a]);
    const top = order.slice(0, Math.max(1, Math.ceil(order.length * 0.01)));
    const counts = new Map();
    for (const index of top) counts.set(this.names[index], (counts.get(this.names[index]) ?? 0) + 1);
    return [...counts]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 2)
      .map(([name, count]) => `${name} ${Math.round((count / top.length) * 100)} %`)
      .join(', ');
  }

  /** Folds `other` into this bucket. */
  add(other) {
    this.count += other.count;
    this.serverErrors += other.serverErrors;
    for (const [status, count] of other.failures)
      this.failures.set(status, (this.failures.get(status) ?? 0) + count);
    this.latencies.push(...other.latencies);
    this.names.push(...other.names);
    for (const [name, list] of other.byOperation) {
      if (!this.byOperation.has(name)) this.byOperation.set(name, []);
      this.byOperation.get(name).push(...list);
    }
  }
}

/** A descriptor's target (`socket:[…]`, a path…); empty when it closed meanwhile. */
function target(pid, fd) {
  try {
    return readlinkSync(`/proc/${pid}/fd/${fd}`);
  } catch {
    return '';
  }
}

/**
 * Resident memory in MB and open file descriptors of process `pid`, and how many of those are
 * not sockets (files, pipes: what a leak of handles shows in; sockets follow the clients).
 */
export function processFigures(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const rssKb = Number(status.match(/VmRSS:\s+(\d+)/)[1]);
  const fds = readdirSync(`/proc/${pid}/fd`);
  const files = fds.filter((fd) => !target(pid, fd).startsWith('socket:')).length;
  return { rssMb: rssKb / 1024, fds: fds.length, files };
}

const CLOCK_TICKS = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;

/** CPU time process `pid` has used so far (its threads' user and system time), in seconds. */
export function cpuSeconds(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
}

/**
 * Busy time of CPU core `core` so far (or of all cores when undefined), in core-seconds: what
 * the process's own time leaves out, such as the kernel's work on its loopback traffic.
 */
export function coreBusySeconds(core) {
  const name = core === undefined ? 'cpu' : `cpu${core}`;
  const line = readFileSync('/proc/stat', 'utf8')
    .split('\n')
    .find((row) => row.startsWith(`${name} `));
  const [user, nice, system, , , irq, softirq, steal] = line.trim().split(/\s+/).slice(1).map(Number);
  return (user + nice + system + irq + softirq + steal) / CLOCK_TICKS;
}

/** Samples `pid` every `everyMs`; `take()` hands back the samples since the last take. */
export function sampleProcess(pid, everyMs = 5000) {
  let samples = [];
  const sample = () => {
    if (existsSync(`/proc/${pid}`)) samples.push(processFigures(pid));
  };
  sample();
  const timer = setInterval(sample, everyMs);
  return {
    take() {
      sample();
      if (samples.length === 0) throw new Error(`the server (pid ${pid}) has exited`);
      const taken = samples;
      samples = [];
      return {
        rssMb: taken.reduce((sum, s) => sum + s.rssMb, 0) / taken.length,
        fds: taken.reduce((sum, s) => sum + s.fds, 0) / taken.length,
        files: taken.reduce((sum, s) => sum + s.files, 0) / taken.length,
        fdsMax: Math.max(...taken.map((s) => s.fds)),
      };
    },
    stop: () => clearInterval(timer),
  };
}

/** Asks the probe in `pid` for its delay since the last ask ({ p50, p99, max } in ms) and heapMb. */
export async function eventLoopDelay(pid, file) {
  const lines = () => (existsSync(file) ? readFileSync(file, 'utf8').trim().split('\n').filter(Boolean) : []);
  const before = lines().length;
  process.kill(pid, 'SIGWINCH');
  for (let waited = 0; waited < 5000; waited += 20) {
    const now = lines();
    if (now.length > before) return JSON.parse(now.at(-1));
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return { p50: NaN, p99: NaN, max: NaN, elu: NaN, heapMb: NaN };
}

/**
 * The machine's own speed, apart from the server: bench/lib/reference-probe.mjs on every core,
 * pinned to it, times the same arithmetic and the same walk through memory each second.
 * `take()` hands back, per core, the 10th percentile of each since the last take (the lower
 * times: a moment the probe waited for its core only adds). When the server's CPU per request
 * moves from minute to minute at the same rate, this says whether its core moved with it.
 */
export function calibrate() {
  const probes = Array.from({ length: availableParallelism() }, (_, core) => {
    const child = spawn(
      'taskset',
      ['-c', String(core), process.execPath, join(import.meta.dirname, 'reference-probe.mjs')],
      {
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    const probe = { child, compute: [], memory: [] };
    let pending = '';
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (text) => {
      const lines = (pending + text).split('\n');
      pending = lines.pop();
      for (const line of lines) {
        const [compute, memory] = line.split(' ').map(Number);
        probe.compute.push(compute);
        probe.memory.push(memory);
      }
    });
    return probe;
  });
  const low = (times) =>
    percentile(
      times.sort((a, b) => a - b),
      0.1,
    );
  return {
    /** Per core: { compute, memory } in ms. */
    take: () =>
      probes.map((probe) => {
        const taken = { compute: low(probe.compute), memory: low(probe.memory) };
        probe.compute = [];
        probe.memory = [];
        return taken;
      }),
    stop: () => probes.forEach((probe) => probe.child.kill()),
  };
}

/**
 * CPU time the kernel's own threads have used so far, in seconds, by name (`kdamond.0`,
 * `kswapd0`, `kworker/…`): work on the machine that is neither the server nor the load, such as
 * a virtual machine's reclaim daemon walking every page's accessed bit.
 */
export function kernelThreadSeconds() {
  const byName = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let stat;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      continue; // it ended meanwhile
    }
    const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const parent = Number(fields[1]);
    if (parent !== 2 && entry !== '2') continue; // kthreadd's children are the kernel's threads
    const key = name.replace(/\/.*$/, '');
    byName.set(key, (byName.get(key) ?? 0) + (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS);
  }
  return byName;
}

/** The kernel threads' CPU between two `kernelThreadSeconds()` readings, in cores over `seconds`: total and the busiest. */
export function kernelThreadCores(before, after, seconds) {
  let total = 0;
  let busiest = { name: '', cores: 0 };
  for (const [name, now] of after) {
    const cores = (now - (before.get(name) ?? 0)) / seconds;
    total += cores;
    if (cores > busiest.cores) busiest = { name, cores };
  }
  return { total, busiest };
}
