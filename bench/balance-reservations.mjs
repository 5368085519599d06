// Spending throughput of the balance service: reserve + settle pairs, each one
// transaction with its conditional update and ledger rows, on the real database engine.
// Usage: npm run build && node bench/balance-reservations.mjs [seconds] [postgres://…]
// Without a URL it uses a fresh SQLite file; with one, a fresh database on that server, dropped after.
import { randomBytes } from 'node:crypto';
import { ZERO_QUANTITIES } from '@inkwell/contract';
import { openBenchDatabase } from './lib/bench-database.mjs';
import { createRepositories } from '../apps/server/dist/repositories/index.js';
import { BalanceService } from '../apps/server/dist/services/balance/balance-service.js';
import { TrialBalances } from '../apps/server/dist/services/balance/trial-balances.js';

const seconds = Number(process.argv[2] ?? 5);
const databaseUrl = process.argv[3];

const handle = await openBenchDatabase('balance', databaseUrl);
const repos = createRepositories(handle.db);
const balances = new BalanceService(handle.db, repos, new TrialBalances(repos.settings));

async function createUsers(count) {
  const ids = [];
  for (let index = 0; index < count; index += 1) {
    const now = new Date().toISOString();
    const email = `bench-${index}-${randomBytes(4).toString('hex')}@example.com`;
    ids.push(
      await repos.users.create({
        full_name: 'Bench',
        email,
        password_hash: 'x',
        created_at: now,
        updated_at: now,
      }),
    );
  }
  for (const id of ids) {
    await handle.db
      .transaction()
      .execute((trx) =>
        balances.credit(
          trx,
          id,
          { ...ZERO_QUANTITIES, chatbots_tokens: 1_000_000_000 },
          { reason: 'admin_adjustment' },
        ),
      );
  }
  return ids;
}

async function run(name, userIds, concurrency) {
  const latencies = [];
  const deadline = performance.now() + seconds * 1000;
  async function worker(slot) {
    const userId = userIds[slot % userIds.length];
    while (performance.now() < deadline) {
      const started = performance.now();
      const reservation = await balances.reserve(userId, 'chatbots_tokens', 500, 'bench');
      await balances.settle(reservation.id, 321);
      latencies.push(performance.now() - started);
    }
  }
  await Promise.all(Array.from({ length: concurrency }, (_, slot) => worker(slot)));
  latencies.sort((a, b) => a - b);
  const at = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))].toFixed(2);
  return { name, pairs: Math.round(latencies.length / seconds), p50: at(0.5), p99: at(0.99) };
}

const one = await createUsers(1);
const many = await createUsers(32);
await run('warm-up', one, 1);
const results = [
  await run('1 user, 1 at a time', one, 1),
  await run('1 user, 32 at once (same balance row)', one, 32),
  await run('32 users, 32 at once', many, 32),
];
console.log(`engine: ${handle.dialect}, ${seconds} s per row`);
console.log('| scenario | reserve+settle pairs/s | p50 ms | p99 ms |');
console.log('| --- | ---: | ---: | ---: |');
for (const r of results) console.log(`| ${r.name} | ${r.pairs} | ${r.p50} | ${r.p99} |`);

for (const id of [...one, ...many]) {
  const sums = await repos.balances.sumLedger(id);
  const row = (await repos.balances.findAll(id)).find((b) => b.capability === 'chatbots_tokens');
  if (sums.get('chatbots_tokens') !== row.balance)
    throw new Error(`ledger and balance disagree for user ${id}`);
}
console.log('ledger sums equal balances for every bench user');
await handle.close();
