// Throughput and latency of a signed-in answer (the access-token check on every request),
// measured from a second process on loopback.
// Usage: npm run build -w packages/contract -w apps/server && node bench/authenticated-http.mjs [seconds]
// Starts apps/server/dist/server.js with an admin from ADMIN_EMAIL, signs in once, then reads
// GET users/profile/ with that Bearer token; one more user has signed out first, so the
// server has a revoked session on record.
import { printTable, startServer } from './lib/http-bench.mjs';

const seconds = Number(process.argv[2] ?? 5);
const account = { email: 'bench-admin@example.com', password: 'bench password 123' };

const server = await startServer({ ADMIN_EMAIL: account.email, ADMIN_PASSWORD: account.password });

async function call(path, init = {}) {
  const response = await fetch(`${server.base}/api/v1/users/${path}`, {
    ...init,
    headers: { 'content-type': 'application/json', ...init.headers },
  });
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return response.status === 204 ? undefined : response.json();
}
const signIn = () => call('login/', { method: 'POST', body: JSON.stringify(account) });

try {
  const ended = await signIn();
  await call('logout/', {
    method: 'POST',
    headers: { authorization: `Bearer ${ended.access_token}` },
    body: JSON.stringify({ refresh_token: ended.refresh_token }),
  });
  const { access_token } = await signIn();
  const headers = { authorization: `Bearer ${access_token}` };
  await printTable(
    server,
    [{ name: 'GET /api/v1/users/profile/ (Bearer)', path: '/api/v1/users/profile/', headers }],
    seconds,
  );
} finally {
  server.stop();
}
