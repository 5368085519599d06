// The answers the speed benchmarks measure, shared by bench/versus-node.mjs and
// bench/cpu-profile.mjs: how to prepare each against a started app (bench/lib/http-bench.mjs)
// and how to drive one with wrk (pinned to core 1, 1 thread, 100 connections).
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { SignJWT } from 'jose';
import { root } from './http-bench.mjs';
import { STREAM_EVENTS } from './stream-shape.mjs';

export const BENCH_ACCOUNT = { email: 'bench-admin@example.com', password: 'bench password 123' };
export const JWT_SECRET = 'bench-secret-'.padEnd(48, 'x');
/** The app as shipped (LOG_LEVEL info), with a known secret so the bench can sign buyers' tokens. */
export const BENCH_ENV = {
  ADMIN_EMAIL: BENCH_ACCOUNT.email,
  ADMIN_PASSWORD: BENCH_ACCOUNT.password,
  JWT_SECRET,
  LOG_LEVEL: 'info',
};
export const WEB_DIST = join(root, 'apps/web/dist');
/** Buyers for the purchase target: each may start 30 checkouts an hour (PURCHASE_RATE_LIMIT). */
const BUYERS = 4000;

/** The largest hashed JS asset of the built web app, as the "437 KB asset". */
export function largestAsset() {
  const dir = join(WEB_DIST, 'assets');
  const files = readdirSync(dir).filter((name) => name.endsWith('.js'));
  files.sort((a, b) => statSync(join(dir, b)).size - statSync(join(dir, a)).size);
  return `assets/${files[0]}`;
}

/** An access token as the app issues them (services/auth/token-service.ts), signed with the bench secret. */
export function accessToken(userId, tokenVersion) {
  return new SignJWT({ typ: 'access', ver: tokenVersion, fam: randomUUID() })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer('inkwell')
    .setAudience('inkwell')
    .setSubject(String(userId))
    .setJti(randomUUID())
    .setIssuedAt()
    .setExpirationTime('1h')
    .sign(new TextEncoder().encode(JWT_SECRET));
}

/** BUYERS users copied from the admin row (the same columns), each with a token of its own. */
async function createBuyers(dbFile) {
  const db = new Database(dbFile);
  db.pragma('busy_timeout = 5000');
  const insert = db.prepare(
    `INSERT INTO users (full_name, email, password_hash, role, plan, email_confirmed_at, created_at, updated_at)
     SELECT 'Bench buyer', ?, password_hash, 'user', plan, email_confirmed_at, created_at, updated_at
     FROM users WHERE email = ?`,
  );
  const ids = db.transaction(() =>
    Array.from({ length: BUYERS }, (_, i) =>
      Number(insert.run(`buyer-${i}@example.com`, BENCH_ACCOUNT.email).lastInsertRowid),
    ),
  )();
  db.close();
  return Promise.all(ids.map((id) => accessToken(id, 0)));
}

/** A wrk script sending POST `body` with each request's Bearer token taken in turn from `tokens`. */
function postScript(dir, body, tokens) {
  const file = join(dir, 'post.lua');
  const list = tokens.map((token) => `"${token}"`).join(',\n');
  writeFileSync(
    file,
    `local tokens = {\n${list}\n}
local i = 0
wrk.method = "POST"
wrk.body = ${JSON.stringify(body)}
wrk.headers["content-type"] = "application/json"
request = function()
  i = i % #tokens + 1
  wrk.headers["authorization"] = "Bearer " .. tokens[i]
  return wrk.format()
end
`,
  );
  return file;
}

/**
 * The measured answers, ready to drive against the app at `base` (data in `dataDir`). The bare
 * server (bench/lib/bare-node-server.mjs) answers the same paths with the same work.
 */
export async function prepareTargets(base, dataDir) {
  const login = await fetch(`${base}/api/v1/users/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(BENCH_ACCOUNT),
  }).then((response) => response.json());
  const [plans, methods] = await Promise.all(
    ['payments/plans/', 'payments/payment_methods'].map((path) =>
      fetch(`${base}/api/v1/${path}`).then((response) => response.json()),
    ),
  );
  const plan = plans.find((candidate) => !('chatbot_rate_per_token' in candidate));
  const gateway = methods.find((method) => method.is_default);
  const tokens = await createBuyers(join(dataDir, 'inkwell.db'));
  const asset = largestAsset();
  const br = { 'accept-encoding': 'br' };
  return [
    { id: 'plans', name: '`GET /api/v1/payments/plans/`', path: '/api/v1/payments/plans/' },
    {
      id: 'profile',
      name: '`GET /api/v1/users/profile/` (Bearer)',
      path: '/api/v1/users/profile/',
      headers: { authorization: `Bearer ${login.access_token}` },
    },
    { id: 'index', name: '`GET /` (index.html, br)', path: '/', headers: br },
    {
      id: 'asset',
      name: `hashed JS asset, br (${Math.round(statSync(join(WEB_DIST, asset)).size / 1024)} KB raw)`,
      path: `/${asset}`,
      headers: br,
    },
    {
      id: 'stream',
      name: `streamed answer: ${STREAM_EVENTS} SSE events + done (EventStream)`,
      path: '/bench/stream',
      /** The shipped app has no streaming route yet: this app adds one (bench/lib/stream-app-server.mjs). */
      appScript: 'bench/lib/stream-app-server.mjs',
    },
    {
      id: 'purchase',
      name: '`POST /api/v1/payments/purchase/{id}/` (Bearer, Sandbox)',
      path: `/api/v1/payments/purchase/${gateway.id}/`,
      script: postScript(dataDir, JSON.stringify({ plan_id: plan.id }), tokens),
      request: {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ plan_id: plan.id }),
        tokens,
      },
    },
  ];
}

/**
 * The closed-loop Node client (bench/lib/closed-loop-client.mjs) on core 1 for `seconds`, 100
 * connections: requests/s and p99 in ms, as runWrk gives them; any non-2xx answer is an error.
 */
export function runClosedLoop(base, target, seconds) {
  const input = { url: base + target.path, seconds, headers: target.headers, ...target.request };
  const client = join(root, 'bench/lib/closed-loop-client.mjs');
  const result = spawnSync('taskset', ['-c', '1', process.execPath, client], {
    input: JSON.stringify(input),
    encoding: 'utf8',
    maxBuffer: 1 << 20,
  });
  const out = JSON.parse(result.stdout || '{}');
  if (!out.rps || out.errors > 0)
    throw new Error(`closed loop ${target.path}: ${out.errors} errors\n${result.stdout}${result.stderr}`);
  return out;
}

/** wrk on core 1 for `seconds`: requests/s and p99 in ms; any non-2xx answer is an error. */
export function runWrk(base, target, seconds) {
  const args = ['-c', '1', 'wrk', '-t1', '-c100', `-d${seconds}s`, '--latency'];
  for (const [name, value] of Object.entries(target.headers ?? {})) args.push('-H', `${name}: ${value}`);
  if (target.script) args.push('-s', target.script);
  const result = spawnSync('taskset', [...args, base + target.path], { encoding: 'utf8' });
  const out = result.stdout;
  const rps = Number(out.match(/Requests\/sec:\s+([\d.]+)/)?.[1]);
  const non2xx = Number(out.match(/Non-2xx or 3xx responses:\s+(\d+)/)?.[1] ?? 0);
  const p99 = out.match(/99%\s+([\d.]+)(us|ms|s)/);
  const scale = { us: 0.001, ms: 1, s: 1000 };
  if (!rps || non2xx > 0)
    throw new Error(`wrk ${target.path}: ${non2xx} non-2xx answers\n${out}${result.stderr}`);
  return { rps, p99: p99 ? Number(p99[1]) * scale[p99[2]] : NaN };
}
