// The baseline for bench/versus-node.mjs: a bare node:http server doing the same work as the
// app for each measured answer, with nothing else (no framework, headers, logs or hooks).
// Usage (spawned by the bench): node bench/lib/bare-node-server.mjs
// Env: PORT, PLANS_JSON (the plans answer to rebuild per request), DB_FILE (the app's SQLite
// file, read-only), JWT_SECRET, WEB_DIST_DIR, ASSET (the path of the measured asset).
import { createServer } from 'node:http';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import Database from 'better-sqlite3';
import { jwtVerify } from 'jose';

const env = process.env;
const plans = JSON.parse(readFileSync(env.PLANS_JSON, 'utf8'));
const db = new Database(env.DB_FILE, { readonly: true, fileMustExist: true });
const findUser = db.prepare('SELECT id, full_name, email, role, avatar, plan FROM users WHERE id = ?');
const key = new TextEncoder().encode(env.JWT_SECRET);

const brotli = (bytes) => brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
const index = brotli(readFileSync(join(env.WEB_DIST_DIR, 'index.html')));
const asset = brotli(readFileSync(join(env.WEB_DIST_DIR, env.ASSET)));

function send(response, status, type, body, extra = {}) {
  response.writeHead(status, { 'content-type': type, 'content-length': body.length, ...extra });
  response.end(body);
}

async function profile(request, response) {
  const token = request.headers.authorization?.slice('Bearer '.length) ?? '';
  try {
    const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
    const row = findUser.get(Number(payload.sub));
    if (!row) return send(response, 401, 'application/json', Buffer.from('{"detail":"no user"}'));
    send(response, 200, 'application/json', Buffer.from(JSON.stringify(row)));
  } catch {
    send(response, 401, 'application/json', Buffer.from('{"detail":"bad token"}'));
  }
}

const routes = {
  '/api/v1/payments/plans/': (_request, response) =>
    send(response, 200, 'application/json', Buffer.from(JSON.stringify(plans))),
  '/api/v1/users/profile/': profile,
  '/': (_request, response) => send(response, 200, 'text/html', index, { 'content-encoding': 'br' }),
  [`/${env.ASSET}`]: (_request, response) =>
    send(response, 200, 'text/javascript', asset, { 'content-encoding': 'br' }),
  '/api/health': (_request, response) => send(response, 200, 'application/json', Buffer.from('{}')),
};

createServer((request, response) => {
  const route = routes[request.url];
  if (route) return route(request, response);
  send(response, 404, 'text/plain', Buffer.from('not found'));
}).listen(Number(env.PORT), '127.0.0.1');
