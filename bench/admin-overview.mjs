// The admin overview's queries on 100,000 orders and 1,000,000 ledger rows: each
// must answer within 100 ms on SQLite on these machines; PostgreSQL is measured beside it.
// Usage: npm run build && node bench/admin-overview.mjs [postgres://…]
// Without a URL it uses a fresh SQLite file; with one, a fresh database on that server, dropped after.
import { ZERO_QUANTITIES } from '@inkwell/contract';
import { openBenchDatabase, runOnPostgres } from './lib/bench-database.mjs';
import { sql } from 'kysely';
import { createRepositories } from '../apps/server/dist/repositories/index.js';
import { SpendRollup } from '../apps/server/dist/services/admin/spend-rollup.js';
import { utcHour } from '../apps/server/dist/services/admin/provider-call-stats.js';

const databaseUrl = process.argv[2];
const ORDERS = 100_000;
const LEDGER = 1_000_000;
const USERS = 5_000;
const SPAN_DAYS = 120;
const RUNS = 15;
const DAY_MS = 24 * 60 * 60 * 1000;

const handle = await openBenchDatabase('overview', databaseUrl);
const { db } = handle;
const repos = createRepositories(db);
const now = Date.now();
const ago = (index, count) => new Date(now - Math.floor((index / count) * SPAN_DAYS * DAY_MS)).toISOString();

async function insertAll(table, count, batch, row) {
  for (let start = 0; start < count; start += batch) {
    const rows = [];
    for (let index = start; index < Math.min(count, start + batch); index += 1) rows.push(row(index));
    await db.insertInto(table).values(rows).execute();
  }
}

const seeding = performance.now();
await insertAll('users', USERS, 500, (i) => ({
  full_name: `Bench ${i}`,
  email: `bench-${i}@example.com`,
  password_hash: 'x',
  created_at: ago(i, USERS),
  updated_at: ago(i, USERS),
}));
const firstUser = Number(
  (await db.selectFrom('users').select('id').orderBy('id').executeTakeFirstOrThrow()).id,
);
const STATUSES = ['paid', 'paid', 'paid', 'pending', 'canceled', 'failed', 'refunded'];
const GATEWAYS = ['sandbox', 'stripe', 'manual'];
await insertAll('orders', ORDERS, 1000, (i) => {
  const status = STATUSES[i % STATUSES.length];
  return {
    ...ZERO_QUANTITIES,
    chatbots_tokens: 1000,
    user_id: firstUser + (i % USERS),
    plan_id: null,
    plan_kind: 'custom',
    plan_name: 'CUSTOM PLAN',
    amount_cents: 500 + (i % 5000),
    currency: i % 10 === 0 ? 'EUR' : 'USD',
    gateway: GATEWAYS[i % GATEWAYS.length],
    status,
    paid_at: status === 'paid' || status === 'refunded' ? ago(i, ORDERS) : null,
    created_at: ago(i, ORDERS),
    updated_at: ago(i, ORDERS),
  };
});
const CAPS = [
  'chatbots_tokens',
  'code_generation_tokens',
  'ai_image_tokens',
  'text_to_speech_tokens',
  'speech_to_text_tokens',
  'template_generation_tokens',
];
await insertAll('balance_ledger', LEDGER, 2000, (i) => ({
  user_id: firstUser + (i % USERS),
  capability: CAPS[i % CAPS.length],
  delta: i % 4 === 0 ? 10 : -1,
  balance_after: 100,
  reason: i % 4 === 0 ? 'purchase' : 'spend',
  order_id: null,
  reference: null,
  created_at: ago(i, LEDGER),
}));
await insertAll('support_requests', 5000, 500, (i) => ({
  type: 'ticket',
  user_id: firstUser + (i % USERS),
  name: 'Bench',
  email: 'bench@example.com',
  subject: 'Bench',
  category: 'general',
  priority: 'normal',
  status: ['open', 'answered', 'closed'][i % 3],
  details: null,
  ip: null,
  created_at: ago(i, 5000),
  updated_at: ago(i, 5000),
  last_activity_at: ago(i, 5000),
}));
// The AI provider's calls: every hour of the span, each kind, answered and failed.
const KINDS = ['text', 'image', 'speech', 'transcription'];
const HOURS = SPAN_DAYS * 24;
await insertAll('ai_provider_stats', HOURS * KINDS.length * 2, 1000, (i) => {
  const hour = utcHour(new Date(now - Math.floor(i / (KINDS.length * 2)) * 3_600_000));
  const ok = i % 2 === 0;
  return {
    hour,
    kind: KINDS[Math.floor(i / 2) % KINDS.length],
    outcome: ok ? 'ok' : 'server',
    calls: ok ? 40 : 2,
    latency_ms_sum: ok ? 40 * 900 : 2 * 3000,
    latency_ms_max: 4000,
    b0: 5,
    b1: 10,
    b2: 15,
    b3: ok ? 8 : 0,
    b4: ok ? 2 : 2,
  };
});
// What migration 0015 does for existing ledgers, and the roll-up's first run over the whole ledger.
await sql`UPDATE users SET last_active_at = (
  SELECT max(created_at) FROM balance_ledger
  WHERE balance_ledger.user_id = users.id AND balance_ledger.reason = 'spend'
)`.execute(db);
const rolling = performance.now();
const rolledUntil = await new SpendRollup(repos).roll();
const firstRollMs = performance.now() - rolling;
if (!databaseUrl)
  await db.executeQuery({ sql: 'analyze', parameters: [], query: { kind: 'RawNode' } }).catch(() => {});
else await runOnPostgres(databaseUrl, 'analyze');
console.log(
  `seeded ${USERS} users, ${ORDERS} orders, ${LEDGER} ledger rows in ${((performance.now() - seeding) / 1000).toFixed(1)} s`,
);
console.log(
  `first roll-up of the whole ledger (once, at the first start after upgrading): ${firstRollMs.toFixed(0)} ms`,
);
const rollAgain = performance.now();
await new SpendRollup(repos).roll();
console.log(`a roll-up with nothing new: ${(performance.now() - rollAgain).toFixed(1)} ms`);

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const max = (values) => Math.max(...values);
const { overview } = repos;
const rows = [];
for (const days of [7, 30, 90]) {
  const since = new Date(now - days * DAY_MS).toISOString();
  const sinceHour = since.slice(0, 13);
  const liveSince = `${rolledUntil}:00:00.000Z`;
  const queries = {
    revenueByHour: () => overview.revenueByHour(since),
    revenueByGateway: () => overview.revenueByGateway(since),
    ordersByStatus: () => overview.ordersByStatus(since),
    newUsersByHour: () => overview.newUsersByHour(since),
    countUsers: () => overview.countUsers(),
    countActiveUsers: () => overview.countActiveUsers(since),
    generations: () =>
      Promise.all([overview.rolledGenerations(sinceHour, rolledUntil), overview.generations(liveSince)]),
    providerCalls: () =>
      Promise.all([overview.providerCallsByHour(sinceHour), overview.providerCallsByKind(sinceHour)]),
    supportByStatus: () => overview.supportByStatus(),
    countSupportOpened: () => overview.countSupportOpened(since),
  };
  for (const [name, query] of Object.entries(queries)) {
    await query();
    const times = [];
    for (let run = 0; run < RUNS; run += 1) {
      const start = performance.now();
      await query();
      times.push(performance.now() - start);
    }
    rows.push({ days, query: name, median: median(times), max: max(times) });
  }
}
const engine = databaseUrl ? 'PostgreSQL' : 'SQLite';
console.log(`\n${engine}: each query, ${RUNS} runs (ms)\n`);
console.log('| days | query | median | max |');
console.log('| ---: | --- | ---: | ---: |');
for (const row of rows)
  console.log(`| ${row.days} | ${row.query} | ${row.median.toFixed(1)} | ${row.max.toFixed(1)} |`);
const over = rows.filter((row) => row.median > 100);
console.log(
  over.length === 0
    ? '\nevery query ≤ 100 ms (median)'
    : `\nover 100 ms: ${over.map((r) => `${r.query} (${r.days} d)`).join(', ')}`,
);

await handle.close();
