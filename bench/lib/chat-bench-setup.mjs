// What bench/chat-stream.mjs prepares against a started app (bench/lib/http-bench.mjs): chat
// users with a large balance, the assistant they talk to, and the body the app's `openai` SDK
// sends the provider for one message (providers/ai/openai-provider.ts), for the direct runs.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { accessToken, BENCH_ACCOUNT } from './targets.mjs';

/** What each bench stream sends: one short question. */
export const QUESTION = 'In one sentence, what does a benchmark measure?';
/** Chat tokens each bench user is given, far beyond what the runs spend. */
const BALANCE = 1_000_000_000;

/**
 * `count` users copied from the admin row (as targets.mjs makes buyers), each with BALANCE chat
 * tokens written as an admin adjustment (a balance row and its ledger row, so the ledger sums
 * to the balance; migration 0003), and an access token of its own.
 */
export async function createChatUsers(dataDir, count) {
  const db = new Database(join(dataDir, 'inkwell.db'));
  db.pragma('busy_timeout = 5000');
  const insertUser = db.prepare(
    `INSERT INTO users (full_name, email, password_hash, role, plan, email_confirmed_at, created_at, updated_at)
     SELECT 'Bench chatter', ?, password_hash, 'user', plan, email_confirmed_at, created_at, updated_at
     FROM users WHERE email = ?`,
  );
  const insertBalance = db.prepare(
    `INSERT INTO user_balances (user_id, capability, balance, updated_at)
     VALUES (?, 'chatbots_tokens', ?, ?)`,
  );
  const insertLedger = db.prepare(
    `INSERT INTO balance_ledger (user_id, capability, delta, balance_after, reason, order_id, reference, created_at)
     VALUES (?, 'chatbots_tokens', ?, ?, 'admin_adjustment', NULL, 'chat-stream bench', ?)`,
  );
  const now = new Date().toISOString();
  const ids = db.transaction(() =>
    Array.from({ length: count }, (_, i) => {
      const id = Number(insertUser.run(`chatter-${i}@example.com`, BENCH_ACCOUNT.email).lastInsertRowid);
      insertBalance.run(id, BALANCE, now);
      insertLedger.run(id, BALANCE, BALANCE, now);
      return id;
    }),
  )();
  db.close();
  return Promise.all(ids.map((id) => accessToken(id, 0)));
}

/** The first assistant the API lists, with its system prompt read from the database. */
export async function firstAssistant(base, dataDir, token) {
  const [{ id }] = await fetch(`${base}/api/v1/ai/assistants/`, {
    headers: { authorization: `Bearer ${token}` },
  }).then((response) => response.json());
  const db = new Database(join(dataDir, 'inkwell.db'), { readonly: true });
  const { system_prompt: systemPrompt } = db
    .prepare('SELECT system_prompt FROM ai_assistants WHERE id = ?')
    .get(id);
  db.close();
  return { id, systemPrompt };
}

/**
 * The request body the SDK sends for the first message of a chat (system prompt, the question;
 * max_tokens is AI_MAX_OUTPUT_TOKENS, which the large balance never lowers).
 */
export function providerBody(model, systemPrompt, maxTokens) {
  return JSON.stringify({
    model,
    messages: [
      { role: 'system', content: systemPrompt },
      { role: 'user', content: QUESTION },
    ],
    max_tokens: maxTokens,
    stream: true,
    stream_options: { include_usage: true },
  });
}

/** CPU seconds a process has used so far (user + system), from /proc. */
export function cpuSeconds(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}
