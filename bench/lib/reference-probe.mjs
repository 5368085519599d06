// Started by bench/lib/soak-monitor.mjs, one per core and pinned to it (taskset): every
// EVERY_MS it times the same two small pieces of work and prints "<compute ms> <memory ms>":
// arithmetic in the core's registers, and 20,000 dependent reads through 64 MB (each read's
// address is the last read's value, so each waits on memory). What slows the core itself (a
// neighbour on the host's same physical core, a lower clock) or its caches shows in these
// times, whatever the server and the load do.
const SLOTS = 16 * 1024 * 1024;
const next = new Int32Array(SLOTS);
for (let i = 0; i < SLOTS; i += 1) next[i] = i;
// Sattolo's shuffle: one random cycle through every slot.
for (let i = SLOTS - 1; i > 0; i -= 1) {
  const j = Math.floor(Math.random() * i);
  [next[i], next[j]] = [next[j], next[i]];
}
let at = 0;
setInterval(
  () => {
    let started = performance.now();
    let sum = 0;
    for (let i = 1; i < 400_000; i += 1) sum += Math.sqrt(i) / i;
    const compute = performance.now() - started + sum * 0;
    started = performance.now();
    for (let i = 0; i < 20_000; i += 1) at = next[at];
    process.stdout.write(`${compute.toFixed(3)} ${(performance.now() - started).toFixed(3)}\n`);
  },
  Number(process.env.EVERY_MS ?? 1000),
);
