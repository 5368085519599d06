// Sums vitest's "Tests  N passed | M failed" lines in a log into one closing line.
import { readFileSync } from 'node:fs';

const ansiColour = new RegExp(String.fromCharCode(27) + '\\[[0-9;]*m', 'g');
const text = readFileSync(process.argv[2], 'utf8').replace(ansiColour, '');
const totals = { passed: 0, failed: 0, skipped: 0 };
let runs = 0;
for (const line of text.split('\n')) {
  const match = /^\s*Tests\s+(.*)\(\d+\)\s*$/.exec(line);
  if (!match) continue;
  runs += 1;
  for (const [, count, kind] of match[1].matchAll(/(\d+) (passed|failed|skipped)/g)) {
    totals[kind] += Number(count);
  }
}
if (runs === 0) {
  console.error('No test run was found in the log.');
  process.exit(1);
}
console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(totals.failed > 0 ? 1 : 0);
