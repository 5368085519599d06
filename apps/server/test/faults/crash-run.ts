import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { createDatabase } from '../../src/db/create-database.js';
import { FakeOpenAI } from '../helpers/fake-openai.js';
import { FakeStripe } from '../helpers/fake-stripe.js';
import { createCluster } from '../helpers/instances.js';
import { startSmtpCatcher } from '../helpers/smtp-catcher.js';
import { checkAfterCrashes, type TCrashFindings } from './crash-checks.js';
import { CrashClient } from './crash-client.js';
import { crashServerEnv, prepareWorkload } from './crash-setup.js';
import { CrashWorkload } from './crash-workload.js';

export interface TCrashRunOptions {
  cycles: number;
  database: 'sqlite' | 'postgres';
  /** INSTANCE_LEASE_SECONDS of the server: how long a killed process's holds may stay. */
  leaseSeconds?: number;
  /** Each kill comes at a moment uniform in this window (ms) after the server is up again. */
  killWindowMs?: [number, number];
  workers?: number;
  /** Accounts signed up before the first kill (more sign up during the run). */
  users?: number;
  log?: (line: string) => void;
}

export interface TCrashRunResult extends TCrashFindings {
  database: 'sqlite' | 'postgres';
  cycles: number;
  acknowledged: Record<string, number>;
  lostCount: number;
  seconds: number;
}

/**
 * The crash durability run: the built server under the mixed workload, killed with SIGKILL at
 * random moments `cycles` times and restarted on the same data each time; after the last
 * restart the database is checked against everything the client saw acknowledged.
 */
export async function runCrashCycles(options: TCrashRunOptions): Promise<TCrashRunResult> {
  const { cycles, database, leaseSeconds = 2, killWindowMs = [300, 2500], workers = 6, users = 4 } = options;
  const started = performance.now();
  const log = (line: string) =>
    options.log?.(`${((performance.now() - started) / 1000).toFixed(1).padStart(6)} s  ${line}`);
  const openai = await new FakeOpenAI().listen();
  const stripe = await new FakeStripe().listen();
  const smtp = await startSmtpCatcher();
  const cluster = await createCluster(crashServerEnv({ openai, stripe, smtpUrl: smtp.url }, leaseSeconds), {
    database,
    ownBuild: true,
  });
  try {
    let server = await cluster.start('server');
    log('server up');
    const client = new CrashClient(server.url);
    const workload = new CrashWorkload(await prepareWorkload(client, stripe, smtp));
    for (let made = 0; made < users; made += 1) await workload.signUpFunded();
    workload.start(workers);
    log('workload started');
    for (let cycle = 1; cycle <= cycles; cycle += 1) {
      const [from, to] = killWindowMs;
      await sleep(from + Math.random() * (to - from));
      server = await cluster.restart(server);
      log(`cycle ${cycle}/${cycles}: killed and restarted`);
    }
    await sleep(killWindowMs[0]);
    await workload.stop();
    log('workload stopped');
    const handle = createDatabase({ databaseUrl: cluster.databaseUrl || undefined, dataDir: server.dataDir });
    try {
      await settle(handle.db, leaseSeconds);
      log('settled');
      const findings = await checkAfterCrashes(
        handle.db,
        handle.dialect,
        join(server.dataDir, 'media'),
        workload.acked,
      );
      return {
        database,
        cycles,
        acknowledged: workload.acked.counts(),
        lostCount: Object.values(findings.lost).reduce((sum, items) => sum + items.length, 0),
        ...findings,
        seconds: Math.round((performance.now() - started) / 1000),
      };
    } finally {
      await handle.db.destroy();
    }
  } finally {
    await cluster.close();
    await Promise.all([openai.close(), stripe.close(), smtp.close()]);
  }
}

/**
 * Waits until the killed processes' leases ran out and were swept (two leases), then until the
 * queued and running transcription jobs ended (at most a minute).
 */
async function settle(db: ReturnType<typeof createDatabase>['db'], leaseSeconds: number): Promise<void> {
  await sleep(2 * leaseSeconds * 1000 + 500);
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const open = await db
      .selectFrom('ai_transcriptions')
      .select('id')
      .where('status', 'in', ['queued', 'running'])
      .executeTakeFirst();
    if (!open) return;
    await sleep(200);
  }
}
