import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createRepositories } from '../../../../../src/repositories/index.js';
import { injectWithLogin } from '../../../../helpers/accounts.js';
import { expectLedgerMatchesBalances, storedBalances } from '../../../../helpers/balance.js';
import { buildTestApp } from '../../../../helpers/build-app.js';
import { readEvents, streamedText } from '../../../../helpers/event-stream-client.js';
import { FAKE_OPENAI_API_KEY } from '../../../../helpers/fake-openai.js';
import { call, send, startChatFixture, userWithChat, type TChatFixture } from './chat-fixture.js';

describe('AI chats: assistants and chats', () => {
  let f: TChatFixture;
  beforeAll(async () => (f = await startChatFixture()));
  afterAll(() => f?.close());

  it('lists the seeded assistants with their avatars', async () => {
    const { user } = await userWithChat(f);
    const assistants = (await (await call(f, user, 'GET', '/assistants/')).json()) as {
      name: string;
      avatar: string;
    }[];
    expect(assistants.length).toBeGreaterThanOrEqual(10);
    expect(assistants[0]!.name).toBe('General Assistant');
    expect(assistants.map((a) => a.avatar)).toContain('/assistants/copywriter.svg');
  });

  it('creates, lists, searches, renames and deletes chats; other users get 404', async () => {
    const { user, chatId } = await userWithChat(f);
    const renamed = await call(f, user, 'PATCH', `/chats/${chatId}/`, { title: 'Launch plan 50%_off' });
    expect(renamed.status).toBe(200);
    const found = (await (await call(f, user, 'GET', '/chats/?search=50%25_')).json()) as { count: number };
    expect(found.count).toBe(1);
    const none = (await (await call(f, user, 'GET', '/chats/?search=%25%25x')).json()) as { count: number };
    expect(none.count).toBe(0);

    const other = await injectWithLogin(f.app);
    for (const [method, path] of [
      ['GET', `/chats/${chatId}/`],
      ['PATCH', `/chats/${chatId}/`],
      ['DELETE', `/chats/${chatId}/`],
      ['POST', `/chats/${chatId}/stop/`],
      ['GET', `/chats/${chatId}/stream/`],
    ] as const) {
      const response = await call(f, other, method, path, method === 'PATCH' ? { title: 'x' } : undefined);
      expect(response.status, `${method} ${path}`).toBe(404);
    }
    expect((await send(f, other, chatId, 'hi')).status).toBe(404);

    expect((await call(f, user, 'DELETE', `/chats/${chatId}/`)).status).toBe(204);
    expect((await call(f, user, 'GET', `/chats/${chatId}/`)).status).toBe(404);
    await expectLedgerMatchesBalances(f.app, user.id);
    await expectLedgerMatchesBalances(f.app, other.id);
  });

  it('answers a path without its trailing slash as the slash form', async () => {
    const { user, chatId } = await userWithChat(f);
    const slash = await call(f, user, 'GET', '/chats/');
    const bare = await call(f, user, 'GET', '/chats');
    expect(bare.status).toBe(200);
    expect(await bare.json()).toEqual(await slash.json());
    const one = await call(f, user, 'GET', `/chats/${chatId}`);
    expect(((await one.json()) as { id: number }).id).toBe(chatId);
  });

  it('refuses bad input with field errors', async () => {
    const { user, chatId } = await userWithChat(f);
    const empty = await send(f, user, chatId, '   ');
    expect(empty.status).toBe(400);
    expect(await empty.json()).toEqual({ content: ['Write a message.'] });
    expect((await call(f, user, 'POST', '/chats/', { assistant_id: 999999 })).status).toBe(404);
    expect((await call(f, user, 'GET', '/chats/abc/')).status).toBe(400);
    await expectLedgerMatchesBalances(f.app, user.id);
  });
});

describe('AI chats: answers', () => {
  let f: TChatFixture;
  beforeAll(async () => (f = await startChatFixture()));
  afterAll(() => f?.close());
  // The provider's key appears in no log line and in no answer (the 401 test tempts both).
  afterEach(async () => {
    expect(f.logs.join('')).not.toContain(FAKE_OPENAI_API_KEY);
    const bodies = await Promise.all(f.bodies);
    expect(bodies.length).toBeGreaterThan(0);
    for (const body of bodies) expect(body).not.toContain(FAKE_OPENAI_API_KEY);
  });

  it('streams the answer, saves it and charges exactly the reported usage', async () => {
    const { user, chatId } = await userWithChat(f);
    const before = (await storedBalances(f.app, user.id)).chatbots_tokens;
    f.fake.reply({ chunks: ['Here', ' is', ' **it**.'], usage: { prompt_tokens: 42, completion_tokens: 7 } });

    const response = await send(f, user, chatId, 'Write me a tagline for a bakery that opens at dawn');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    const events = await readEvents(response);
    expect(streamedText(events)).toBe('Here is **it**.');
    const done = events.at(-1)!;
    expect(done.event).toBe('done');
    expect(done.data).toMatchObject({
      message: { role: 'assistant', content: 'Here is **it**.', status: 'complete', prompt_tokens: 42 },
      usage: { prompt_tokens: 42, completion_tokens: 7, total_tokens: 49 },
      balance: before - 49,
    });
    expect((await storedBalances(f.app, user.id)).chatbots_tokens).toBe(before - 49);
    await expectLedgerMatchesBalances(f.app, user.id);

    const chat = (await (await call(f, user, 'GET', `/chats/${chatId}/`)).json()) as {
      title: string;
      model: string;
      messages: { role: string }[];
    };
    expect(chat.title).toBe('Write me a tagline for a bakery that opens at dawn');
    expect(chat.model).toBe('fake-chat-1');
    expect(chat.messages.map((m) => m.role)).toEqual(['user', 'assistant']);
    const sent = f.fake.requests.at(-1)!.body as { messages: { role: string }[]; stream_options: unknown };
    expect(sent.messages[0]!.role).toBe('system');
    expect(sent.stream_options).toEqual({ include_usage: true });
  });

  it('charges the tokenizer count when the provider reports no usage', async () => {
    const { user, chatId } = await userWithChat(f);
    const before = (await storedBalances(f.app, user.id)).chatbots_tokens;
    f.fake.reply({ chunks: ['One', ' two', ' three'], usage: null });
    const response = await send(f, user, chatId, 'Count to three');
    expect(response.status).toBe(200);
    const done = (await readEvents(response)).at(-1)!;
    const { usage, balance } = done.data as {
      usage: { prompt_tokens: number; completion_tokens: number };
      balance: number;
    };
    expect(usage.completion_tokens).toBe(3);
    expect(usage.prompt_tokens).toBeGreaterThan(20);
    expect(balance).toBe(before - usage.prompt_tokens - usage.completion_tokens);
    await expectLedgerMatchesBalances(f.app, user.id);
  });

  it('a provider failure before the first token spends and writes nothing', async () => {
    const { user, chatId } = await userWithChat(f);
    const before = await storedBalances(f.app, user.id);
    for (let i = 0; i < 3; i += 1) f.fake.fail(500, 'upstream exploded at http://internal.example');
    const response = await send(f, user, chatId, 'Hello?');
    expect(response.status).toBe(502);
    const body = (await response.json()) as { detail: string };
    expect(body.detail).toBe('The AI provider could not be reached or failed. Please try again.');
    expect(await storedBalances(f.app, user.id)).toEqual(before);
    const chat = (await (await call(f, user, 'GET', `/chats/${chatId}/`)).json()) as {
      title: string;
      messages: unknown[];
    };
    expect(chat.messages).toEqual([]);
    expect(chat.title).toMatch(/^Chat with /);
    await expectLedgerMatchesBalances(f.app, user.id);
  });

  it('maps a refused key to 502 and a busy provider to 503 with Retry-After', async () => {
    const { user, chatId } = await userWithChat(f);
    const before = await storedBalances(f.app, user.id);
    f.fake.fail(401, `Incorrect API key provided: ${FAKE_OPENAI_API_KEY}`);
    const refused = await send(f, user, chatId, 'Hello?');
    expect(refused.status).toBe(502);
    const detail = ((await refused.json()) as { detail: string }).detail;
    expect(detail).toContain('API key in the AI provider settings');
    expect(detail).not.toContain(FAKE_OPENAI_API_KEY);
    for (let i = 0; i < 3; i += 1) f.fake.fail(429, 'slow down', { 'retry-after': '1' });
    const busy = await send(f, user, chatId, 'Hello?');
    expect(busy.status).toBe(503);
    expect(busy.headers.get('retry-after')).toBe('1');
    expect(await storedBalances(f.app, user.id)).toEqual(before);
    await expectLedgerMatchesBalances(f.app, user.id);
  });

  it('a cut mid-stream saves the partial answer as failed and charges what was produced', async () => {
    const { user, chatId } = await userWithChat(f);
    const before = (await storedBalances(f.app, user.id)).chatbots_tokens;
    f.fake.reply({ chunks: ['Partial', ' answer', ' never', ' ends'], cutAfter: 2, delayMs: 30 });
    const events = await readEvents(await send(f, user, chatId, 'Tell me a story'));
    expect(streamedText(events)).toBe('Partial answer');
    expect(events.at(-1)).toEqual({
      event: 'error',
      data: { detail: 'The AI provider stopped answering before the end. What arrived is saved.' },
    });
    const chat = (await (await call(f, user, 'GET', `/chats/${chatId}/`)).json()) as {
      messages: { content: string; status: string; prompt_tokens: number; completion_tokens: number }[];
      generating: boolean;
    };
    const answer = chat.messages.at(-1)!;
    expect(answer).toMatchObject({ content: 'Partial answer', status: 'failed' });
    expect(chat.generating).toBe(false);
    const after = (await storedBalances(f.app, user.id)).chatbots_tokens;
    expect(after).toBe(before - answer.prompt_tokens - answer.completion_tokens);
    await expectLedgerMatchesBalances(f.app, user.id);
  });

  it('Stop closes the upstream request and saves the partial answer as stopped', async () => {
    const { user, chatId } = await userWithChat(f);
    f.fake.reply({ chunks: ['Thinking', ' hard', ' forever'], hangAfter: 1 });
    const closed = f.fake.whenClientCloses();
    const response = await send(f, user, chatId, 'Think');
    const events: unknown[] = [];
    const reading = readEvents(response, (event) => events.push(event));
    await expect.poll(() => events.length).toBeGreaterThan(0);

    const stopped = await call(f, user, 'POST', `/chats/${chatId}/stop/`);
    expect(stopped.status).toBe(200);
    await closed;
    const all = await reading;
    expect(all.at(-1)).toMatchObject({
      event: 'done',
      data: { message: { content: 'Thinking', status: 'stopped' } },
    });
    const chat = (await stopped.json()) as { messages: { status: string }[]; generating: boolean };
    expect(chat.messages.at(-1)!.status).toBe('stopped');
    expect(chat.generating).toBe(false);
    expect((await call(f, user, 'POST', `/chats/${chatId}/stop/`)).status).toBe(409);
    await expectLedgerMatchesBalances(f.app, user.id);
  });

  it('the answer outlives the browser: it completes, is saved, and a reload re-attaches', async () => {
    const { user, chatId } = await userWithChat(f);
    const before = (await storedBalances(f.app, user.id)).chatbots_tokens;
    f.fake.reply({ chunks: ['Still', ' here', ' after', ' you', ' left'], delayMs: 60 });
    const leave = new AbortController();
    const first = await send(f, user, chatId, 'Keep going', leave.signal);
    const seen: unknown[] = [];
    void readEvents(first, (event) => {
      seen.push(event);
      if (seen.length === 1) leave.abort();
    }).catch(() => undefined);

    await expect
      .poll(
        async () =>
          ((await (await call(f, user, 'GET', `/chats/${chatId}/`)).json()) as { generating: boolean })
            .generating,
      )
      .toBe(true);
    const again = await send(f, user, chatId, 'A second question');
    expect(again.status).toBe(409);
    const attached = await call(f, user, 'GET', `/chats/${chatId}/stream/`);
    expect(attached.status).toBe(200);
    const events = await readEvents(attached);
    expect(streamedText(events)).toBe('Still here after you left');
    expect(events.at(-1)!.event).toBe('done');
    expect((await call(f, user, 'GET', `/chats/${chatId}/stream/`)).status).toBe(404);

    const chat = (await (await call(f, user, 'GET', `/chats/${chatId}/`)).json()) as {
      messages: { content: string; status: string; prompt_tokens: number; completion_tokens: number }[];
    };
    const answer = chat.messages.at(-1)!;
    expect(answer).toMatchObject({
      content: 'Still here after you left',
      status: 'complete',
      completion_tokens: 5,
    });
    const after = (await storedBalances(f.app, user.id)).chatbots_tokens;
    expect(after).toBe(before - answer.prompt_tokens - answer.completion_tokens);
    await expectLedgerMatchesBalances(f.app, user.id);
  });

  it('regenerate replaces the last answer', async () => {
    const { user, chatId } = await userWithChat(f);
    f.fake.reply({ chunks: ['First'] });
    await readEvents(await send(f, user, chatId, 'Say something'));
    f.fake.reply({ chunks: ['Second'] });
    const events = await readEvents(await call(f, user, 'POST', `/chats/${chatId}/regenerate/`));
    expect(streamedText(events)).toBe('Second');
    const chat = (await (await call(f, user, 'GET', `/chats/${chatId}/`)).json()) as {
      messages: { content: string }[];
    };
    expect(chat.messages.map((m) => m.content)).toEqual(['Say something', 'Second']);
    await expectLedgerMatchesBalances(f.app, user.id);
  });

  it('a regenerate the provider refuses keeps the previous answer as it was', async () => {
    const { user, chatId } = await userWithChat(f);
    f.fake.reply({ chunks: ['Kept'] });
    await readEvents(await send(f, user, chatId, 'Say something'));
    const read = async () =>
      ((await (await call(f, user, 'GET', `/chats/${chatId}/`)).json()) as { messages: unknown[] }).messages;
    const before = await read();
    const balances = await storedBalances(f.app, user.id);
    for (let i = 0; i < 3; i += 1) f.fake.fail(503);
    expect((await call(f, user, 'POST', `/chats/${chatId}/regenerate/`)).status).toBe(502);
    expect(await read()).toEqual(before);
    expect(await storedBalances(f.app, user.id)).toEqual(balances);
    await expectLedgerMatchesBalances(f.app, user.id);
  });

  it('twenty parallel sends with a balance for one give exactly one answer', async () => {
    const user = await injectWithLogin(f.app);
    await f.app.balances.ensureAccount(user.id);
    const [assistant] = (await (await call(f, user, 'GET', '/assistants/')).json()) as { id: number }[];
    const chats = await Promise.all(
      Array.from(
        { length: 20 },
        async () =>
          (
            (await (await call(f, user, 'POST', '/chats/', { assistant_id: assistant!.id })).json()) as {
              id: number;
            }
          ).id,
      ),
    );
    // Leave room for one prompt and a short answer: spend the rest through the ledger.
    const held = (await storedBalances(f.app, user.id)).chatbots_tokens;
    const spent = await f.app.balances.reserve(user.id, 'chatbots_tokens', held - 400);
    await f.app.balances.settle(spent.id, held - 400);
    for (let i = 0; i < 20; i += 1)
      f.fake.reply({ chunks: ['ok'], usage: { prompt_tokens: 300, completion_tokens: 1 } });

    const answers = await Promise.all(chats.map((id) => send(f, user, id, 'Hi')));
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 402)).toHaveLength(19);
    await Promise.all(answers.map((r) => (r.status === 200 ? readEvents(r) : r.text())));
    expect((await storedBalances(f.app, user.id)).chatbots_tokens).toBe(400 - 301);
    await expectLedgerMatchesBalances(f.app, user.id);
  });
});

describe('AI chats without a provider', () => {
  it('answers 503 with a clear detail and spends nothing', async () => {
    const ctx = await buildTestApp();
    try {
      const user = await injectWithLogin(ctx.app);
      await ctx.app.balances.ensureAccount(user.id);
      const before = await storedBalances(ctx.app, user.id);
      const assistants = await ctx.app.inject({
        method: 'GET',
        url: '/api/v1/ai/assistants/',
        headers: user.headers,
      });
      const chat = await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/ai/chats/',
        headers: user.headers,
        payload: { assistant_id: assistants.json<{ id: number }[]>()[0]!.id },
      });
      const response = await ctx.app.inject({
        method: 'POST',
        url: `/api/v1/ai/chats/${chat.json<{ id: number }>().id}/messages/`,
        headers: user.headers,
        payload: { content: 'Hello' },
      });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        detail:
          'AI chats are not set up yet: an administrator needs to configure an AI provider and a model for them.',
      });
      expect(await storedBalances(ctx.app, user.id)).toEqual(before);
      await expectLedgerMatchesBalances(ctx.app, user.id);
    } finally {
      await ctx.close();
    }
  });
});

describe('AI chats when the server closes', () => {
  it('stops the running answer, saves it as stopped and closes', async () => {
    const f = await startChatFixture();
    const { user, chatId } = await userWithChat(f);
    f.fake.reply({ chunks: ['Halfway', ' there'], hangAfter: 1 });
    const events: unknown[] = [];
    const reading = readEvents(await send(f, user, chatId, 'Go'), (event) => events.push(event));
    await expect.poll(() => events.length).toBeGreaterThan(0);
    await f.ctx.app.close();
    // `done` carries the message as saved (with its id), before the database closed.
    expect((await reading).at(-1)).toMatchObject({
      event: 'done',
      data: { message: { content: 'Halfway', status: 'stopped', id: expect.any(Number) } },
    });
    // Settled before the database closed: read back through a connection of the test's own.
    const database = f.ctx.openDatabase();
    try {
      await expectLedgerMatchesBalances({ repositories: createRepositories(database.db) }, user.id);
    } finally {
      await database.db.destroy();
    }
    await f.close();
  });
});

describe('AI chats rate limit', () => {
  it('allows AI_RATE_LIMIT_PER_MINUTE answers per user, then 429 with Retry-After', async () => {
    const f = await startChatFixture({ AI_RATE_LIMIT_PER_MINUTE: '2' });
    try {
      const { user, chatId } = await userWithChat(f);
      for (let i = 0; i < 2; i += 1) {
        const response = await send(f, user, chatId, `Question ${i}`);
        expect(response.status).toBe(200);
        await readEvents(response);
      }
      const limited = await send(f, user, chatId, 'One more');
      expect(limited.status).toBe(429);
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
      // Another user has a budget of their own.
      const other = await userWithChat(f);
      const answered = await send(f, other.user, other.chatId, 'Hello');
      expect(answered.status).toBe(200);
      await readEvents(answered);
      await expectLedgerMatchesBalances(f.app, user.id);
      await expectLedgerMatchesBalances(f.app, other.user.id);
    } finally {
      await f.close();
    }
  });
});

describe('AI chats when the provider cannot be reached', () => {
  it('answers 502, spends nothing and leaves no question in the chat', async () => {
    const closedPort = await new Promise<number>((resolve) => {
      const server = createServer().listen(0, '127.0.0.1', () => {
        const { port } = server.address() as AddressInfo;
        server.close(() => resolve(port));
      });
    });
    const f = await startChatFixture({ OPENAI_BASE_URL: `http://127.0.0.1:${closedPort}/v1` });
    try {
      const { user, chatId } = await userWithChat(f);
      const before = await storedBalances(f.app, user.id);
      const response = await send(f, user, chatId, 'Anyone there?');
      expect(response.status).toBe(502);
      expect(await response.json()).toEqual({
        detail: 'The AI provider could not be reached or failed. Please try again.',
      });
      expect(await storedBalances(f.app, user.id)).toEqual(before);
      const chat = (await (await call(f, user, 'GET', `/chats/${chatId}/`)).json()) as {
        messages: unknown[];
        generating: boolean;
      };
      expect(chat).toMatchObject({ messages: [], generating: false });
      await expectLedgerMatchesBalances(f.app, user.id);
    } finally {
      await f.close();
    }
  });
});

describe('AI chats when the provider goes silent mid-answer', () => {
  it('gives up after AI_REQUEST_TIMEOUT_SECONDS without a chunk: upstream closed, partial saved as failed and charged', async () => {
    const f = await startChatFixture({ AI_REQUEST_TIMEOUT_SECONDS: '1' });
    try {
      const { user, chatId } = await userWithChat(f);
      const before = (await storedBalances(f.app, user.id)).chatbots_tokens;
      f.fake.reply({ chunks: ['Half', ' an', ' answer', ' lost'], hangAfter: 2 });
      const closed = f.fake.whenClientCloses();
      const started = Date.now();
      const events = await readEvents(await send(f, user, chatId, 'Tell me everything'));
      expect(Date.now() - started).toBeGreaterThanOrEqual(900);
      await closed;
      expect(streamedText(events)).toBe('Half an');
      expect(events.at(-1)).toEqual({
        event: 'error',
        data: { detail: 'The AI provider stopped answering before the end. What arrived is saved.' },
      });
      const chat = (await (await call(f, user, 'GET', `/chats/${chatId}/`)).json()) as {
        messages: { content: string; status: string; prompt_tokens: number; completion_tokens: number }[];
        generating: boolean;
      };
      const answer = chat.messages.at(-1)!;
      expect(answer).toMatchObject({ content: 'Half an', status: 'failed' });
      expect(chat.generating).toBe(false);
      const after = (await storedBalances(f.app, user.id)).chatbots_tokens;
      expect(after).toBe(before - answer.prompt_tokens - answer.completion_tokens);
      expect(answer.completion_tokens).toBeGreaterThan(0);
      await expectLedgerMatchesBalances(f.app, user.id);
    } finally {
      await f.close();
    }
  });
});
