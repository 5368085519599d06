// Crash durability: the built server under a mixed workload (sign-ups and confirmations,
// Sandbox and Stripe purchases with webhooks and their redeliveries, streamed chat answers,
// images, support requests with attachments, admin adjustments and refunds, transcriptions),
// killed with SIGKILL at random moments and restarted on the same data, `cycles` times. Then
// every write the client saw acknowledged must be in the database, and the invariants hold.
// Usage: node bench/crash.mjs [cycles=50] [postgres://…]   (SQLite without a URL)
// The workload and the checks are apps/server/test/faults/crash-*.ts, which the test suite
// runs in a shortened form (test/faults/crash.test.ts); this script loads them through tsx.
import { tsImport } from 'tsx/esm/api';

const cycles = Number(process.argv[2] ?? 50);
const databaseUrl = process.argv[3];
if (databaseUrl) process.env.TEST_DATABASE_URL = databaseUrl;

const { runCrashCycles } = await tsImport('../apps/server/test/faults/crash-run.ts', import.meta.url);
const result = await runCrashCycles({
  cycles,
  database: databaseUrl ? 'postgres' : 'sqlite',
  log: (line) => console.error(line),
});

console.log(`\n${result.database}: ${result.cycles} kill cycles in ${result.seconds} s`);
console.log('\n| acknowledged | count | lost |\n| --- | ---: | ---: |');
for (const [kind, count] of Object.entries(result.acknowledged))
  console.log(`| ${kind} | ${count} | ${result.lost[kind]?.length ?? 0} |`);
console.log(`\nlost: ${result.lostCount}`);
for (const [kind, items] of Object.entries(result.lost))
  if (items.length > 0) console.log(`  ${kind}: ${items.slice(0, 10).join(', ')}`);
console.log('\n| invariant | result |\n| --- | --- |');
let broken = 0;
for (const [name, problems] of Object.entries(result.invariants)) {
  console.log(`| ${name} | ${problems.length === 0 ? 'ok' : `${problems.length} broken`} |`);
  broken += problems.length;
}
for (const [name, problems] of Object.entries(result.invariants))
  if (problems.length > 0) console.log(`  ${name}: ${problems.slice(0, 10).join('; ')}`);
process.exitCode = result.lostCount > 0 || broken > 0 ? 1 : 0;
