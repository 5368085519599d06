// Preloaded into the server by bench/soak.mjs (`node --import …/event-loop-probe.mjs`): the
// event loop's delay, measured inside the server. On each SIGWINCH it appends one JSON line to
// EVENT_LOOP_PROBE_FILE — { p50, p99, max } in ms since the previous line, and elu, the share
// of that time the loop was busy (its utilisation: 1 is a saturated server) — and starts over;
// the line also has heapMb, the JS heap in use after a full collection when the server runs
// with --expose-gc (what a leak of objects shows in, apart from the allocator's own slack),
// and gc: the collector's pauses on the main thread since the previous line, { ms, minor,
// major } (time in all pauses; how many scavenges and mark-compacts), apart from its own collection.
// SIGWINCH because the server's close-with-grace drains on SIGUSR2 and the like, while
// SIGWINCH is ignored by default (harmless to a server run without the probe).
// No product code knows of it.
import { appendFileSync } from 'node:fs';
import { constants, monitorEventLoopDelay, performance, PerformanceObserver } from 'node:perf_hooks';

const file = process.env.EVENT_LOOP_PROBE_FILE;
if (file) {
  const histogram = monitorEventLoopDelay({ resolution: 10 });
  histogram.enable();
  let utilisation = performance.eventLoopUtilization();
  let gc = { ms: 0, minor: 0, major: 0 };
  const forced = { from: 0, to: 0 }; // the probe's own full collection is not the server's
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.startTime >= forced.from && entry.startTime <= forced.to) continue;
      gc.ms += entry.duration;
      if (entry.detail?.kind === constants.NODE_PERFORMANCE_GC_MINOR) gc.minor += 1;
      if (entry.detail?.kind === constants.NODE_PERFORMANCE_GC_MAJOR) gc.major += 1;
    }
  }).observe({ entryTypes: ['gc'] });
  const ms = (nanoseconds) => Math.round(nanoseconds / 1e4) / 100;
  process.on('SIGWINCH', () => {
    const line = {
      p50: ms(histogram.percentile(50)),
      p99: ms(histogram.percentile(99)),
      max: ms(histogram.max),
      elu: Math.round(performance.eventLoopUtilization(utilisation).utilization * 1000) / 1000,
    };
    line.gc = { ...gc, ms: Math.round(gc.ms) };
    utilisation = performance.eventLoopUtilization();
    forced.from = performance.now();
    globalThis.gc?.();
    forced.to = performance.now();
    gc = { ms: 0, minor: 0, major: 0 };
    line.heapMb = Math.round(process.memoryUsage().heapUsed / 1024 / 10.24) / 100;
    appendFileSync(file, `${JSON.stringify(line)}\n`);
    histogram.reset();
  });
}
