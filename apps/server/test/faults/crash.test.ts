import { describe, expect, it } from 'vitest';
import { runCrashCycles, type TCrashRunResult } from './crash-run.js';

/**
 * Crash durability, shortened (bench/crash.mjs runs 50 cycles per database): the built server
 * under the mixed workload is killed with SIGKILL at random moments and restarted on the same
 * data; every write the client saw acknowledged is then in the database and the invariants
 * hold (ledgers, orders credited once, no hold past its lease, transcriptions charged once,
 * SQLite's integrity, media files and rows agree).
 */
function expectDurable(result: TCrashRunResult): void {
  const acknowledged = Object.values(result.acknowledged).reduce((sum, count) => sum + count, 0);
  expect(acknowledged).toBeGreaterThan(0);
  expect(Object.entries(result.lost).filter(([, items]) => items.length > 0)).toEqual([]);
  expect(Object.entries(result.invariants).filter(([, problems]) => problems.length > 0)).toEqual([]);
}

const SHORT = { cycles: 3, killWindowMs: [300, 1500] as [number, number], workers: 4, users: 2 };

describe('crash durability: killed three times, nothing acknowledged is lost', () => {
  // The suite's SQLite pass runs this one; its PostgreSQL pass runs the next.
  it.skipIf(process.env.TEST_DATABASE_URL)(
    'on SQLite',
    async () => {
      expectDurable(await runCrashCycles({ ...SHORT, database: 'sqlite' }));
    },
    240_000,
  );

  it.runIf(process.env.TEST_DATABASE_URL)(
    'on PostgreSQL',
    async () => {
      expectDurable(await runCrashCycles({ ...SHORT, database: 'postgres' }));
    },
    240_000,
  );
});
