import pg from 'pg';
import { DRAIN_WORDS } from '@inkwell/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { readEvents, streamedText } from '../helpers/event-stream-client.js';
import { FAKE_OPENAI_API_KEY, FakeOpenAI } from '../helpers/fake-openai.js';
import { createCluster, type TCluster, type TInstance } from '../helpers/instances.js';

const PASSWORD = 'a-long-enough-password-1';

async function query<T>(url: string, text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as T[];
  } finally {
    await client.end();
  }
}

/** A confirmed user (confirmed in the database: no mail here) signed in on `instance`, with a chat. */
async function userWithChat(cluster: TCluster, instance: TInstance) {
  const email = `drain-${Date.now()}@example.com`;
  const json = { 'content-type': 'application/json' };
  const registered = await fetch(`${instance.url}/api/v1/users/register/`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ full_name: 'Drain', email, password: PASSWORD }),
  });
  expect(registered.status).toBe(201);
  await query(cluster.databaseUrl, 'update users set email_confirmed_at = $1 where email = $2', [
    new Date().toISOString(),
    email,
  ]);
  const login = await fetch(`${instance.url}/api/v1/users/login/`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  const { access_token } = (await login.json()) as { access_token: string };
  const headers = { authorization: `Bearer ${access_token}`, ...json };
  const ai = `${instance.url}/api/v1/ai`;
  const [assistant] = (await (await fetch(`${ai}/assistants/`, { headers })).json()) as { id: number }[];
  const chat = await fetch(`${ai}/chats/`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ assistant_id: assistant!.id }),
  });
  const { id: chatId } = (await chat.json()) as { id: number };
  const send = (content: string) =>
    fetch(`${ai}/chats/${chatId}/messages/`, { method: 'POST', headers, body: JSON.stringify({ content }) });
  return { chatId, send };
}

/**
 * SIGTERM on a real process (server.ts and close-with-grace, not app.inject): the instance
 * drains, tells the balancer at once, lets the running answer finish, then exits by itself.
 */
describe.runIf(process.env.TEST_DATABASE_URL)('SIGTERM drains a real server process', () => {
  let cluster: TCluster | undefined;
  let fake: FakeOpenAI | undefined;
  afterAll(async () => {
    await cluster?.close();
    await fake?.close();
  });

  it('mid-answer: health 503 at once, a new message refused 503, the answer finishes saved and charged, exit 0', async () => {
    fake = await new FakeOpenAI().listen();
    cluster = await createCluster({
      OPENAI_BASE_URL: fake.url,
      OPENAI_API_KEY: FAKE_OPENAI_API_KEY,
      AI_CHAT_MODEL: 'fake-chat-1',
      SHUTDOWN_GRACE_SECONDS: '20',
    });
    const a = await cluster.start('a');
    const { chatId, send } = await userWithChat(cluster, a);

    // The provider takes its time: held before its first byte, then slow chunks.
    const held = fake.holdNext();
    fake.reply({
      chunks: ['Still', ' here', ' after', ' the', ' signal.'],
      delayMs: 50,
      usage: { prompt_tokens: 20, completion_tokens: 5 },
    });
    const answering = send('Keep going');
    await held.arrived;

    a.kill('SIGTERM');
    await expect
      .poll(() => a.logs.some((line) => line.msg === 'draining: new answers go to other instances'))
      .toBe(true);
    const health = await fetch(`${a.url}/api/health/ready`);
    expect(health.status).toBe(503);
    expect(await health.json()).toMatchObject({ status: 'draining', checks: { database: 'up' } });
    // Still alive: an orchestrator must not restart it while its answers finish.
    expect((await fetch(`${a.url}/api/health/live`)).status).toBe(200);
    const refused = await send('Another one');
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('5');
    expect(await refused.json()).toEqual({ detail: DRAIN_WORDS.refused });

    held.release();
    const response = await answering;
    expect(response.status).toBe(200);
    const events = await readEvents(response);
    expect(streamedText(events)).toBe('Still here after the signal.');
    expect(events.at(-1)?.event).toBe('done');

    // Exit 0 is close-with-grace's orderly end: a forced one (past grace + margin) exits 1.
    expect(await a.exited).toBe(0);
    const messages = await query<{ role: string; status: string; content: string }>(
      cluster.databaseUrl,
      'select role, status, content from ai_chat_messages where chat_id = $1 order by id',
      [chatId],
    );
    expect(messages).toEqual([
      { role: 'user', status: 'complete', content: 'Keep going' },
      { role: 'assistant', status: 'complete', content: 'Still here after the signal.' },
    ]);
    // Charged exactly the reported usage (the hold's remainder came back), and nothing is held.
    const [spent] = await query<{ sum: string }>(
      cluster.databaseUrl,
      `select sum(delta) as sum from balance_ledger where capability = 'chatbots_tokens' and reason <> 'trial'`,
    );
    expect(Number(spent!.sum)).toBe(-25);
    expect(
      await query(cluster.databaseUrl, `select id from balance_reservations where status = 'held'`),
    ).toEqual([]);
  }, 120_000);
});
