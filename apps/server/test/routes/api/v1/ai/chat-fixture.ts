import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { injectWithLogin, type TLoggedIn } from '../../../../helpers/accounts.js';
import { buildTestApp, type TTestApp } from '../../../../helpers/build-app.js';
import { FAKE_OPENAI_API_KEY, FakeOpenAI } from '../../../../helpers/fake-openai.js';

/** The app on a real port with the fake provider configured for chats, and its log lines. */
export interface TChatFixture {
  ctx: TTestApp;
  app: FastifyInstance;
  fake: FakeOpenAI;
  base: string;
  logs: string[];
  /** Every body `call` received, as read to its end (or to where the connection broke). */
  bodies: Promise<string>[];
  close(): Promise<void>;
}

export async function startChatFixture(env: Record<string, string> = {}): Promise<TChatFixture> {
  const fake = await new FakeOpenAI().listen();
  const logs: string[] = [];
  const logStream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logs.push(chunk.toString());
      done();
    },
  });
  const ctx = await buildTestApp({
    env: {
      OPENAI_BASE_URL: fake.url,
      OPENAI_API_KEY: FAKE_OPENAI_API_KEY,
      AI_CHAT_MODEL: 'fake-chat-1',
      LOG_LEVEL: 'info',
      ...env,
    },
    logStream,
  });
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = ctx.app.server.address() as AddressInfo;
  return {
    ctx,
    app: ctx.app,
    fake,
    base: `http://127.0.0.1:${port}/api/v1/ai`,
    logs,
    bodies: [],
    async close() {
      await ctx.close();
      await fake.close();
    },
  };
}

/** A signed-in user with a new chat with the first assistant. */
export async function userWithChat(f: TChatFixture): Promise<{ user: TLoggedIn; chatId: number }> {
  const user = await injectWithLogin(f.app);
  await f.app.balances.ensureAccount(user.id);
  const [assistant] = (await (await call(f, user, 'GET', '/assistants/')).json()) as { id: number }[];
  const chat = (await (await call(f, user, 'POST', '/chats/', { assistant_id: assistant!.id })).json()) as {
    id: number;
  };
  return { user, chatId: chat.id };
}

export async function call(
  f: TChatFixture,
  user: TLoggedIn,
  method: string,
  path: string,
  body?: unknown,
  signal?: AbortSignal,
): Promise<Response> {
  const response = await fetch(f.base + path, {
    method,
    headers: { ...user.headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal,
  });
  if (!response.body) return response;
  // A copy of the body for the fixture, read whether or not the test reads its own.
  const [mine, kept] = response.body.tee();
  f.bodies.push(readAll(kept));
  return new Response(mine, response);
}

async function readAll(body: ReadableStream<Uint8Array>): Promise<string> {
  const decoder = new TextDecoder();
  let text = '';
  try {
    for await (const bytes of body as unknown as AsyncIterable<Uint8Array>)
      text += decoder.decode(bytes, { stream: true });
  } catch {
    // The connection broke (the test aborted it): what arrived is the body.
  }
  return text;
}

export function send(
  f: TChatFixture,
  user: TLoggedIn,
  chatId: number,
  content: string,
  signal?: AbortSignal,
) {
  return call(f, user, 'POST', `/chats/${chatId}/messages/`, { content }, signal);
}
