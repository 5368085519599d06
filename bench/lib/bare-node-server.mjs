// The baseline for bench/versus-node.mjs: a bare node:http server doing the same work as the
// app for each measured answer, with nothing else (no framework, headers, logs or hooks).
// Usage (spawned by the bench): node bench/lib/bare-node-server.mjs
// Env: PORT, PLANS_JSON (the plans answer to rebuild per request), DB_FILE (the app's SQLite
// file), JWT_SECRET, WEB_DIST_DIR, ASSET (the path of the measured asset).
import { createServer } from 'node:http';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import Database from 'better-sqlite3';
import { jwtVerify } from 'jose';
import { PLAN_QUANTITY_FIELDS } from '../../packages/contract/dist/plans.js';
import { STREAM_EVENTS, streamDelta } from './stream-shape.mjs';

const env = process.env;
const plans = JSON.parse(readFileSync(env.PLANS_JSON, 'utf8'));
const db = new Database(env.DB_FILE, { fileMustExist: true });
db.pragma('journal_mode = WAL');
db.pragma('synchronous = FULL');
db.pragma('busy_timeout = 5000');
const findUser = db.prepare('SELECT id, full_name, email, role, avatar, plan FROM users WHERE id = ?');
const findMethod = db.prepare('SELECT * FROM payment_methods WHERE id = ?');
const findPlan = db.prepare('SELECT * FROM plans WHERE id = ?');
const QUANTITIES = PLAN_QUANTITY_FIELDS;
const insertOrder = db.prepare(
  `INSERT INTO orders (user_id, plan_id, plan_kind, plan_name, ${QUANTITIES.join(', ')}, amount_cents,
   currency, gateway, status, created_at, updated_at)
   VALUES (?, ?, ?, ?, ${QUANTITIES.map(() => '?').join(', ')}, ?, ?, ?, 'pending', ?, ?) RETURNING *`,
);
const key = new TextEncoder().encode(env.JWT_SECRET);

const brotli = (bytes) => brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
const index = brotli(readFileSync(join(env.WEB_DIST_DIR, 'index.html')));
const asset = brotli(readFileSync(join(env.WEB_DIST_DIR, env.ASSET)));

function send(response, status, type, body, extra = {}) {
  response.writeHead(status, { 'content-type': type, 'content-length': body.length, ...extra });
  response.end(body);
}

const json = (response, status, value) =>
  send(response, status, 'application/json', Buffer.from(JSON.stringify(value)));

/** The signed-in user's row, or undefined after answering 401. */
async function signedIn(request, response) {
  const token = request.headers.authorization?.slice('Bearer '.length) ?? '';
  try {
    const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
    const row = findUser.get(Number(payload.sub));
    if (row) return row;
  } catch {
    // answered below
  }
  json(response, 401, { detail: 'bad token' });
  return undefined;
}

async function profile(request, response) {
  const user = await signedIn(request, response);
  if (user) json(response, 200, user);
}

/** A purchase's work: token, user, body, gateway and plan rows, one order inserted. */
async function purchase(request, response) {
  const chunks = [];
  for await (const chunk of request) chunks.push(chunk);
  const user = await signedIn(request, response);
  if (!user) return;
  const { plan_id: planId } = JSON.parse(Buffer.concat(chunks).toString('utf8'));
  const gatewayId = Number(request.url.split('/')[5]);
  const method = findMethod.get(gatewayId);
  const plan = findPlan.get(planId);
  if (!method || !plan) return json(response, 404, { detail: 'not found' });
  const now = new Date().toISOString();
  const order = insertOrder.get(
    user.id,
    plan.id,
    plan.kind,
    plan.name,
    ...QUANTITIES.map((field) => plan[field]),
    plan.price_cents,
    plan.currency,
    method.code,
    now,
    now,
  );
  json(response, 200, { checkout_url: `/checkout/sandbox/${order.id}`, order_id: order.id });
}

/** The same events as the app's, one write each, in the same format. */
function stream(_request, response) {
  response.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
  });
  response.flushHeaders();
  for (let i = 0; i < STREAM_EVENTS; i += 1) {
    response.write(`event: delta\ndata: ${JSON.stringify(streamDelta(i))}\n\n`);
  }
  response.end(`event: done\ndata: ${JSON.stringify({ events: STREAM_EVENTS })}\n\n`);
}

const routes = {
  '/bench/stream': stream,
  '/api/v1/payments/plans/': (_request, response) =>
    send(response, 200, 'application/json', Buffer.from(JSON.stringify(plans))),
  '/api/v1/users/profile/': profile,
  '/': (_request, response) => send(response, 200, 'text/html', index, { 'content-encoding': 'br' }),
  [`/${env.ASSET}`]: (_request, response) =>
    send(response, 200, 'text/javascript', asset, { 'content-encoding': 'br' }),
  '/api/health': (_request, response) => send(response, 200, 'application/json', Buffer.from('{}')),
};

createServer((request, response) => {
  const route = request.method === 'POST' ? purchase : routes[request.url];
  if (route) return route(request, response);
  send(response, 404, 'text/plain', Buffer.from('not found'));
}).listen(Number(env.PORT), '127.0.0.1');
