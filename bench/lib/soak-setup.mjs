// What bench/soak.mjs starts and prepares: the fake OpenAI-compatible provider, the database
// (SQLite in the server's fresh DATA_DIR, or a PostgreSQL database of its own, dropped after),
// the built server with an event-loop probe preloaded, and the users the load signs in as.
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { CONSUMABLE_CAPABILITIES } from '@inkwell/contract';
import { createDatabase } from '../../apps/server/dist/db/create-database.js';
import { runOnPostgres } from './bench-database.mjs';
import { root, startServer } from './http-bench.mjs';
import { accessToken, BENCH_ACCOUNT, BENCH_ENV } from './targets.mjs';

/** Units of each capability every soak user holds, far beyond what ten minutes spend. */
const BALANCE = 1_000_000_000;
export const IMAGE_SIZE = '512x512';
const PREVIEWS_WAIT_MS = 5 * 60 * 1000;
/** A machine without speech engines has no voices: the wait ends after this. */
const ENGINES_WAIT_MS = 30 * 1000;

/**
 * The server, the load (this process), the fake provider and, with PostgreSQL, its backends
 * share the machine's cores, as on a server of that size: the event loop has a core while the
 * thread pool's work (hashing, images) and the collector's helpers use the other, which is what
 * the server's CPU-work queue is built for (lib/cpu-work.ts). The load and the provider take
 * about a sixth of a core at the soak's rate. SOAK_PIN=1 puts the server on core 0 and the rest
 * on core 1 instead: the server's own threads then take the loop's core, and PostgreSQL's
 * backends wait for the load's.
 */
export const PINNED = availableParallelism() >= 2 && process.env.SOAK_PIN === '1';

/** Moves this process (every thread) to core 1 when PINNED. */
export function pinLoadToCore1() {
  if (PINNED) execFileSync('taskset', ['-a', '-p', '-c', '1', String(process.pid)], { stdio: 'ignore' });
}

/** The fake provider (bench/lib/fake-openai-stream.mjs): answers of CHUNKS pieces GAP_MS apart. */
export async function startFakeProvider({ chunks, gapMs }) {
  const port = 4100 + Math.floor(Math.random() * 90);
  const script = join(root, 'bench/lib/fake-openai-stream.mjs');
  const [command, args] = PINNED
    ? ['taskset', ['-c', '1', process.execPath, script]]
    : [process.execPath, [script]];
  const fake = spawn(command, args, {
    env: { ...process.env, PORT: String(port), CHUNKS: String(chunks), GAP_MS: String(gapMs) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}/v1`;
  for (;;) {
    try {
      if ((await fetch(`${base}/models`)).ok) break;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
  return { base, pid: fake.pid, stop: () => fake.kill('SIGTERM') };
}

/**
 * A fresh PostgreSQL database beside `adminUrl`'s (created here, dropped by `drop()`), or
 * nothing for SQLite (the server makes its file in its fresh DATA_DIR).
 */
export async function createSoakDatabase(adminUrl) {
  if (!adminUrl) return { url: undefined, drop: async () => undefined };
  const name = `inkwell_soak_${randomBytes(4).toString('hex')}`;
  await runOnPostgres(adminUrl, `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => runOnPostgres(adminUrl, `drop database ${name} with (force)`),
  };
}

/**
 * The built server as shipped (bench/lib/http-bench.mjs, LOG_LEVEL info) on the fake provider,
 * with the limits a soak from one address would hit raised (the load's clients are told
 * apart by X-Forwarded-For, as behind a proxy) and bench/lib/event-loop-probe.mjs preloaded
 * (with --expose-gc, so it can measure the heap after a full collection).
 */
export function startSoakServer({ providerBase, databaseUrl, probeFile }) {
  return startServer(
    {
      ...BENCH_ENV,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      OPENAI_BASE_URL: providerBase,
      OPENAI_API_KEY: 'sk-bench-soak',
      AI_CHAT_MODEL: 'bench-chat',
      AI_CODE_MODEL: 'bench-chat',
      AI_IMAGE_MODEL: 'bench-image',
      AI_IMAGE_SIZES: IMAGE_SIZE,
      AI_RATE_LIMIT_PER_MINUTE: '10000',
      CONTACT_RATE_LIMIT_PER_HOUR: '100000',
      TRUST_PROXY: 'true',
      EVENT_LOOP_PROBE_FILE: probeFile,
    },
    {
      cpu: PINNED ? 0 : undefined,
      nodeArgs: [
        '--expose-gc',
        '--import',
        join(root, 'bench/lib/event-loop-probe.mjs'),
        // A CPU profile of the whole run, written when the server stops (to find what a minute
        // spends its time on; the profiler costs the server a few per cent).
        ...(process.env.SOAK_CPU_PROFILE_DIR
          ? ['--cpu-prof', `--cpu-prof-dir=${process.env.SOAK_CPU_PROFILE_DIR}`]
          : []),
      ],
    },
  );
}

/**
 * `count` users with the bench admin's password (so they can sign in) and a large balance of
 * every consumable capability (a balance row and its ledger row each), written through the
 * app's own database layer so both dialects work; each with an access token of its own.
 */
export async function createSoakUsers({ databaseUrl, dataDir }, count) {
  const handle = createDatabase({ databaseUrl, dataDir, poolSize: 2 });
  const { db } = handle;
  try {
    const admin = await db
      .selectFrom('users')
      .select('password_hash')
      .where('email', '=', BENCH_ACCOUNT.email)
      .executeTakeFirstOrThrow();
    const now = new Date().toISOString();
    const emails = Array.from({ length: count }, (_, i) => `soak-${i}@example.com`);
    const rows = await db
      .insertInto('users')
      .values(
        emails.map((email) => ({
          full_name: 'Soak user',
          email,
          password_hash: admin.password_hash,
          email_confirmed_at: now,
          created_at: now,
          updated_at: now,
        })),
      )
      .returning('id')
      .execute();
    const ids = rows.map((row) => Number(row.id));
    const grants = ids.flatMap((id) =>
      CONSUMABLE_CAPABILITIES.map((capability) => ({ user_id: id, capability })),
    );
    for (let start = 0; start < grants.length; start += 500) {
      const batch = grants.slice(start, start + 500);
      await db
        .insertInto('user_balances')
        .values(batch.map((grant) => ({ ...grant, balance: BALANCE, updated_at: now })))
        .execute();
      await db
        .insertInto('balance_ledger')
        .values(
          batch.map((grant) => ({
            ...grant,
            delta: BALANCE,
            balance_after: BALANCE,
            reason: 'admin_adjustment',
            order_id: null,
            reference: 'soak bench',
            created_at: now,
          })),
        )
        .execute();
    }
    const tokens = await Promise.all(ids.map((id) => accessToken(id, 0)));
    return ids.map((id, i) => ({ id, email: emails[i], token: tokens[i] }));
  } finally {
    await db.destroy();
  }
}

/**
 * Waits until the server has made every voice's preview clip: after a first start it makes
 * them in the background, one engine process after another (about a minute of CPU for the 52
 * voices), and a soak started meanwhile measures that work too: its minutes got faster the
 * moment it ended. At most PREVIEWS_WAIT_MS; resolves with { voices, made }.
 */
export async function waitForVoicePreviews({ databaseUrl, dataDir }) {
  const { db } = createDatabase({ databaseUrl, dataDir, poolSize: 1 });
  const clips = join(dataDir, 'media', 'voices');
  try {
    const started = Date.now();
    for (;;) {
      // The voices appear once the server has found its speech engines, shortly after it starts.
      const { count } = await db
        .selectFrom('ai_voices')
        .select((eb) => eb.fn.countAll().as('count'))
        .executeTakeFirstOrThrow();
      const voices = Number(count);
      const made = existsSync(clips) ? readdirSync(clips).filter((name) => name.endsWith('.mp3')).length : 0;
      const waited = Date.now() - started;
      if (
        (voices > 0 && made >= voices) ||
        (voices === 0 && waited > ENGINES_WAIT_MS) ||
        waited > PREVIEWS_WAIT_MS
      )
        return { voices, made };
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  } finally {
    await db.destroy();
  }
}
