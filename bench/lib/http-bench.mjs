// Shared by the HTTP benches: start the built server on a fresh data directory, drive one
// target from this process on loopback (node:http, keep-alive, bodies read as raw bytes).
import { spawn } from 'node:child_process';
import { Agent, request as httpRequest } from 'node:http';
import { mkdtempSync, openSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVER_NODE_FLAGS } from '../../scripts/server-node-flags.mjs';

export const root = fileURLToPath(new URL('../..', import.meta.url));
export const concurrency = 32;

/**
 * Starts apps/server/dist/server.js (or `script`, or BENCH_SERVER, another build to compare with) with
 * extra env on top, and waits for /api/health. `cpu` pins it to that core with taskset;
 * Node runs with the flags `npm start` gives it, or BENCH_NODE_ARGS (space-separated) instead;
 * `nodeArgs` are added (--cpu-prof…). BENCH_SERVER_STDOUT=<file> keeps the server's standard output
 * there (what `--trace-gc` and the like print), otherwise it is dropped.
 */
export async function startServer(env = {}, { cpu, nodeArgs: extraArgs = [], script: scriptOption } = {}) {
  const custom = process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean);
  const nodeArgs = [...(custom ?? SERVER_NODE_FLAGS), ...extraArgs];
  const port = 3900 + Math.floor(Math.random() * 90);
  const base = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'inkwell-bench-'));
  const started = performance.now();
  const script = scriptOption ?? process.env.BENCH_SERVER ?? 'apps/server/dist/server.js';
  const [command, args] =
    cpu === undefined
      ? [process.execPath, [...nodeArgs, script]]
      : ['taskset', ['-c', String(cpu), process.execPath, ...nodeArgs, script]];
  const server = spawn(command, args, {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: [
      'ignore',
      process.env.BENCH_SERVER_STDOUT ? openSync(process.env.BENCH_SERVER_STDOUT, 'a') : 'ignore',
      'inherit',
    ],
  });
  for (;;) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
  const agent = new Agent({ keepAlive: true, maxSockets: concurrency });
  return {
    base,
    agent,
    dataDir,
    pid: server.pid,
    bootMs: Math.round(performance.now() - started),
    stop() {
      agent.destroy();
      server.kill('SIGTERM');
      rmSync(dataDir, { recursive: true, force: true });
    },
    /**
     * SIGTERM and wait for the exit (a --cpu-prof profile is written then); the data directory
     * is removed after it, so nothing the server writes while it stops makes it again.
     */
    async stopAndWait() {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      agent.destroy();
      server.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

function get(server, path, headers) {
  return new Promise((resolve, reject) => {
    httpRequest(server.base + path, { agent: server.agent, headers }, (response) => {
      response.on('data', () => {});
      response.on('end', () => resolve(response.statusCode));
    })
      .on('error', reject)
      .end();
  });
}

/** `concurrency` workers GET the path for `seconds`; every answer must be 200. */
export async function measure(server, { path, headers = {} }, seconds) {
  const latencies = [];
  const deadline = performance.now() + seconds * 1000;
  async function worker() {
    while (performance.now() < deadline) {
      const begun = performance.now();
      const status = await get(server, path, headers);
      if (status !== 200) throw new Error(`${path} answered ${status}`);
      latencies.push(performance.now() - begun);
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker));
  latencies.sort((a, b) => a - b);
  const at = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))].toFixed(2);
  return { rps: Math.round(latencies.length / seconds), p50: at(0.5), p99: at(0.99) };
}

/** A warm-up pass (not reported), then one measured row per target of a markdown table. */
export async function printTable(server, targets, seconds) {
  console.log(`${seconds} s per target, ${concurrency} concurrent connections, Node ${process.version}\n`);
  console.log('| target | requests/s | p50 ms | p99 ms |\n| --- | ---: | ---: | ---: |');
  for (const target of targets) {
    await measure(server, target, seconds);
    const { rps, p50, p99 } = await measure(server, target, seconds);
    console.log(`| ${target.name} | ${rps} | ${p50} | ${p99} |`);
  }
}
