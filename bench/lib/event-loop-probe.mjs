// Preloaded into the server by bench/soak.mjs (`node --import …/event-loop-probe.mjs`): the
// event loop's delay, measured inside the server. On each SIGWINCH it appends one JSON line to
// EVENT_LOOP_PROBE_FILE — { p50, p99, max } in ms since the previous line, and elu, the share
// of that time the loop was busy (its utilisation: 1 is a saturated server) — and starts over;
// the line also has heapMb, the JS heap in use after a full collection when the server runs
// with --expose-gc (what a leak of objects shows in, apart from the allocator's own slack).
// SIGWINCH because the server's close-with-grace drains on SIGUSR2 and the like, while
// SIGWINCH is ignored by default (harmless to a server run without the probe).
// No product code knows of it.
import { appendFileSync } from 'node:fs';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';

const file = process.env.EVENT_LOOP_PROBE_FILE;
if (file) {
  const histogram = monitorEventLoopDelay({ resolution: 10 });
  histogram.enable();
  let utilisation = performance.eventLoopUtilization();
  const ms = (nanoseconds) => Math.round(nanoseconds / 1e4) / 100;
  process.on('SIGWINCH', () => {
    const line = {
      p50: ms(histogram.percentile(50)),
      p99: ms(histogram.percentile(99)),
      max: ms(histogram.max),
      elu: Math.round(performance.eventLoopUtilization(utilisation).utilization * 1000) / 1000,
    };
    utilisation = performance.eventLoopUtilization();
    globalThis.gc?.();
    line.heapMb = Math.round(process.memoryUsage().heapUsed / 1024 / 10.24) / 100;
    appendFileSync(file, `${JSON.stringify(line)}\n`);
    histogram.reset();
  });
}
